import { createLocalStorage, type LocalStorageOptions } from './local-storage';
import { createS3Storage, type S3StorageOptions } from './s3-storage';
import type { Storage } from './storage';

/** The driver choice as configuration states it; the lead maps environment variables onto it. */
export type StorageOptions =
  ({ driver: 'local' } & LocalStorageOptions) | ({ driver: 's3' } & S3StorageOptions);

/** Builds the configured driver, so the rest of the server only ever sees the Storage interface. */
export function createStorage(options: StorageOptions): Storage {
  return options.driver === 's3' ? createS3Storage(options) : createLocalStorage(options);
}
