import type { Language } from '@fieldbook/domain';
import type { TranslationEntry } from '@fieldbook/domain/templates';
import Papa from 'papaparse';

/** The two file formats of import and export. */
export type TableFormat = 'csv' | 'xlsx';

/** Columns of an exported file; the same names are suggested when it is imported again. */
export const EXPORT_COLUMNS = { key: 'key', kind: 'kind', source: 'source' } as const;

/** Whether a chosen file is a spreadsheet (a zip, "PK") or CSV, by content as the server decides it. */
export async function formatOf(file: File): Promise<TableFormat> {
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b ? 'xlsx' : 'csv';
}

/** The header row of a CSV text (delimiter guessed, BOM dropped), for the column mapping. */
export function csvHeaders(text: string): string[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { preview: 1, skipEmptyLines: true });
  return (parsed.data[0] ?? []).map((h) => h.trim()).filter((h) => h !== '');
}

/** The header row of a chosen CSV or XLSX file (the spreadsheet library loads only when needed). */
export async function readHeaders(file: File): Promise<string[]> {
  if ((await formatOf(file)) === 'csv') return csvHeaders(await file.text());
  const { Workbook } = (await import('exceljs')).default;
  const book = new Workbook();
  await book.xlsx.load(await file.arrayBuffer());
  const row = book.worksheets[0]?.getRow(1);
  const headers: string[] = [];
  row?.eachCell((cell) => headers.push(String(cell.text).trim()));
  return headers.filter((h) => h !== '');
}

/** The mapping to offer first: a "key" column and the language's column (or "translation"), when present. */
export function suggestMapping(
  headers: readonly string[],
  lang: Language,
): { key: string; translation: string } {
  const find = (...names: string[]) => headers.find((h) => names.includes(h.toLowerCase())) ?? '';
  return { key: find('key', 'id'), translation: find(lang, 'translation', 'text') };
}

/** Rows of an export: key, kind, source and the language's column. */
export function exportRows(entries: readonly TranslationEntry[], lang: Language): string[][] {
  return [
    [EXPORT_COLUMNS.key, EXPORT_COLUMNS.kind, EXPORT_COLUMNS.source, lang],
    ...entries.map((e) => [e.key, e.kind, e.source, e.translation ?? '']),
  ];
}

/** The export as a file body in the chosen format. */
export async function exportBlob(rows: string[][], format: TableFormat): Promise<Blob> {
  if (format === 'csv') {
    return new Blob([`\uFEFF${Papa.unparse(rows)}`], { type: 'text/csv;charset=utf-8' });
  }
  const { Workbook } = (await import('exceljs')).default;
  const book = new Workbook();
  book.addWorksheet('translations').addRows(rows);
  const buffer = await book.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** Hands a file to the browser's download. */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
