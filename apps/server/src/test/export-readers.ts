import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { openZipParts } from '../platform/spreadsheets/zip-parts';

/** An exported workbook's first sheet as rows of text (dates as ISO strings), for tests that open exports. */
export async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString() : String(v ?? ''))),
    );
  });
  return rows;
}

/** An exported ZIP's parts by name, inflated, through the server's own bounded zip reader. */
export async function unzipAll(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await openZipParts(bytes);
  try {
    const parts = new Map<string, Buffer>();
    for (const name of zip.names()) parts.set(name, await buffer(await zip.open(name)));
    return parts;
  } finally {
    zip.close();
  }
}
