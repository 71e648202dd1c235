import type { Readable } from 'node:stream';
import type { Storage } from '../storage/storage';
import { inspectUpload, type InspectOptions } from './inspect-upload';

/** An upload that passed every check and is stored: where it is, how big, and what it really is. */
export interface StoredUpload {
  key: string;
  size: number;
  mime: string;
  ext: string;
}

/**
 * The one path from a request's file stream to storage: inspect by content, then stream into storage under a
 * generated key. A refusal (UploadRejectedError) before or during the transfer leaves nothing stored.
 */
export async function storeUpload(
  source: Readable,
  storage: Storage,
  options: InspectOptions & { prefix?: string },
): Promise<StoredUpload> {
  const upload = await inspectUpload(source, options);
  const stored = await storage.put(upload.stream, { prefix: options.prefix, contentType: upload.mime });
  return { ...stored, mime: upload.mime, ext: upload.ext };
}
