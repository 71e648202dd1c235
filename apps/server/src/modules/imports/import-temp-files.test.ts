import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STALE_IMPORT_FILE_MS, registerImportTempSweep, sweepImportTempFiles } from './import-temp-files';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'import-sweep-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The id of a process that has run and exited, as a killed server's is. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid ?? 0;
}

async function file(name: string, ageMs = 0): Promise<string> {
  await writeFile(join(dir, name), 'Asset ID,Name\n');
  const at = (Date.now() - ageMs) / 1000;
  await utimes(join(dir, name), at, at);
  return name;
}

describe('sweeping temporary import files (issue 17.9)', () => {
  it('removes files of a gone process and stale files, keeping those a live call may read', async () => {
    const old = STALE_IMPORT_FILE_MS + 60_000;
    await file(`${deadPid()}-${randomUUID()}`);
    const ownFresh = await file(`${process.pid}-${randomUUID()}`);
    await file(`${process.pid}-${randomUUID()}`, old);
    await file(randomUUID(), old);
    const legacyFresh = await file(randomUUID());
    expect(await sweepImportTempFiles(dir)).toBe(3);
    expect((await readdir(dir)).sort()).toEqual([ownFresh, legacyFresh].sort());
  });

  it('answers 0 for a folder that does not exist yet', async () => {
    expect(await sweepImportTempFiles(join(dir, 'missing'))).toBe(0);
  });

  it('sweeps when the server starts', async () => {
    const orphan = await file(`${deadPid()}-${randomUUID()}`);
    const app = Fastify();
    registerImportTempSweep(app, dir);
    expect(await readdir(dir)).toEqual([orphan]);
    await app.ready();
    expect(await readdir(dir)).toEqual([]);
    await app.close();
  });
});
