import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { DEFAULT_UPLOAD_TYPES, UPLOAD_MESSAGES } from '@fieldbook/domain/uploads/index';
import { describe, expect, it } from 'vitest';
import { inspectUpload, type InspectOptions } from './inspect-upload';
import { testFiles } from './test-files';
import { UploadRejectedError } from './upload-rejected-error';

const KB = 1024;
const options: InspectOptions = { allowedTypes: DEFAULT_UPLOAD_TYPES, minBytes: 10 * KB };

/** A source that hands out the bytes in small chunks, as a network upload does. */
function chunked(bytes: Buffer, size = 4 * KB): Readable {
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) parts.push(bytes.subarray(i, i + size));
  return Readable.from(parts);
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadRejectedError);
  return { key: (error as UploadRejectedError).messageKey, params: (error as UploadRejectedError).params };
}

describe('inspectUpload', () => {
  it.each([
    ['png', testFiles.png(), 'image/png'],
    ['xlsx', testFiles.xlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['csv', testFiles.csv(), 'text/csv'],
  ])('accepts %s and replays every byte', async (_name, bytes, mime) => {
    const upload = await inspectUpload(chunked(bytes), { ...options, fileName: 'upload.csv' });
    expect(upload.mime).toBe(mime);
    expect((await buffer(upload.stream)).equals(bytes)).toBe(true);
  });

  it('replays a file larger than the sample unchanged', async () => {
    const bytes = testFiles.text(600 * KB);
    const upload = await inspectUpload(chunked(bytes, 7 * KB), options);
    expect((await buffer(upload.stream)).equals(bytes)).toBe(true);
  });

  it.each([
    ['10 KB is enough where the place asks for it', 10 * KB, null],
    ['one byte less is too small', 10 * KB - 1, { key: UPLOAD_MESSAGES.tooSmall, params: { min: '10 KB' } }],
  ])('%s', async (_name, size, expected) => {
    const attempt = inspectUpload(chunked(testFiles.png().subarray(0, size)), options);
    if (expected) expect(await rejection(attempt)).toEqual(expected);
    else expect((await attempt).mime).toBe('image/png');
  });

  it.each([
    ['an executable named like a picture', testFiles.exe(), 'photo.png', options],
    ['a zip named like a workbook', testFiles.zip(), 'book.xlsx', options],
    [
      'a type missing from the configured list',
      testFiles.png(),
      'photo.png',
      { allowedTypes: ['application/pdf'], minBytes: 1 },
    ],
    [
      'text when only CSV is allowed',
      testFiles.text(),
      'notes.txt',
      { allowedTypes: ['text/csv'], minBytes: 1 },
    ],
  ])('refuses %s by content', async (_name, bytes, fileName, opts) => {
    expect(await rejection(inspectUpload(chunked(bytes), { ...opts, fileName }))).toEqual({
      key: UPLOAD_MESSAGES.typeNotAllowed,
      params: {},
    });
  });

  it('refuses a file larger than the limit already within the sample', async () => {
    const attempt = inspectUpload(chunked(testFiles.text(40 * KB)), { ...options, maxBytes: 20 * KB });
    expect(await rejection(attempt)).toEqual({ key: UPLOAD_MESSAGES.tooLarge, params: { max: '20 KB' } });
  });

  it('fails the stream once more than maxBytes flow past the sample', async () => {
    const upload = await inspectUpload(chunked(testFiles.text(300 * KB)), {
      ...options,
      maxBytes: 200 * KB,
      sampleBytes: 16 * KB,
    });
    expect(await rejection(buffer(upload.stream))).toEqual({
      key: UPLOAD_MESSAGES.tooLarge,
      params: { max: '200 KB' },
    });
  });

  it('accepts exactly maxBytes', async () => {
    const upload = await inspectUpload(chunked(testFiles.text(200 * KB)), {
      ...options,
      maxBytes: 200 * KB,
      sampleBytes: 16 * KB,
    });
    expect((await buffer(upload.stream)).length).toBe(200 * KB);
  });

  it('fails a text upload that turns binary after the sample', async () => {
    const upload = await inspectUpload(chunked(testFiles.textThenBinary(200 * KB)), {
      ...options,
      fileName: 'a.csv',
    });
    expect(upload.mime).toBe('text/csv');
    expect(await rejection(buffer(upload.stream))).toEqual({
      key: UPLOAD_MESSAGES.typeNotAllowed,
      params: {},
    });
  });

  it('decides after the sample without reading the whole file', async () => {
    let produced = 0;
    const chunk = Buffer.alloc(64 * KB, 0x61);
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < 400; i += 1) {
          produced += chunk.length;
          yield chunk;
        }
      })(),
    );
    const upload = await inspectUpload(source, { ...options, maxBytes: 30 * 1024 * KB });
    expect(upload.mime).toBe('text/plain');
    expect(produced).toBeLessThan(2 * 1024 * KB);
    upload.stream.destroy();
  });

  it('destroys the source when it refuses the upload', async () => {
    const source = chunked(testFiles.exe());
    await rejection(inspectUpload(source, options));
    expect(source.destroyed).toBe(true);
  });
});

describe('inspectUpload releases its source', () => {
  it.each([
    ['when the consumer abandons the stream', undefined],
    ['when the stream fails on size', 100 * KB],
  ])('%s', async (_name, maxBytes) => {
    const source = chunked(testFiles.text(400 * KB), 8 * KB);
    const upload = await inspectUpload(source, { ...options, sampleBytes: 16 * KB, maxBytes });
    if (maxBytes) await rejection(buffer(upload.stream));
    else upload.stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(source.destroyed).toBe(true);
  });
});
