import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '../users/admin-test-app';
import { multipartBody } from '../templates/template-test-kit';

/** A fresh DATA_DIR per test file, so the tests can see exactly which objects storage holds. */
export async function freshDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'fieldbook-files-'));
}

/** Stored objects under DATA_DIR/files (temporary parts left out). */
export async function storedObjects(dataDir: string): Promise<string[]> {
  const entries = await readdir(join(dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile() && !join(entry.parentPath, entry.name).includes('/.tmp/'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** POST /api/file/upload as the web sends it: folder_id first, then the file. */
export function upload(client: Client, name: string, bytes: Buffer, folderId?: string) {
  const { body, options } = multipartBody(folderId ? { folder_id: folderId } : {}, { name, bytes });
  return client.request('POST', '/api/file/upload', body, options);
}
