import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_LIMITS, UPLOAD_MIN_BYTES, formatBytes } from '@fieldbook/domain/uploads/index';
import { errors } from '../../platform/errors/app-error';
import { importTempDir, newImportTempPath } from './import-temp-files';
import { detectSheetFormat, type SheetFormat } from './sheet-format';

const SAMPLE_BYTES = 128 * 1024;

/** An import file on local disk (never in memory), with the text fields sent beside it, before or after it. */
export interface ReceivedImport {
  path: string;
  fileName: string;
  format: SheetFormat;
  fields: Record<string, string>;
  /** Removes the temporary file; call it in a finally. */
  dispose(): Promise<void>;
}

class FileTooLargeError extends Error {}

function sizeLimit(maxBytes: number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      total += chunk.length;
      done(total > maxBytes ? new FileTooLargeError() : null, chunk);
    },
  });
}

function fileError(key: 'imports.file_too_large' | 'imports.file_too_small' | 'imports.file_type') {
  const params: Record<string, string> =
    key === 'imports.file_too_large'
      ? { max: formatBytes(UPLOAD_LIMITS.maxBytes) }
      : { min: formatBytes(UPLOAD_MIN_BYTES.data_import) };
  return errors.validation({ file: { key, params } });
}

async function readSample(path: string): Promise<{ sample: Buffer; size: number }> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const sample = Buffer.alloc(Math.min(size, SAMPLE_BYTES));
    await handle.read(sample, 0, sample.length, 0);
    return { sample, size };
  } finally {
    await handle.close();
  }
}

/**
 * Streams the one file of a multipart import call to a temporary file while counting its bytes, keeps the text
 * fields in whatever order they came, then checks size (28 MB, the data-import minimum of ADR 186) and type by
 * content: CSV text in a
 * detected encoding, or XLSX. A refused file is removed and answered 422 on `file`.
 */
export async function receiveImport(request: FastifyRequest): Promise<ReceivedImport> {
  if (!request.isMultipart()) throw errors.validation({ file: { key: 'gen.validations.required' } });
  const dir = importTempDir();
  await mkdir(dir, { recursive: true });
  const path = newImportTempPath(dir);
  const dispose = () => rm(path, { force: true });
  const fields: Record<string, string> = {};
  let fileName: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (fileName !== null || part.fieldname !== 'file') {
        part.file.resume();
      } else {
        fileName = part.filename;
        await pipeline(part.file, sizeLimit(UPLOAD_LIMITS.maxBytes), createWriteStream(path));
        if (part.file.truncated) throw new FileTooLargeError();
      }
    }
    if (fileName === null) throw errors.validation({ file: { key: 'gen.validations.required' } });
    const { sample, size } = await readSample(path);
    if (size < UPLOAD_MIN_BYTES.data_import) throw fileError('imports.file_too_small');
    const format = await detectSheetFormat(sample, size <= SAMPLE_BYTES);
    if (!format) throw fileError('imports.file_type');
    return { path, fileName, format, fields, dispose };
  } catch (error) {
    await dispose();
    const code = (error as { code?: string }).code;
    if (error instanceof FileTooLargeError || code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileError('imports.file_too_large');
    }
    throw error;
  }
}
