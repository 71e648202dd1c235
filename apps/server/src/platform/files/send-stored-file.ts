import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../http/content-disposition';
import { errors } from '../errors/app-error';
import { StorageNotFoundError, type Storage } from '../storage';
import type { Readable } from 'node:stream';

/** What serving a stored file needs: all of it recorded by the server at upload, none of it from a client. */
export interface ServedFile {
  storageKey: string;
  contentType: string;
  name: string;
}

/** How one route serves: a forced download, and how long a browser may keep the file. */
export interface ServeOptions {
  download?: boolean;
  cacheControl?: string;
}

/** Types a browser only ever renders as a picture (SVG is not one: it can hold script). */
const INLINE_IMAGE = /^image\/(?:png|jpeg|gif|webp|avif|bmp)$/;

/**
 * The one way a route serves a stored file (ADR 184): with the type detected at upload, `nosniff`, and as an
 * attachment unless it is a raster image, so no stored file can run as a page of this origin. 404 when the
 * object is gone.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: Storage,
  file: ServedFile,
  options: ServeOptions = {},
): Promise<Readable> {
  const object = await storage.get(file.storageKey).catch((error: unknown) => {
    if (error instanceof StorageNotFoundError) throw errors.notFound();
    throw error;
  });
  const inline = !options.download && INLINE_IMAGE.test(file.contentType);
  void reply
    .type(file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-length', String(object.info.size))
    .header('content-disposition', contentDisposition(file.name, !inline))
    .header('cache-control', options.cacheControl ?? 'private, no-cache');
  return object.stream;
}
