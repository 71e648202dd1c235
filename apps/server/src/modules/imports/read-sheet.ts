import { readCsvRows } from './read-csv';
import { readXlsxRows } from '../../platform/spreadsheets/xlsx-rows';
import type { SheetFormat } from './sheet-format';
import type { SheetRow } from '../../platform/spreadsheets/sheet-rows';

/** Streams a received import file as batches of non-blank rows, the header row first. */
export function readSheetRows(path: string, format: SheetFormat): AsyncGenerator<SheetRow[]> {
  return format.kind === 'xlsx' ? readXlsxRows(path) : readCsvRows(path, format.encoding);
}
