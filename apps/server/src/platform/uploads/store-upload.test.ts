import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { DEFAULT_UPLOAD_TYPES, UPLOAD_MESSAGES } from '@fieldbook/domain/uploads/index';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/local-storage';
import { storeUpload } from './store-upload';
import { testFiles } from './test-files';
import { UploadRejectedError } from './upload-rejected-error';

const root = mkdtempSync(join(tmpdir(), 'fieldbook-uploads-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = createLocalStorage({ root });
const storedFiles = () =>
  readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

describe('storeUpload', () => {
  it('stores an accepted file under a generated key with its detected type', async () => {
    const bytes = testFiles.pdf();
    const stored = await storeUpload(Readable.from([bytes]), storage, {
      allowedTypes: DEFAULT_UPLOAD_TYPES,
      minBytes: 1,
      fileName: 'Quarterly report.pdf',
      prefix: 'org-1',
    });
    expect(stored).toMatchObject({ size: bytes.length, mime: 'application/pdf', ext: 'pdf' });
    expect(stored.key).not.toContain('Quarterly');
    expect((await buffer((await storage.get(stored.key)).stream)).equals(bytes)).toBe(true);
  });

  it.each([
    ['refused by type before anything is written', testFiles.exe(), {}, UPLOAD_MESSAGES.typeNotAllowed],
    [
      'refused by size while streaming',
      testFiles.text(300 * 1024),
      { maxBytes: 200 * 1024, sampleBytes: 16 * 1024 },
      UPLOAD_MESSAGES.tooLarge,
    ],
  ])('%s leaves nothing stored', async (_name, bytes, limits, key) => {
    const before = storedFiles();
    const source = Readable.from([bytes.subarray(0, 64 * 1024), bytes.subarray(64 * 1024)]);
    const error = await storeUpload(source, storage, {
      allowedTypes: DEFAULT_UPLOAD_TYPES,
      minBytes: 1,
      ...limits,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadRejectedError);
    expect((error as UploadRejectedError).messageKey).toBe(key);
    expect(storedFiles()).toBe(before);
  });
});
