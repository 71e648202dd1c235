import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testFiles } from '../../platform/uploads/test-files';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';
import { makeTemplate, multipartBody as multipart, saveBody } from '../templates/template-test-kit';

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace();
  other = await t.workspace({ name: 'Other' });
});
afterAll(() => t.close());

async function titledTemplate() {
  const made = await makeTemplate(ws.admin, 'Import me');
  const doc = { ...made.doc, items: made.doc.items.map((item, i) => ({ ...item, title: `Question ${i}` })) };
  await ws.admin.request('POST', `/api/checklist/template/${made.id}`, saveBody(doc, 0));
  await ws.admin.request('POST', `/api/checklist/template/${made.id}/translation/add`, { lang: 'de' });
  const [first, second] = doc.items;
  if (!first || !second) throw new Error('seeded template too small');
  return { id: made.id, first, second };
}

const mapping = JSON.stringify({ key: 'Key', translation: 'German' });

describe('POST …/translation/{lang}/import', () => {
  it('imports a CSV and an XLSX through the column mapping, with history', async () => {
    const { id, first, second } = await titledTemplate();
    const csv = multipart(
      { mapping },
      {
        name: 'de.csv',
        bytes: Buffer.from(`Key,Source,German\n${first.id},x,Erste\n${second.id},y,Zweite\n`),
      },
    );
    const res = await ws.admin.request(
      'POST',
      `/api/checklist/template/${id}/translation/de/import`,
      csv.body,
      csv.options,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      changed: 2,
      translations: { [first.id]: 'Erste', [second.id]: 'Zweite' },
    });

    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('de').addRows([
      ['Key', 'German'],
      [first.id, 'Erste Frage'],
    ]);
    const xlsx = multipart(
      { mapping },
      { name: 'de.xlsx', bytes: Buffer.from(await workbook.xlsx.writeBuffer()) },
    );
    const fromXlsx = await ws.admin.request(
      'POST',
      `/api/checklist/template/${id}/translation/de/import`,
      xlsx.body,
      xlsx.options,
    );
    expect(fromXlsx.statusCode, fromXlsx.body).toBe(200);
    expect(fromXlsx.json().data.translations[first.id]).toBe('Erste Frage');
    const history = (
      await ws.admin.request('GET', `/api/checklist/template/${id}/translation/de/history`)
    ).json().data;
    expect(history.filter((h: { source: string }) => h.source === 'import')).toHaveLength(3);
  });

  it('refuses bad rows (by line), a missing column, a wrong file type, another workspace and no CSRF', async () => {
    const { id, first } = await titledTemplate();
    const bad = multipart(
      { mapping },
      { name: 'de.csv', bytes: Buffer.from(`Key,German\n${first.id},A\n${first.id},B\nnope,C\n,D\n`) },
    );
    const rows = await ws.admin.request(
      'POST',
      `/api/checklist/template/${id}/translation/de/import`,
      bad.body,
      bad.options,
    );
    expect(rows.statusCode).toBe(422);
    expect(rows.json().data).toEqual({
      'rows.3': 'Duplicate row in import file.',
      'rows.4': 'Key not found in template.',
      'rows.5': 'No key for record.',
    });
    const noColumn = multipart(
      { mapping: JSON.stringify({ key: 'Key', translation: 'French' }) },
      { name: 'de.csv', bytes: Buffer.from(`Key,German\n${first.id},A\n`) },
    );
    const column = await ws.admin.request(
      'POST',
      `/api/checklist/template/${id}/translation/de/import`,
      noColumn.body,
      noColumn.options,
    );
    expect(column.json().data).toHaveProperty('mapping.translation');
    const pdf = multipart({ mapping }, { name: 'de.csv', bytes: testFiles.pdf() });
    expect(
      (
        await ws.admin.request(
          'POST',
          `/api/checklist/template/${id}/translation/de/import`,
          pdf.body,
          pdf.options,
        )
      ).statusCode,
    ).toBe(422);
    const ok = multipart({ mapping }, { name: 'de.csv', bytes: Buffer.from(`Key,German\n${first.id},A\n`) });
    expect(
      (
        await other.admin.request(
          'POST',
          `/api/checklist/template/${id}/translation/de/import`,
          ok.body,
          ok.options,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await ws.admin.request('POST', `/api/checklist/template/${id}/translation/de/import`, ok.body, {
          ...ok.options,
          csrf: false,
        })
      ).statusCode,
    ).toBe(403);
  });
});
