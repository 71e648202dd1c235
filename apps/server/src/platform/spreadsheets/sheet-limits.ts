import { formatBytes } from '@fieldbook/domain/uploads/index';
import type { FieldMessage } from '../errors/app-error';

/**
 * Bounds on what reading one spreadsheet may cost (ADR 185). Together they keep an import under 200 MB of server
 * memory whatever the file holds: shared strings are kept as UTF-8 bytes within `sharedStringBytes`, rows are
 * handed on in batches, and no XML token (a text or a tag) may grow past `xmlTokenBytes`.
 */
export const SHEET_LIMITS = {
  /** Entries in a workbook's zip directory (Excel writes a dozen or two; images and sheets add a few each). */
  zipEntries: 10_000,
  /** Inflated bytes of all the workbook parts read for one file (first sheet, shared strings, styles, workbook). */
  inflatedBytes: 256 * 1024 * 1024,
  /** Distinct texts of a workbook (its shared strings). */
  sharedStrings: 1_000_000,
  /** UTF-8 bytes of all shared strings together. */
  sharedStringBytes: 64 * 1024 * 1024,
  /** Rows of a sheet or CSV file, the header included (Excel's own maximum is 1,048,576). */
  rows: 1_000_000,
  /** Columns of a sheet or CSV file. */
  columns: 1_000,
  /** Characters of all the cells of one row together (an Excel cell holds at most 32,767). */
  rowChars: 32_767,
  /** Characters of one physical CSV line, quotes and delimiters included. */
  lineChars: 128 * 1024,
  /** Bytes of one XML text or tag in a workbook part. */
  xmlTokenBytes: 1024 * 1024,
} as const;

/** The bounds one reading enforces; SHEET_LIMITS unless a test asks for smaller ones. */
export type SheetBounds = { -readonly [K in keyof typeof SHEET_LIMITS]: number };

/** Which bound a file passed. */
export type SheetLimit =
  | 'zip_entries'
  | 'inflated_size'
  | 'shared_strings'
  | 'shared_string_bytes'
  | 'rows'
  | 'columns'
  | 'row_length'
  | 'line_length';

/** A file is refused because reading it would pass one of SHEET_LIMITS; `max` is the bound, `line` where known. */
export class SheetLimitError extends Error {
  constructor(
    readonly limit: SheetLimit,
    readonly max: number,
    readonly line?: number,
  ) {
    super(`Spreadsheet passes the ${limit} limit (${max})`);
    this.name = 'SheetLimitError';
  }
}

const BYTE_LIMITS: ReadonlySet<SheetLimit> = new Set(['inflated_size', 'shared_string_bytes']);

/** The localised 422 message of a refused file: which bound it passed and what the bound is. */
export function sheetLimitMessage(error: SheetLimitError): FieldMessage {
  const max = BYTE_LIMITS.has(error.limit) ? formatBytes(error.max) : error.max;
  return { key: `imports.limit_${error.limit}`, params: { max } };
}
