import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { StorageNotFoundError, type Storage } from './storage';
import { InvalidStorageKeyError } from './storage-keys';

/** A body that yields some bytes and then fails, as an upload refused midway does. */
export function failingBody(error: Error, bytesBefore = 64 * 1024): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.alloc(bytesBefore, 0x61);
      throw error;
    })(),
  );
}

/** Behaviour every driver must show; the local and the S3 test files both run it (test-only helper). */
export function describeStorageContract(
  name: string,
  storage: () => Storage,
  listKeys: () => Promise<string[]>,
): void {
  describe(`${name} storage contract`, () => {
    const bytes = Buffer.from('inspection photo bytes '.repeat(2000));

    it('puts under a generated key, then gets, stats, copies and deletes', async () => {
      const s = storage();
      const stored = await s.put(Readable.from([bytes]), { prefix: 'org-1/files', contentType: 'image/png' });
      expect(stored.size).toBe(bytes.length);
      expect(stored.key).toMatch(/^org-1\/files\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);

      const { info, stream } = await s.get(stored.key);
      expect(info.size).toBe(bytes.length);
      expect((await buffer(stream)).equals(bytes)).toBe(true);
      expect((await s.stat(stored.key))?.size).toBe(bytes.length);

      const copy = await s.copy(stored.key, { prefix: 'org-1/files' });
      expect(copy.key).not.toBe(stored.key);
      expect((await buffer((await s.get(copy.key)).stream)).equals(bytes)).toBe(true);

      await s.delete(stored.key);
      expect(await s.stat(stored.key)).toBeNull();
      await expect(s.get(stored.key)).rejects.toBeInstanceOf(StorageNotFoundError);
      await s.delete(stored.key);
      expect((await s.stat(copy.key))?.size).toBe(bytes.length);
      await s.delete(copy.key);
    });

    it('generates a different key for every put, never from a file name', async () => {
      const s = storage();
      const a = await s.put(Readable.from([bytes]));
      const b = await s.put(Readable.from([bytes]));
      expect(a.key).not.toBe(b.key);
      expect(a.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
      await Promise.all([s.delete(a.key), s.delete(b.key)]);
    });

    it.each([
      '../secret',
      '/etc/passwd',
      'report.pdf',
      'ab/../../x',
      'org/../00/00000000-0000-0000-0000-000000000000',
    ])('refuses the key %j', async (key) => {
      const s = storage();
      await expect(s.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(s.stat(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(s.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    });

    it('refuses a prefix that could leave its folder', async () => {
      await expect(storage().put(Readable.from([bytes]), { prefix: '../up' })).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
    });

    it('answers not found for a missing object', async () => {
      const s = storage();
      const missing = '00/00000000-0000-4000-8000-000000000000';
      expect(await s.stat(missing)).toBeNull();
      await expect(s.get(missing)).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(s.copy(missing)).rejects.toBeInstanceOf(StorageNotFoundError);
      await s.delete(missing);
    });

    it('leaves nothing behind when the body fails midway, and passes the failure on', async () => {
      const s = storage();
      const before = await listKeys();
      const refused = new Error('too large');
      await expect(s.put(failingBody(refused))).rejects.toBe(refused);
      expect(await listKeys()).toEqual(before);
    });
  });
}
