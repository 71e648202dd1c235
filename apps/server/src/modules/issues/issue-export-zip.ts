import { once } from 'node:events';
import type { Readable } from 'node:stream';
import archiver from 'archiver';
import type { Storage } from '../../platform/storage';
import { StorageNotFoundError } from '../../platform/storage';
import { gatherCentralDirectory } from './zip-central-directory';

/** A ZIP being written as a stream: entries go in one at a time, each finished before the next is opened. */
export interface ZipWriter {
  /** The ZIP's bytes, to hand to storage. */
  readonly stream: Readable;
  /** Adds a stored object under `path` (stored, not deflated: photos are compressed already); false when gone. */
  addObject(storage: Storage, key: string, path: string): Promise<boolean>;
  /** Adds a stream under `path`, stored (the ZIP's only stream is an XLSX, itself a deflated zip). */
  addStream(body: Readable, path: string): Promise<void>;
  /** Writes the central directory and ends the stream. */
  finish(): Promise<void>;
  /** Ends the stream with an error (storage then keeps nothing). */
  abort(error: unknown): void;
}

/**
 * Objects up to this size go into the ZIP as one buffer: archiver then writes them without a stream pipeline of its
 * own per entry (a pass-through and a checksum stream each), which is most of the garbage a ZIP of photos makes.
 */
const WHOLE_OBJECT_BYTES = 1024 * 1024;

/**
 * A streaming ZIP (archiver, ADR 212). Each entry is awaited before the next is queued, so at most one source
 * stream is open and memory holds one entry's buffers whatever the ZIP's size; the consumer's pace holds the
 * source back through the pipe.
 */
export function zipWriter(): ZipWriter {
  const archive = archiver('zip', { store: true });
  gatherCentralDirectory(archive);
  let failure: Error | null = null;
  archive.on('error', (error) => {
    failure = error;
  });
  archive.on('warning', (error) => {
    failure = error;
  });
  const entryDone = async () => {
    await once(archive, 'entry');
    if (failure) throw failure;
  };
  return {
    stream: archive,
    async addObject(storage, key, path) {
      let body: Readable | Buffer;
      try {
        const object = await storage.get(key);
        body =
          object.info.size <= WHOLE_OBJECT_BYTES
            ? Buffer.concat(await object.stream.toArray())
            : object.stream;
      } catch (error) {
        if (error instanceof StorageNotFoundError) return false;
        throw error;
      }
      const done = entryDone();
      archive.append(body, { name: path, store: true });
      await done;
      return true;
    },
    async addStream(body, path) {
      const done = entryDone();
      archive.append(body, { name: path, store: true });
      await done;
    },
    finish: () => archive.finalize(),
    abort(error) {
      archive.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  };
}
