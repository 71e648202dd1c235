import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { mapRows, readCsv, readXlsx } from './import-rows';

describe('import files', () => {
  it('reads a CSV with a BOM and semicolons', () => {
    expect(readCsv('\uFEFFkey;de\nq1;Frage eins\n\n')).toEqual({
      headers: ['key', 'de'],
      rows: [{ key: 'q1', de: 'Frage eins' }],
    });
  });

  it('reads the first sheet of an XLSX file', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Translations');
    sheet.addRows([
      ['key', 'German'],
      ['q1', 'Frage eins'],
      ['', ''],
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readXlsx(bytes)).toEqual({
      headers: ['key', 'German'],
      rows: [{ key: 'q1', German: 'Frage eins' }],
    });
  });

  it('maps rows and names the problems by line', () => {
    const sheet = readCsv('id,text\nq1,Eins\n,Leer\nzz,Unbekannt\nq1,Doppelt\n');
    const { items, problems } = mapRows(sheet, { key: 'id', translation: 'text' }, new Set(['q1']));
    expect(items).toEqual([{ key: 'q1', value: 'Eins' }]);
    expect([...problems]).toEqual([
      [3, 'no_key'],
      [4, 'key_not_found'],
      [5, 'duplicate_row'],
    ]);
  });
});
