import { createReadStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import Papa from 'papaparse';
import type { CsvEncoding } from './sheet-format';
import { MalformedSheetError, isBlankRow, type SheetRow } from './sheet-rows';

const CHUNK_BYTES = 256 * 1024;

/** Bytes → text in the file's encoding; a byte-order mark is dropped and broken UTF-8 fails the stream. */
function decoder(encoding: CsvEncoding): Transform {
  const text = new TextDecoder(encoding, { fatal: encoding === 'utf-8' });
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _enc, done) {
      try {
        done(null, text.decode(chunk, { stream: true }));
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        const rest = text.decode();
        done(null, rest === '' ? undefined : rest);
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

interface Chunk {
  rows: string[][];
  errors: Papa.ParseError[];
}

/** Papa Parse's chunk callbacks as a pull-based iterator: parsing pauses until the consumer took the chunk. */
async function* parsedChunks(text: Readable): AsyncGenerator<Chunk> {
  const queue: Chunk[] = [];
  let finished = false;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  let parser: Papa.Parser | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  Papa.parse<string[]>(text as unknown as Papa.LocalFile, {
    delimitersToGuess: [',', ';', '\t', '|'],
    skipEmptyLines: false,
    chunkSize: CHUNK_BYTES,
    chunk: (results, handle) => {
      queue.push({ rows: results.data, errors: results.errors });
      parser = handle;
      handle.pause();
      notify();
    },
    complete: () => {
      finished = true;
      notify();
    },
    error: (error: unknown) => {
      failure = error;
      notify();
    },
  });
  text.once('error', (error) => {
    failure = error;
    notify();
  });
  for (;;) {
    while (queue.length === 0 && !finished && failure === null) await new Promise<void>((r) => (wake = r));
    if (failure !== null) throw failure;
    const next = queue.shift();
    if (!next) return;
    yield next;
    (parser as Papa.Parser | null)?.resume();
  }
}

/**
 * Streams a CSV file as batches of non-blank rows (header first, as row 1) without holding the file in memory. The
 * delimiter is guessed from the start of the file. An unterminated or stray quote, a row with more filled cells
 * than the header has, or bytes that are not text in the detected encoding make the file malformed.
 */
export async function* readCsvRows(path: string, encoding: CsvEncoding): AsyncGenerator<SheetRow[]> {
  const text = createReadStream(path, { highWaterMark: CHUNK_BYTES }).pipe(decoder(encoding));
  let line = 0;
  let width = 0;
  try {
    for await (const chunk of parsedChunks(text)) {
      const quoteError = chunk.errors.find((e) => e.type === 'Quotes');
      if (quoteError) throw new MalformedSheetError(line + (quoteError.row ?? 0) + 1);
      const batch: SheetRow[] = [];
      for (const cells of chunk.rows) {
        line += 1;
        if (isBlankRow(cells)) continue;
        if (width === 0) width = cells.length;
        else if (cells.slice(width).some((c) => c.trim() !== '')) throw new MalformedSheetError(line);
        batch.push({ line, cells });
      }
      yield batch;
    }
  } catch (error) {
    if (error instanceof MalformedSheetError) throw error;
    if (error instanceof TypeError) throw new MalformedSheetError(line + 1);
    throw error;
  } finally {
    text.destroy();
  }
}
