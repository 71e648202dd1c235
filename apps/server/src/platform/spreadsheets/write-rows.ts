import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvLine } from './csv-line';
import { sheetDrained, sheetInput } from './sheet-drain';

/** Bytes of CSV text gathered before they are written: one write per line costs more than encoding the line. */
const CSV_CHUNK = 64 * 1024;

/**
 * Rows in batches, as exports read them: one await per batch, not per row. A batch may be a lazy iterable, so each
 * row is made just before it is written and dies young instead of a whole batch of rows outliving the collector's
 * young generation (ADR 222).
 */
export type RowBatches = AsyncIterable<Iterable<readonly unknown[]>>;

/**
 * Batches of rows (the header first) as a CSV stream, written in chunks of about 64 KB: the next chunk is encoded
 * only when the reader asks for it (Readable.from), so a slow client holds the export back and memory stays flat.
 */
export function csvStream(batches: RowBatches): Readable {
  async function* chunks() {
    let pending = '';
    for await (const rows of batches)
      for (const row of rows) {
        pending += csvLine(row);
        if (pending.length >= CSV_CHUNK) {
          yield pending;
          pending = '';
        }
      }
    if (pending) yield pending;
  }
  return Readable.from(chunks());
}

/** A cell as a spreadsheet takes it: dates as dates, numbers and booleans as such, the rest as text. */
function cellOf(value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'number' || typeof value === 'boolean') return value;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Batches of rows (the header first) as an XLSX workbook of one sheet, written by exceljs's streaming writer: each row is
 * committed as it comes and the producer waits while deflate and the client catch up, so memory stays flat on large
 * exports (ADR 225).
 */
export function xlsxStream(batches: RowBatches, sheetName: string): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(sheetName);
  const input = sheetInput(sheet);
  void (async () => {
    try {
      for await (const rows of batches)
        for (const row of rows) {
          sheet.addRow(row.map(cellOf)).commit();
          const drained = sheetDrained(input);
          if (drained) await drained;
          if (out.writableNeedDrain) await new Promise((done) => out.once('drain', done));
        }
      sheet.commit();
      await book.commit();
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}
