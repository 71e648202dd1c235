import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, stat, unlink } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  StorageNotFoundError,
  type ObjectInfo,
  type PutOptions,
  type Storage,
  type StoredObject,
} from './storage';
import { assertStorageKey, generateStorageKey, InvalidStorageKeyError } from './storage-keys';

/** Options of the local-folder driver: every object lives below `root` (default `DATA_DIR/files`). */
export interface LocalStorageOptions {
  root: string;
}

const TEMP_DIR = '.tmp';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * The default driver: a folder on the server's disk. Writes go to a temporary file in the same folder tree and are
 * renamed into place, so a reader never sees half a file and a failed upload leaves nothing behind.
 */
export function createLocalStorage(options: LocalStorageOptions): Storage {
  const root = resolve(options.root);
  const tempDir = join(root, TEMP_DIR);

  /** Second guard after the key pattern: the resolved path must stay inside the root. */
  function pathOf(key: string): string {
    const path = resolve(root, assertStorageKey(key));
    const inside = relative(root, path);
    if (inside.startsWith('..') || inside.startsWith(sep) || inside === '')
      throw new InvalidStorageKeyError(key);
    return path;
  }

  async function info(key: string): Promise<ObjectInfo | null> {
    try {
      const stats = await stat(pathOf(key));
      return stats.isFile() ? { key, size: stats.size, lastModified: stats.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Runs a writer against a fresh temp file, then renames it to the key's path; removes the temp file on failure. */
  async function commit(
    prefix: string | undefined,
    write: (temp: string) => Promise<void>,
  ): Promise<StoredObject> {
    const key = generateStorageKey(prefix);
    const target = pathOf(key);
    const temp = join(tempDir, `${randomUUID()}.part`);
    await mkdir(tempDir, { recursive: true });
    try {
      await write(temp);
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    const size = (await stat(target)).size;
    return { key, size };
  }

  return {
    driver: 'local',
    put(body: Readable, putOptions: PutOptions = {}) {
      return commit(putOptions.prefix, (temp) =>
        pipeline(body, createWriteStream(temp, { flags: 'wx', flush: true })),
      );
    },
    async get(key) {
      const found = await info(key);
      if (!found) throw new StorageNotFoundError(key);
      return { info: found, stream: createReadStream(pathOf(key)) };
    },
    stat: info,
    async delete(key) {
      await unlink(pathOf(key)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },
    async copy(key, copyOptions: PutOptions = {}) {
      const source = pathOf(key);
      if (!(await info(key))) throw new StorageNotFoundError(key);
      return commit(copyOptions.prefix, (temp) => copyFile(source, temp));
    },
    async close() {},
  };
}
