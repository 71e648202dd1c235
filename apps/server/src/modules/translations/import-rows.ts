import Papa from 'papaparse';
import { recordLengthGuard } from '../../platform/spreadsheets/record-length';
import { SHEET_LIMITS } from '../../platform/spreadsheets/sheet-limits';
import { readXlsxRows } from '../../platform/spreadsheets/xlsx-rows';

/** One data row of an import file: header name → cell text. */
export type ImportRow = Record<string, string>;

/** The parsed sheet: its header names and data rows (row numbers count the header as row 1). */
export interface ImportSheet {
  headers: string[];
  rows: ImportRow[];
}

/** Reads a CSV (header row first, delimiter guessed, BOM dropped); a record past the bound refuses the file. */
export function readCsv(text: string): ImportSheet {
  recordLengthGuard(SHEET_LIMITS.lineChars)(text);
  const parsed = Papa.parse<ImportRow>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  return { headers: parsed.meta.fields ?? [], rows: parsed.data };
}

/** Reads the first worksheet of an XLSX file (header row first) within the reading bounds (ADR 185). */
export async function readXlsx(bytes: Buffer): Promise<ImportSheet> {
  let headers: string[] | null = null;
  const rows: ImportRow[] = [];
  for await (const batch of readXlsxRows(bytes)) {
    for (const { cells } of batch) {
      if (headers === null) headers = cells.map((c) => c.trim());
      else rows.push(Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? ''])));
    }
  }
  return { headers: headers ?? [], rows };
}

/** Which columns hold the key and the translation (the screen's column mapping). */
export interface ColumnMapping {
  key: string;
  translation: string;
}

/** Why a row cannot be imported (spec §5 template messages). */
export type RowProblem = 'no_key' | 'key_not_found' | 'duplicate_row';

/** The key/value pairs of a sheet under a mapping, or the problems by row number (header = row 1). */
export function mapRows(
  sheet: ImportSheet,
  mapping: ColumnMapping,
  knownKeys: ReadonlySet<string>,
): { items: { key: string; value: string }[]; problems: Map<number, RowProblem> } {
  const items: { key: string; value: string }[] = [];
  const problems = new Map<number, RowProblem>();
  const seen = new Set<string>();
  sheet.rows.forEach((row, index) => {
    const line = index + 2;
    const key = (row[mapping.key] ?? '').trim();
    if (key === '') problems.set(line, 'no_key');
    else if (!knownKeys.has(key)) problems.set(line, 'key_not_found');
    else if (seen.has(key)) problems.set(line, 'duplicate_row');
    else {
      seen.add(key);
      items.push({ key, value: row[mapping.translation] ?? '' });
    }
  });
  return { items, problems };
}
