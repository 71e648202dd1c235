import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { contentDisposition } from './content-disposition';

/** A streamed download: the body is a stream, so the schema only documents the media type. */
export function streamResponse(description: string) {
  return z.instanceof(Readable).describe(description);
}

/** The export formats the spec names for lists (workbench §9; zip with media is the issues' own). */
export const DOWNLOAD_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type DownloadFormat = keyof typeof DOWNLOAD_TYPES;

/** Marks the answer as a file to save, named `name-YYYY-MM-DD.format`. */
export function asDownload(reply: FastifyReply, name: string, format: DownloadFormat): void {
  const day = new Date().toISOString().slice(0, 10);
  reply.header('content-type', DOWNLOAD_TYPES[format]);
  reply.header('content-disposition', contentDisposition(`${name}-${day}.${format}`, true));
}
