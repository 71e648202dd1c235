export { createStorage, type StorageOptions } from './create-storage';
export { createLocalStorage, type LocalStorageOptions } from './local-storage';
export { createS3Storage, type S3StorageOptions } from './s3-storage';
export {
  StorageNotFoundError,
  type ObjectInfo,
  type PutOptions,
  type Storage,
  type StoredObject,
} from './storage';
export { InvalidStorageKeyError, assertStorageKey, generateStorageKey } from './storage-keys';
