import { createReadStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import Papa from 'papaparse';
import { recordLengthGuard } from '../../platform/spreadsheets/record-length';
import { SHEET_LIMITS, SheetLimitError, type SheetBounds } from '../../platform/spreadsheets/sheet-limits';
import type { CsvEncoding } from './sheet-format';
import { MalformedSheetError, isBlankRow, type SheetRow } from '../../platform/spreadsheets/sheet-rows';

const CHUNK_BYTES = 256 * 1024;
/**
 * Bytes → text in the file's encoding; a byte-order mark is dropped, and broken UTF-8 or a record longer than
 * `maxRecordChars` fails the stream.
 */
function decoder(encoding: CsvEncoding, maxRecordChars: number): Transform {
  const text = new TextDecoder(encoding, { fatal: encoding === 'utf-8' });
  const guard = recordLengthGuard(maxRecordChars);
  const checked = (piece: string) => {
    guard(piece);
    return piece;
  };
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _enc, done) {
      try {
        done(null, checked(text.decode(chunk, { stream: true })));
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        const rest = checked(text.decode());
        done(null, rest === '' ? undefined : rest);
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/** Refuses a row past the row, column or row-length bounds (ADR 185). */
function checkRow(line: number, cells: string[], bounds: SheetBounds): void {
  if (line > bounds.rows) throw new SheetLimitError('rows', bounds.rows, line);
  if (cells.length > bounds.columns) throw new SheetLimitError('columns', bounds.columns, line);
  let chars = 0;
  for (const cell of cells) chars += cell.length;
  if (chars > bounds.rowChars) throw new SheetLimitError('row_length', bounds.rowChars, line);
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
 * than the header has, or bytes that are not text in the detected encoding make the file malformed; a file past
 * the reading bounds (records, rows, columns) is refused with SheetLimitError.
 */
export async function* readCsvRows(
  path: string,
  encoding: CsvEncoding,
  bounds: SheetBounds = SHEET_LIMITS,
): AsyncGenerator<SheetRow[]> {
  const text = createReadStream(path, { highWaterMark: CHUNK_BYTES }).pipe(
    decoder(encoding, bounds.lineChars),
  );
  let line = 0;
  let width = 0;
  try {
    for await (const chunk of parsedChunks(text)) {
      const quoteError = chunk.errors.find((e) => e.type === 'Quotes');
      if (quoteError) throw new MalformedSheetError(line + (quoteError.row ?? 0) + 1);
      const batch: SheetRow[] = [];
      for (const cells of chunk.rows) {
        line += 1;
        checkRow(line, cells, bounds);
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
