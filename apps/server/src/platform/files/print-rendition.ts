import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import type { Storage } from '../storage';
import {
  fileHeaders,
  openStored,
  sendStoredFile,
  type ServedFile,
  type ServeOptions,
} from './send-stored-file';

// One libvips thread per resize and no libvips cache: Node's thread pool bounds how many run at once, and a print
// of a hundred photos should not leave their decoded pixels cached in the server (ADR 216).
sharp.concurrency(1);
sharp.cache(false);

/** The types resized for print; anything else (GIF, AVIF, documents) is served as stored. */
export const RESIZABLE = /^image\/(?:jpeg|png|webp)$/;
/** JPEG quality of a rendition: the quality the web's own print copies used (ADR 203). */
const QUALITY = 85;

/**
 * `?w=&h=` of a media route: the box in device pixels a printed photo must cover (ADR 216). Both or neither; the
 * bounds keep a request from asking for more work than a page-wide photo at print density.
 */
export const printBoxQuery = z
  .object({
    w: z.coerce.number().int().min(1).max(4096).optional(),
    h: z.coerce.number().int().min(1).max(4096).optional(),
  })
  .refine((box) => (box.w === undefined) === (box.h === undefined), { path: ['h'] });

/** The box a rendition covers, in device pixels. */
export interface PrintBox {
  w: number;
  h: number;
}

/**
 * A stored rendition at most this much larger (per side) than a print asks for is served as it is (ADR 220): the
 * page prints it as it comes (apps/web print-downscale's slack matches), larger ones are shrunk from it, not from the
 * original.
 */
const STORED_SLACK = 1.25;

/** How much of `box` the stored rendition covers per side (≥ 1: all of it), or 0 when there is none. */
function storedCover(file: ServedFile, box: PrintBox): number {
  const copy = file.print;
  if (!copy) return 0;
  return Math.min(copy.width / box.w, copy.height / box.h);
}

/** Reads a stored object whole (a photo of a few MB), 404 when it is gone. */
export async function readStored(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await openStored(storage, key)).stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A JPEG copy of the image just large enough to cover `box` (upright, on white where it was transparent), or null
 * when the image is no larger than that or cannot be read, so the stored bytes serve as they are.
 */
export async function printRendition(image: Buffer, box: PrintBox): Promise<Buffer | null> {
  try {
    const input = sharp(image, { failOn: 'none' }).autoOrient();
    const { width, height } = await input.metadata().then((meta) => meta.autoOrient);
    if (!width || !height || Math.max(box.w / width, box.h / height) >= 1) return null;
    return await input
      .resize({ width: box.w, height: box.h, fit: 'outside' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: QUALITY })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * Serves a stored image for print (ADR 216, 220): with a box, the photo's stored print rendition when it covers the
 * box and is not much larger, else a copy resized now (from that rendition when it covers the box, else from the
 * original); without a box, or for other types, the file as stored.
 */
export async function sendPrintableFile(
  reply: FastifyReply,
  storage: Storage,
  file: ServedFile,
  box: Partial<PrintBox>,
  options: ServeOptions = {},
): Promise<unknown> {
  const { w, h } = box;
  if (w === undefined || h === undefined || options.download || !RESIZABLE.test(file.contentType))
    return sendStoredFile(reply, storage, file, options);
  const cover = storedCover(file, { w, h });
  if (cover >= 1 && cover <= STORED_SLACK && file.print)
    return sendStoredFile(
      reply,
      storage,
      { ...file, storageKey: file.print.key, contentType: 'image/jpeg' },
      options,
    );
  const source = cover >= 1 && file.print ? file.print.key : file.storageKey;
  const original = await readStored(storage, source);
  const rendition = await printRendition(original, { w, h });
  const body = rendition ?? original;
  const type = rendition || source !== file.storageKey ? 'image/jpeg' : file.contentType;
  fileHeaders(reply, file, { type, size: body.length }, options);
  return body;
}
