import ExcelJS from 'exceljs';
import { MalformedSheetError, isBlankRow, type SheetRow } from './sheet-rows';

const BATCH_ROWS = 1000;

/** A cell as the text a user sees: rich text joined, formulas by their result, dates as YYYY-MM-DD(THH:mm). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 16);
  }
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text);
  return '';
}

/**
 * Streams the first worksheet of an XLSX file as batches of non-blank rows (header first) with exceljs's streaming
 * reader, so neither the file nor the sheet is held whole in memory. A damaged workbook is a malformed file.
 */
export async function* readXlsxRows(path: string): AsyncGenerator<SheetRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  let line = 0;
  try {
    for await (const sheet of reader) {
      let batch: SheetRow[] = [];
      for await (const row of sheet) {
        line = row.number;
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const cells = Array.from(values, (v) => cellText(v as ExcelJS.CellValue));
        if (isBlankRow(cells)) continue;
        batch.push({ line, cells });
        if (batch.length >= BATCH_ROWS) {
          yield batch;
          batch = [];
        }
      }
      yield batch;
      return;
    }
  } catch (error) {
    throw new MalformedSheetError(line + 1, { cause: error });
  }
}
