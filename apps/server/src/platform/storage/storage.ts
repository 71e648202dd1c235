import type { Readable } from 'node:stream';

/** Where an object landed: its generated key and its size in bytes. */
export interface StoredObject {
  key: string;
  size: number;
}

/** What storage knows about an object; name and type live in the database row that points at the key. */
export interface ObjectInfo {
  key: string;
  size: number;
  lastModified: Date;
}

/** Options of a put or copy: an optional key prefix (e.g. an organisation's id) and the type for S3 downloads. */
export interface PutOptions {
  prefix?: string;
  contentType?: string;
}

/**
 * Files of every module go through this one interface, so the local folder and an S3 bucket are interchangeable by
 * configuration. Keys are always generated here, never taken from a user's file name.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** Streams the body into a new object; nothing is left behind when the body fails midway. */
  put(body: Readable, options?: PutOptions): Promise<StoredObject>;
  /** Opens an object for reading; throws StorageNotFoundError when it does not exist. */
  get(key: string): Promise<{ info: ObjectInfo; stream: Readable }>;
  /** Size and date of an object, or null when it does not exist. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** Removes an object; removing a missing one is not an error (a retried delete succeeds). */
  delete(key: string): Promise<void>;
  /** Copies an object to a new generated key (file-manager copy and paste). */
  copy(key: string, options?: PutOptions): Promise<StoredObject>;
  /** Releases connections at shutdown. */
  close(): Promise<void>;
}

/** Thrown by get and copy for a key with no object, so routes can answer 404. */
export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object under ${key}`);
    this.name = 'StorageNotFoundError';
  }
}
