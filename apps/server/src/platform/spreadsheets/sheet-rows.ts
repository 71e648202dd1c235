/** One data row of an import file with its row number (the header is row 1), cells as text. */
export interface SheetRow {
  line: number;
  cells: string[];
}

/** The file cannot be read as a table from the given row on (e.g. an unterminated quote); nothing is imported. */
export class MalformedSheetError extends Error {
  constructor(
    readonly line: number,
    options?: ErrorOptions,
  ) {
    super(`Malformed import file at row ${line}`, options);
    this.name = 'MalformedSheetError';
  }
}

/** Whether every cell of a row is blank (such rows are skipped, keeping the row numbers of the ones after). */
export function isBlankRow(cells: readonly string[]): boolean {
  return cells.every((c) => c.trim() === '');
}
