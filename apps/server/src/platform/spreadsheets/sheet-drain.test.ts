import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sheetDrained, sheetInput } from './sheet-drain';

const ROWS = 20_000;

/** A streaming sheet whose workbook is read as fast as it comes, and a way to see the sheet's unsent XML. */
function sheetToNowhere() {
  const out = new PassThrough();
  out.pipe(new Writable({ write: (_chunk, _encoding, done) => done() }));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet('rows');
  const input = sheetInput(sheet);
  return { book, sheet, backlog: () => input._writableState.length, input };
}

const row = (n: number) => [`Issue ${n}`, `Found on round ${n % 97}: needs a fix before the next audit`, n];

describe('sheetDrained', () => {
  it('is needed: exceljs hands the sheet to the ZIP without waiting, so unsent XML piles up', async () => {
    const { book, sheet, backlog } = sheetToNowhere();
    let most = 0;
    for (let n = 1; n <= ROWS; n++) {
      sheet.addRow(row(n)).commit();
      most = Math.max(most, backlog());
    }
    sheet.commit();
    await book.commit();
    expect(most).toBeGreaterThan(1024 * 1024);
  });

  it('holds the writer while deflate catches up: the unsent XML stays within one buffer', async () => {
    const { book, sheet, backlog, input } = sheetToNowhere();
    let most = 0;
    for (let n = 1; n <= ROWS; n++) {
      sheet.addRow(row(n)).commit();
      most = Math.max(most, backlog());
      const drained = sheetDrained(input);
      if (drained) await drained;
    }
    sheet.commit();
    await book.commit();
    expect(most).toBeLessThan(256 * 1024);
  });
});

describe('sheetInput', () => {
  it('refuses a sheet whose stream is not the one it knows', () => {
    const book = new ExcelJS.Workbook();
    expect(() => sheetInput(book.addWorksheet('plain'))).toThrow(/exceljs/);
  });
});
