import { fileTypeFromBuffer } from 'file-type';

/** A type found from a file's bytes. */
export interface DetectedType {
  mime: string;
  ext: string;
}

const TEXT_TYPE: DetectedType = { mime: 'text/plain', ext: 'txt' };
const CSV_TYPE: DetectedType = { mime: 'text/csv', ext: 'csv' };

/** Control characters other than tab, line feed, form feed and carriage return mark a file as binary. */
const BINARY_CONTROL = /(?![\t\n\f\r])\p{Cc}/u;

/**
 * A running UTF-8 text check over consecutive chunks of one file: false once a chunk is not valid UTF-8 or holds a
 * binary control character. A character cut at a chunk's end is completed by the next chunk; `last` flushes.
 */
export function createTextCheck(): (chunk: Uint8Array, last: boolean) => boolean {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return (chunk, last) => {
    try {
      return !BINARY_CONTROL.test(decoder.decode(chunk, { stream: !last }));
    } catch {
      return false;
    }
  };
}

/** Whether bytes read as UTF-8 text; `complete` false allows a character cut at the end of a sample. */
export function isUtf8Text(bytes: Uint8Array, complete: boolean): boolean {
  return createTextCheck()(bytes, complete);
}

/**
 * Detects a file's type from its first bytes — never from its name — with file-type's signatures for binary
 * formats and a UTF-8 test for text. Text has no signature, so only for text the name's extension chooses between
 * CSV and plain text (ADR 101). `complete` says whether `sample` is the whole file.
 */
export async function detectContentType(
  sample: Uint8Array,
  complete: boolean,
  fileName = '',
): Promise<DetectedType | null> {
  if (sample.length === 0) return null;
  const found = await fileTypeFromBuffer(sample);
  if (found) return { mime: found.mime, ext: found.ext };
  if (!isUtf8Text(sample, complete)) return null;
  return /\.csv$/i.test(fileName.trim()) ? CSV_TYPE : TEXT_TYPE;
}
