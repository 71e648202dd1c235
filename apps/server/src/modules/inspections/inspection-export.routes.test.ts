import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTestApp, Client, TestWorkspace } from '../users/admin-test-app';
import {
  inspectionsFixture,
  startTestInspection,
  valueChange,
  type TestTemplate,
} from './inspections-test-kit';

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let tpl: TestTemplate;
let inspector: Client;
let mine: string;
let admins: string;
beforeAll(async () => {
  ({ t, ws, other, tpl, inspector } = await inspectionsFixture());
  mine = (await startTestInspection(inspector, tpl.id)).id;
  admins = (await startTestInspection(ws.admin, tpl.id)).id;
  const answered = await inspector.request('POST', `/api/inspections/${mine}/changes`, {
    changes: [
      valueChange(tpl.items.yesno.id, tpl.options.no),
      valueChange(tpl.items.text.id, 'Mast, chains'),
    ],
  });
  expect(answered.statusCode, answered.body).toBe(200);
});
afterAll(() => t.close());

/** The CSV export's rows as records by header. */
async function csvOf(client: Client, query: string): Promise<Record<string, string>[]> {
  const res = await client.request('GET', `/api/inspections/export${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return Papa.parse<Record<string, string>>(res.body, { header: true, skipEmptyLines: true }).data;
}

describe('inspection exports', () => {
  it('one row per inspection of the list the caller may read, newest first', async () => {
    const all = await csvOf(ws.admin, '');
    expect(all.map((r) => r['id'])).toEqual([admins, mine]);
    expect(all[1]).toMatchObject({ template: 'Forklift check', status: 'in_progress', failed_count: '1' });
    expect((await csvOf(inspector, '')).map((r) => r['id'])).toEqual([mine]);
    const filter = encodeURIComponent(JSON.stringify({ status: { operator: 'equals', value: ['to_do'] } }));
    expect((await csvOf(ws.admin, `?filter=${filter}`)).map((r) => r['id'])).toEqual([admins]);
    expect((await csvOf(ws.admin, `?ids=${mine}`)).map((r) => r['id'])).toEqual([mine]);
  });

  it('one row per answer, the chosen option by its label and failed answers marked', async () => {
    const rows = await csvOf(ws.admin, `?rows=answers&ids=${mine}`);
    const yesno = rows.find((r) => r['item_id'] === tpl.items.yesno.id);
    expect(yesno).toMatchObject({
      inspection_id: mine,
      question: tpl.items.yesno.title,
      answer: 'No',
      failed: 'true',
    });
    expect(rows.find((r) => r['item_id'] === tpl.items.text.id)?.['answer']).toBe('Mast, chains');
  });

  it('as an XLSX workbook with typed cells', async () => {
    const res = await ws.admin.request('GET', '/api/inspections/export?format=xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="inspections-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(1).value).toBe('id');
    expect(sheet.getRow(3).getCell(1).value).toBe(mine);
    expect(sheet.getRow(3).getCell(14).value).toBeInstanceOf(Date);
  });

  it('refuses bad queries with 422, strangers with 401, the archive without its code with 403', async () => {
    for (const query of [
      '?format=pdf',
      '?rows=items',
      '?ids=nope',
      `?ids=${Array(201).fill(mine).join(',')}`,
    ]) {
      expect((await ws.admin.request('GET', `/api/inspections/export${query}`)).statusCode, query).toBe(422);
    }
    expect((await t.anonymous('GET', '/api/inspections/export')).statusCode).toBe(401);
    expect((await inspector.request('GET', '/api/inspections/archive/export')).statusCode).toBe(403);
    const archived = await ws.admin.request('GET', '/api/inspections/archive/export');
    expect(archived.statusCode).toBe(200);
    expect(archived.body.trim().split('\r\n')).toHaveLength(1);
  });

  it("another workspace's ids export nothing", async () => {
    const rows = await csvOf(other.admin, `?ids=${mine},${admins}`);
    expect(rows).toEqual([]);
    const answers = await csvOf(other.admin, `?rows=answers&ids=${mine}`);
    expect(answers).toEqual([]);
  });
});
