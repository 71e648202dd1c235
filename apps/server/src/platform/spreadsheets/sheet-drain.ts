import type ExcelJS from 'exceljs';

/** The writable side of a stream as Node and readable-stream 2 and 3 keep it. */
interface PipedInput {
  _writableState: { needDrain: boolean; length: number };
  once(event: 'drain', listener: () => void): unknown;
}

/** exceljs's StreamBuf (the sheet's XML) as far as the streams it writes into go. */
interface SheetBuffer {
  pipes: unknown[];
}

function isPipedInput(value: unknown): value is PipedInput {
  const state = (value as { _writableState?: { needDrain?: unknown; length?: unknown } })?._writableState;
  return (
    typeof state?.needDrain === 'boolean' &&
    typeof state.length === 'number' &&
    typeof (value as { once?: unknown }).once === 'function'
  );
}

/**
 * The stream exceljs's streaming sheet writes its XML into (archiver's input for the sheet's entry). Throws when
 * exceljs's internals are not the ones this module knows, so an upgrade fails the spreadsheet tests, not memory.
 */
export function sheetInput(sheet: ExcelJS.Worksheet): PipedInput {
  const buffer = (sheet as unknown as { stream?: Partial<SheetBuffer> }).stream;
  const input = buffer?.pipes?.[0];
  if (buffer?.pipes?.length !== 1 || !isPipedInput(input))
    throw new Error('exceljs: the sheet stream is not the one this module knows');
  return input;
}

/**
 * Waits while the sheet's XML waits for the ZIP's deflate. exceljs hands each 64 KB of XML to archiver without
 * waiting (its StreamBuf ignores write()'s false), so a writer faster than deflate piled the uncompressed sheet up in
 * archiver's input: 249 MB of buffers for 400,000 rows, growing with the export (ADR 225). Answers undefined when
 * there is nothing to wait for, so the caller awaits only then.
 */
export function sheetDrained(input: PipedInput): Promise<void> | undefined {
  if (!input._writableState.needDrain) return undefined;
  return new Promise((done) => input.once('drain', done));
}
