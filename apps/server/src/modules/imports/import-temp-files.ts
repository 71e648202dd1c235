import { randomUUID } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** A received file older than this is no call's any more, whoever wrote it (the longest import takes minutes). */
export const STALE_IMPORT_FILE_MS = 6 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const OWNED = /^(\d+)-[0-9a-f-]{36}$/;

/** The folder where received import files wait while a call reads them. */
export function importTempDir(): string {
  return join(tmpdir(), 'fieldbook-imports');
}

/** A new temporary file name in that folder, carrying this process's id so a sweep can tell whose it is. */
export function newImportTempPath(dir = importTempDir()): string {
  return join(dir, `${process.pid}-${randomUUID()}`);
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the import files no live call can still be reading (issue 17.9): those of a process that is gone (a
 * killed or crashed server) and any older than STALE_IMPORT_FILE_MS. Files of running processes on this machine,
 * other server processes included, are left alone. Answers how many it removed.
 */
export async function sweepImportTempFiles(dir = importTempDir(), now = Date.now()): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const owner = OWNED.exec(name)?.[1];
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) continue;
    const orphaned = owner !== undefined && Number(owner) !== process.pid && !processIsAlive(Number(owner));
    if (orphaned || now - info.mtimeMs > STALE_IMPORT_FILE_MS) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Sweeps the import folder when the server is ready and every hour after, until it closes. */
export function registerImportTempSweep(app: FastifyInstance, dir = importTempDir()): void {
  const sweep = () =>
    sweepImportTempFiles(dir).then(
      (removed) => {
        if (removed > 0) app.log.info({ removed }, 'removed stale import files');
      },
      (error: unknown) => app.log.warn({ err: error }, 'sweeping import files failed'),
    );
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onReady', sweep);
  app.addHook('onClose', async () => clearInterval(timer));
}
