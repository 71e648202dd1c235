import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { pipeline, Readable, Transform } from 'node:stream';
import { StorageNotFoundError, type ObjectInfo, type PutOptions, type Storage } from './storage';
import { assertStorageKey, generateStorageKey } from './storage-keys';

/** Options of the S3-compatible driver (AWS, MinIO, R2, Ceph…): the spec's storage integration fields. */
export interface S3StorageOptions {
  /** Empty for AWS itself; required for any other provider (spec §5). */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (`endpoint/bucket/key`), which most self-hosted servers need. */
  forcePathStyle?: boolean;
  /** A folder inside the bucket that holds all of this installation's objects. */
  prefix?: string;
}

/** Parts of 8 MiB, two in flight: a 28 MB upload needs at most 16 MiB of buffers (ADR 102). */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound';
}

/** Counts the bytes that pass, so put can answer the size without a second request; body errors travel on. */
function counted(body: Readable): { stream: Transform; size: () => number } {
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(null, chunk);
    },
  });
  pipeline(body, stream, () => undefined);
  return { stream, size: () => size };
}

/**
 * The driver for S3-compatible object storage. Uploads stream as multipart (lib-storage) and are aborted on failure,
 * so no partial object remains. Checksums are sent only where the protocol requires them, which every S3-compatible
 * server understands (ADR 102).
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    region: options.region,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const folder = options.prefix ? `${options.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
  const objectKey = (key: string) => `${folder}${assertStorageKey(key)}`;

  async function stat(key: string): Promise<ObjectInfo | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return { key, size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    driver: 's3',
    async put(body, putOptions: PutOptions = {}) {
      const key = generateStorageKey(putOptions.prefix);
      const { stream, size } = counted(body);
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: stream, ContentType: putOptions.contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        stream.destroy();
        throw error;
      }
      return { key, size: size() };
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
        const info = {
          key,
          size: answer.ContentLength ?? 0,
          lastModified: answer.LastModified ?? new Date(0),
        };
        return { info, stream: answer.Body };
      } catch (error) {
        if (isNotFound(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },
    stat,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async copy(key, copyOptions: PutOptions = {}) {
      const source = await stat(key);
      if (!source) throw new StorageNotFoundError(key);
      const target = generateStorageKey(copyOptions.prefix);
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: objectKey(target),
          CopySource: `${Bucket}/${objectKey(key).split('/').map(encodeURIComponent).join('/')}`,
        }),
      );
      return { key: target, size: source.size };
    },
    async close() {
      client.destroy();
    },
  };
}
