import { SHEET_LIMITS, SheetLimitError, type SheetBounds } from './sheet-limits';
import { SharedStrings, readSharedStrings } from './shared-strings';
import { cellValueText, columnOf, type CellContext } from './sheet-cells';
import { MalformedSheetError, isBlankRow, type SheetRow } from './sheet-rows';
import { readDateStyles, readWorkbookLayout } from './workbook-parts';
import { parseXmlPart } from './xml-part';
import { openZipParts } from './zip-parts';

const BATCH_ROWS = 1000;
/** A batch is handed on early once its cells hold this many characters, so wide rows keep batches small. */
const BATCH_CHARS = 4 * 1024 * 1024;

interface CellState {
  column: number;
  type: string;
  style: number;
  value: string;
}

/**
 * Streams the first worksheet of an XLSX file (a path or bytes) as batches of non-blank rows, header first, with a
 * SAX parser over zip parts inflated as streams (ADR 185). Only the shared strings stay in memory, as bytes within
 * their bounds; rows, columns, row length and inflated size are bounded too. A file past a bound is refused with
 * SheetLimitError, a damaged one with MalformedSheetError.
 */
export async function* readXlsxRows(
  source: string | Buffer,
  bounds: SheetBounds = SHEET_LIMITS,
): AsyncGenerator<SheetRow[]> {
  let line = 0;
  let zip: Awaited<ReturnType<typeof openZipParts>> | null = null;
  try {
    zip = await openZipParts(source, { entries: bounds.zipEntries, inflatedBytes: bounds.inflatedBytes });
    const layout = await readWorkbookLayout(zip, bounds.xmlTokenBytes);
    if (!zip.has(layout.sheet)) throw new Error('The workbook has no worksheet');
    const stringBounds = {
      count: bounds.sharedStrings,
      bytes: bounds.sharedStringBytes,
      chars: bounds.rowChars,
    };
    const strings = layout.sharedStrings
      ? await readSharedStrings(await zip.open(layout.sharedStrings), stringBounds, bounds.xmlTokenBytes)
      : new SharedStrings(stringBounds);
    const context: CellContext = {
      dateStyles: layout.styles
        ? await readDateStyles(await zip.open(layout.styles), bounds.xmlTokenBytes)
        : new Set(),
      date1904: layout.date1904,
      sharedString: (index) => strings.get(index),
    };
    let batch: SheetRow[] = [];
    let batchChars = 0;
    let cells: string[] = [];
    let rowChars = 0;
    let cell: CellState | null = null;
    let inValue = false;
    let phonetic = 0;
    const steps = parseXmlPart(
      await zip.open(layout.sheet),
      (parser) => {
        parser.on('opentag', (tag) => {
          const attributes = tag.attributes as Record<string, string>;
          if (tag.name === 'row') {
            line = attributes.r ? Number(attributes.r) : line + 1;
            if (!Number.isInteger(line) || line < 1) throw new Error(`Bad row number ${attributes.r}`);
            if (line > bounds.rows) throw new SheetLimitError('rows', bounds.rows, line);
            cells = [];
            rowChars = 0;
          } else if (tag.name === 'c') {
            const column = (attributes.r && columnOf(attributes.r)) || cells.length + 1;
            if (column > bounds.columns) throw new SheetLimitError('columns', bounds.columns, line);
            cell = { column, type: attributes.t ?? 'n', style: Number(attributes.s ?? 0), value: '' };
          } else if (tag.name === 'rPh') phonetic += 1;
          else if (tag.name === 'v' || (tag.name === 't' && phonetic === 0)) inValue = cell !== null;
        });
        parser.on('text', (text) => {
          if (!inValue || cell === null) return;
          cell.value += text;
          if (cell.value.length > bounds.rowChars)
            throw new SheetLimitError('row_length', bounds.rowChars, line);
        });
        parser.on('closetag', (tag) => {
          if (tag.name === 'v' || tag.name === 't') inValue = false;
          else if (tag.name === 'rPh') phonetic -= 1;
          else if (tag.name === 'c' && cell !== null) {
            const text =
              cell.type === 'inlineStr'
                ? cell.value
                : cellValueText(cell.type, cell.style, cell.value, context);
            rowChars += text.length;
            if (rowChars > bounds.rowChars) throw new SheetLimitError('row_length', bounds.rowChars, line);
            cells[cell.column - 1] = text;
            cell = null;
          } else if (tag.name === 'row') {
            const row = Array.from(cells, (c) => c ?? '');
            if (!isBlankRow(row)) {
              batch.push({ line, cells: row });
              batchChars += rowChars;
            }
          }
        });
      },
      bounds.xmlTokenBytes,
    );
    for await (const _ of steps) {
      if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) {
        yield batch;
        batch = [];
        batchChars = 0;
      }
    }
    if (batch.length > 0) yield batch;
  } catch (error) {
    if (error instanceof SheetLimitError) throw error;
    throw new MalformedSheetError(line + 1, { cause: error });
  } finally {
    zip?.close();
  }
}
