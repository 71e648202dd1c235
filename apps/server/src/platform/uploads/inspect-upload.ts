import { Readable } from 'node:stream';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, formatBytes } from '@fieldbook/domain/uploads/index';
import { createTextCheck, detectContentType, type DetectedType } from './detect-type';
import { UploadRejectedError } from './upload-rejected-error';

/** Limits for one upload; the route passes the configured type list. */
export interface InspectOptions {
  allowedTypes: readonly string[];
  /** The upload place's minimum (UPLOAD_MIN_BYTES, ADR 186). */
  minBytes: number;
  maxBytes?: number;
  /** The client's file name: only used to tell CSV from plain text, never to decide a binary type. */
  fileName?: string;
  /** Bytes read before deciding the type (at least minBytes); 128 KiB reaches the parts of an Office zip that count. */
  sampleBytes?: number;
}

/** An accepted upload: its detected type and a stream of all its bytes that enforces the limits while it flows. */
export interface InspectedUpload extends DetectedType {
  stream: Readable;
}

const DEFAULT_SAMPLE_BYTES = 128 * 1024;

/**
 * Reads the first bytes of an upload, decides its type by content and refuses it early when the type is not
 * allowed or the file is too small. The returned stream replays those bytes and passes the rest through without
 * buffering the file; it fails with UploadRejectedError once more than maxBytes flow, or when a text upload stops
 * being UTF-8 text, so whatever consumes it (a storage driver) discards the partial file.
 */
export async function inspectUpload(source: Readable, options: InspectOptions): Promise<InspectedUpload> {
  const { minBytes } = options;
  const maxBytes = options.maxBytes ?? UPLOAD_LIMITS.maxBytes;
  const sampleLimit = Math.max(options.sampleBytes ?? DEFAULT_SAMPLE_BYTES, minBytes);
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    const { sample, complete } = await readSample(chunks, sampleLimit);
    if (sample.length > maxBytes) throw tooLarge(maxBytes);
    if (complete && sample.length < minBytes) {
      throw new UploadRejectedError(UPLOAD_MESSAGES.tooSmall, { min: formatBytes(minBytes) });
    }
    const type = await detectContentType(sample, complete, options.fileName);
    if (!type || !options.allowedTypes.includes(type.mime)) {
      throw new UploadRejectedError(UPLOAD_MESSAGES.typeNotAllowed);
    }
    const checkText = type.mime.startsWith('text/');
    const stream = Readable.from(replay(sample, complete, chunks, maxBytes, checkText), {
      objectMode: false,
    });
    // A refused or abandoned upload releases (destroys) its source instead of leaving it paused mid-request.
    stream.once('close', () => void chunks.return?.());
    return { ...type, stream };
  } catch (error) {
    source.destroy();
    throw error;
  }
}

async function readSample(
  chunks: AsyncIterator<Buffer>,
  limit: number,
): Promise<{ sample: Buffer; complete: boolean }> {
  const parts: Buffer[] = [];
  let length = 0;
  while (length < limit) {
    const next = await chunks.next();
    if (next.done) return { sample: Buffer.concat(parts), complete: true };
    parts.push(next.value);
    length += next.value.length;
  }
  return { sample: Buffer.concat(parts), complete: false };
}

function tooLarge(maxBytes: number): UploadRejectedError {
  return new UploadRejectedError(UPLOAD_MESSAGES.tooLarge, { max: formatBytes(maxBytes) });
}

async function* replay(
  sample: Buffer,
  complete: boolean,
  chunks: AsyncIterator<Buffer>,
  maxBytes: number,
  checkText: boolean,
): AsyncGenerator<Buffer> {
  const isText = checkText ? createTextCheck() : () => true;
  const verify = (chunk: Buffer, last: boolean): void => {
    if (!isText(chunk, last)) throw new UploadRejectedError(UPLOAD_MESSAGES.typeNotAllowed);
  };
  let total = sample.length;
  let drained = complete;
  try {
    verify(sample, complete);
    yield sample;
    for (let next = drained ? null : await chunks.next(); next && !next.done; next = await chunks.next()) {
      total += next.value.length;
      if (total > maxBytes) throw tooLarge(maxBytes);
      verify(next.value, false);
      yield next.value;
    }
    drained = true;
    verify(Buffer.alloc(0), true);
  } finally {
    // A refused or abandoned upload releases (destroys) the source instead of leaving it paused.
    if (!drained) await chunks.return?.();
  }
}
