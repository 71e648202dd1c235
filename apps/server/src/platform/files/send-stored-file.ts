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
  /** A photo's stored print rendition (ADR 220), a JPEG, when its job has made one. */
  print?: StoredPrintCopy | null;
}

/** Where a photo's print rendition is stored and its size in pixels (ADR 220). */
export interface StoredPrintCopy {
  key: string;
  width: number;
  height: number;
}

/** How one route serves: a forced download, and how long a browser may keep the file. */
export interface ServeOptions {
  download?: boolean;
  cacheControl?: string;
}

/** Types a browser only ever renders as a picture (SVG is not one: it can hold script). */
const INLINE_IMAGE = /^image\/(?:png|jpeg|gif|webp|avif|bmp)$/;

/** A stored object opened for reading; 404 when it is gone. */
export function openStored(storage: Storage, key: string): ReturnType<Storage['get']> {
  return storage.get(key).catch((error: unknown) => {
    if (error instanceof StorageNotFoundError) throw errors.notFound();
    throw error;
  });
}

/**
 * The headers every served file gets (ADR 184): its type, `nosniff`, its size, and inline only for a raster image
 * that is not a forced download, so no stored file can run as a page of this origin.
 */
export function fileHeaders(
  reply: FastifyReply,
  file: ServedFile,
  served: { type: string; size: number },
  options: ServeOptions,
): void {
  const inline = !options.download && INLINE_IMAGE.test(served.type);
  void reply
    .type(served.type)
    .header('x-content-type-options', 'nosniff')
    .header('content-length', String(served.size))
    .header('content-disposition', contentDisposition(file.name, !inline))
    .header('cache-control', options.cacheControl ?? 'private, no-cache');
}

/** The one way a route serves a stored file (ADR 184), streamed with {@link fileHeaders}. 404 when it is gone. */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: Storage,
  file: ServedFile,
  options: ServeOptions = {},
): Promise<Readable> {
  const object = await openStored(storage, file.storageKey);
  fileHeaders(reply, file, { type: file.contentType, size: object.info.size }, options);
  return object.stream;
}
