import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createStorage } from './create-storage';

/** A real S3-compatible server on loopback, so the configured driver is exercised end to end (ADR 102). */
const PORT = 3611;
const directory = mkdtempSync(join(tmpdir(), 'fieldbook-s3rver-config-'));
const dataDir = mkdtempSync(join(tmpdir(), 'fieldbook-config-files-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: PORT,
  silent: true,
  directory,
  configureBuckets: [{ name: 'configured', configs: [] }],
});

beforeAll(() => server.run());
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('storage chosen by configuration', () => {
  it.each([
    ['local', { DATA_DIR: dataDir }],
    [
      's3',
      {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${PORT}`,
        S3_BUCKET: 'configured',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    ],
  ])('stores and reads back a file with the %s driver', async (_driver, env) => {
    const storage = createStorage(loadConfig(env).storage);
    try {
      const stored = await storage.put(Readable.from([Buffer.from('configured bytes')]), { prefix: 'check' });
      expect((await buffer((await storage.get(stored.key)).stream)).toString()).toBe('configured bytes');
      await storage.delete(stored.key);
    } finally {
      await storage.close();
    }
  });
});
