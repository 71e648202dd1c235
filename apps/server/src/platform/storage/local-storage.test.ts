import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createStorage } from './create-storage';
import { describeStorageContract, failingBody } from './storage-contract';

const root = mkdtempSync(join(tmpdir(), 'fieldbook-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = () => createStorage({ driver: 'local', root });

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

describeStorageContract('local', storage, async () => filesUnder(root));

describe('local storage', () => {
  it('stores the file at its key below the root and cleans its temp file after a failed write', async () => {
    const stored = await storage().put(Readable.from([Buffer.from('x'.repeat(20_000))]));
    expect(filesUnder(root)).toContain(stored.key);
    await expect(storage().put(failingBody(new Error('cut')))).rejects.toThrow('cut');
    expect(readdirSync(join(root, '.tmp'))).toEqual([]);
  });

  it('never shows a reader a half-written file', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const body = Readable.from(
      (async function* () {
        yield Buffer.alloc(32 * 1024, 0x62);
        await gate;
        yield Buffer.alloc(32 * 1024, 0x62);
      })(),
    );
    const before = filesUnder(root).filter((f) => !f.startsWith('.tmp'));
    const pending = storage().put(body);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(filesUnder(root).filter((f) => !f.startsWith('.tmp'))).toEqual(before);
    release();
    const stored = await pending;
    expect((await buffer((await storage().get(stored.key)).stream)).length).toBe(64 * 1024);
  });
});
