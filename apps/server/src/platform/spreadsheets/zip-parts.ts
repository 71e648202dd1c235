import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { SHEET_LIMITS, SheetLimitError } from './sheet-limits';

/** The parts of a zip file by name, each opened as an inflating stream within one budget of inflated bytes. */
export interface ZipParts {
  has(name: string): boolean;
  /** The names of the parts, in the order of the zip's directory. */
  names(): string[];
  /** Inflates one part; refused before any byte is read when the part's size would pass the remaining budget. */
  open(name: string): Promise<Readable>;
  close(): void;
}

/** Bounds of one zip reading: how many entries its directory may list and how many bytes it may inflate in all. */
export interface ZipBounds {
  entries: number;
  inflatedBytes: number;
}

const DEFAULT_BOUNDS: ZipBounds = {
  entries: SHEET_LIMITS.zipEntries,
  inflatedBytes: SHEET_LIMITS.inflatedBytes,
};

function openZip(source: string | Buffer): Promise<ZipFile> {
  const options = { lazyEntries: true, autoClose: false, validateEntrySizes: true };
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, zip?: ZipFile) => (zip ? resolve(zip) : reject(error));
    if (typeof source === 'string') yauzl.open(source, options, done);
    else yauzl.fromBuffer(source, options, done);
  });
}

function listEntries(zip: ZipFile, maxEntries: number): Promise<Map<string, Entry>> {
  if (zip.entryCount > maxEntries) return Promise.reject(new SheetLimitError('zip_entries', maxEntries));
  const entries = new Map<string, Entry>();
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/**
 * Opens a zip file (a path or bytes) by its central directory, never inflating a part that is not asked for.
 * yauzl checks that each part inflates to exactly the size its directory entry declares, so the declared sizes
 * are what the budget counts. Too many entries or too many inflated bytes refuse the file (SheetLimitError).
 */
export async function openZipParts(source: string | Buffer, bounds = DEFAULT_BOUNDS): Promise<ZipParts> {
  const zip = await openZip(source);
  let entries: Map<string, Entry>;
  try {
    entries = await listEntries(zip, bounds.entries);
  } catch (error) {
    zip.close();
    throw error;
  }
  let budget = bounds.inflatedBytes;
  return {
    has: (name) => entries.has(name),
    names: () => [...entries.keys()],
    open: (name) => {
      const entry = entries.get(name);
      if (!entry) return Promise.reject(new Error(`No part ${name} in the zip file`));
      if (entry.uncompressedSize > budget) {
        return Promise.reject(new SheetLimitError('inflated_size', bounds.inflatedBytes));
      }
      budget -= entry.uncompressedSize;
      return new Promise((resolve, reject) => {
        zip.openReadStream(entry, (error, stream) => (stream ? resolve(stream) : reject(error)));
      });
    },
    close: () => zip.close(),
  };
}
