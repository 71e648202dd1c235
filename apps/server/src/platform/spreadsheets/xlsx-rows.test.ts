import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SHEET_LIMITS, SheetLimitError, type SheetBounds } from './sheet-limits';
import { MalformedSheetError, type SheetRow } from './sheet-rows';
import { zipArchive } from '../uploads/test-files';
import { rowsBomb, sharedStringsBomb, xlsxFromParts } from './xlsx-test-files';
import { readXlsxRows } from './xlsx-rows';

async function rowsOf(bytes: Buffer, bounds: Partial<SheetBounds> = {}): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const batch of readXlsxRows(bytes, { ...SHEET_LIMITS, ...bounds })) rows.push(...batch);
  return rows;
}

async function refusal(bytes: Buffer, bounds: Partial<SheetBounds> = {}): Promise<unknown> {
  return rowsOf(bytes, bounds).then(
    () => null,
    (error: unknown) => error,
  );
}

describe('readXlsxRows', () => {
  it('reads what Excel-like writers save: texts, rich text, numbers, booleans, dates, formulas, gaps', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Assets');
    sheet.addRow(['Asset ID', 'Name', 'Weight', 'Active', 'Bought', 'Total']);
    sheet.addRow([
      'A-1',
      { richText: [{ text: 'Pump ' }, { font: { bold: true }, text: 'north' }] },
      12.5,
      true,
      new Date(Date.UTC(2024, 2, 5)),
      { formula: 'C2*2', result: 25 },
    ]);
    sheet.addRow([]);
    sheet.getCell('A4').value = 'A-2';
    sheet.getCell('E4').value = new Date(Date.UTC(2024, 2, 5, 14, 30));
    sheet.getCell('F4').value = { formula: 'A4&"x"', result: 'A-2x' };
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await rowsOf(bytes)).toEqual([
      { line: 1, cells: ['Asset ID', 'Name', 'Weight', 'Active', 'Bought', 'Total'] },
      { line: 2, cells: ['A-1', 'Pump north', '12.5', 'true', '2024-03-05', '25'] },
      { line: 4, cells: ['A-2', '', '', '', '2024-03-05T14:30', 'A-2x'] },
    ]);
  });

  it('reads inline strings and leaves phonetic guides out', async () => {
    const bytes = xlsxFromParts(
      '<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c><c r="C1" t="s"><v>0</v></c></row>',
      [],
    );
    expect(await rowsOf(bytes)).toEqual([{ line: 1, cells: ['Name', '', ''] }]);
    const ruby = zipArchive({
      'xl/worksheets/sheet1.xml':
        '<worksheet><sheetData><row><c t="s"><v>0</v></c></row></sheetData></worksheet>',
      'xl/sharedStrings.xml':
        '<sst><si><r><t>東京</t></r><rPh sb="0" eb="2"><t>トウキョウ</t></rPh></si></sst>',
    });
    expect(await rowsOf(ruby)).toEqual([{ line: 1, cells: ['東京'] }]);
  });

  it('refuses the shared-strings bomb by count and by bytes, and a string longer than a row may be', async () => {
    const bomb = sharedStringsBomb(1001);
    expect(await refusal(bomb, { sharedStrings: 1000 })).toEqual(new SheetLimitError('shared_strings', 1000));
    expect(await refusal(bomb, { sharedStringBytes: 3000 })).toEqual(
      new SheetLimitError('shared_string_bytes', 3000),
    );
    expect(await refusal(xlsxFromParts('', ['x'.repeat(101)]), { rowChars: 100 })).toEqual(
      new SheetLimitError('row_length', 100),
    );
    expect(await rowsOf(bomb, { sharedStrings: 1001 })).toHaveLength(2);
  });

  it('refuses too many rows, too many columns and too long rows, naming the row', async () => {
    expect(await refusal(rowsBomb(51), { rows: 50 })).toEqual(new SheetLimitError('rows', 50, 51));
    expect(await rowsOf(rowsBomb(50), { rows: 50 })).toHaveLength(50);
    const wide = xlsxFromParts(
      '<row r="1"><c r="A1"><v>1</v></c></row><row r="2"><c r="XFD2"><v>1</v></c></row>',
    );
    expect(await refusal(wide)).toEqual(new SheetLimitError('columns', SHEET_LIMITS.columns, 2));
    const long = xlsxFromParts(
      `<row r="3"><c t="inlineStr"><is><t>${'y'.repeat(60)}</t></is></c><c t="str"><v>${'9'.repeat(50)}</v></c></row>`,
    );
    expect(await refusal(long, { rowChars: 100 })).toEqual(new SheetLimitError('row_length', 100, 3));
  });

  it('refuses a zip that inflates past the budget or lists too many entries before inflating them', async () => {
    const bomb = rowsBomb(2000);
    expect(await refusal(bomb, { inflatedBytes: 50_000 })).toEqual(
      new SheetLimitError('inflated_size', 50_000),
    );
    const parts = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`x/${i}.xml`, '<a/>']));
    expect(await refusal(zipArchive(parts), { zipEntries: 20 })).toEqual(
      new SheetLimitError('zip_entries', 20),
    );
  });

  it('treats a declaration, an overlong token or a damaged zip as a malformed file', async () => {
    const doctype = xlsxFromParts('<!DOCTYPE x [<!ENTITY a "aaaa">]><row r="1"><c><v>1</v></c></row>');
    expect(await refusal(doctype)).toBeInstanceOf(MalformedSheetError);
    const token = xlsxFromParts(`<row r="1"><c><v>${'1'.repeat(5000)}</v></c></row>`);
    expect(await refusal(token, { xmlTokenBytes: 4096 })).toBeInstanceOf(MalformedSheetError);
    const damaged = rowsBomb(10).subarray(0, 400);
    expect(await refusal(damaged)).toBeInstanceOf(MalformedSheetError);
  });
});
