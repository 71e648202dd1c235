import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from './create-storage';
import type { S3StorageOptions } from './s3-storage';
import type { Storage } from './storage';
import { describeStorageContract, failingBody } from './storage-contract';

/** A real S3-compatible server (s3rver, pure JavaScript) on a loopback port of this worktree's range (ADR 102). */
const PORT = 3610;
const directory = mkdtempSync(join(tmpdir(), 'fieldbook-s3rver-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: PORT,
  silent: true,
  directory,
  configureBuckets: [{ name: 'fieldbook', configs: [] }],
});
const connection: S3StorageOptions = {
  endpoint: `http://127.0.0.1:${PORT}`,
  region: 'us-east-1',
  bucket: 'fieldbook',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
  prefix: 'tenant-files',
};
const lister = new S3Client({
  endpoint: connection.endpoint,
  region: connection.region,
  forcePathStyle: true,
  credentials: { accessKeyId: connection.accessKeyId, secretAccessKey: connection.secretAccessKey },
});
let shared: Storage;

beforeAll(async () => {
  await server.run();
  shared = createStorage({ driver: 's3', ...connection });
});
afterAll(async () => {
  await shared.close();
  lister.destroy();
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

async function bucketKeys(): Promise<string[]> {
  const answer = await lister.send(new ListObjectsV2Command({ Bucket: connection.bucket }));
  return (answer.Contents ?? []).map((o) => o.Key ?? '').sort();
}

describeStorageContract('s3', () => shared, bucketKeys);

describe('s3 storage', () => {
  it('keeps every object inside the configured folder of the bucket', async () => {
    const stored = await shared.put(Readable.from([Buffer.alloc(12_000, 1)]), { prefix: 'org-9' });
    expect(await bucketKeys()).toContain(`tenant-files/${stored.key}`);
    await shared.delete(stored.key);
  });

  it('streams a large file as a multipart upload and reads it back whole', async () => {
    const part = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < part.length; i += 1) part[i] = i % 251;
    const stored = await shared.put(Readable.from(Array.from({ length: 20 }, () => part)));
    expect(stored.size).toBe(20 * part.length);
    const back = await buffer((await shared.get(stored.key)).stream);
    expect(back.equals(Buffer.concat(Array.from({ length: 20 }, () => part)))).toBe(true);
    await shared.delete(stored.key);
  });

  it('aborts a multipart upload whose body fails after the first part', async () => {
    const before = await bucketKeys();
    const refused = new Error('too large');
    await expect(shared.put(failingBody(refused, 10 * 1024 * 1024))).rejects.toBe(refused);
    expect(await bucketKeys()).toEqual(before);
  });
});
