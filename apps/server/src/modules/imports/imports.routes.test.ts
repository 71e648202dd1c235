import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, globalListItems } from '../../db/schema';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { testFiles } from '../../platform/uploads/test-files';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';
import {
  assetRows,
  csvText,
  importBody,
  importEvents,
  makeAssetType,
  makeGlobalList,
  xlsxBytes,
} from './import-test-kit';

let t: AdminTestApp;
let ws: TestWorkspace;
let actor: Actor;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace();
  actor = { orgId: ws.orgId, userId: ws.admin.userId };
});
afterAll(() => t.close());

const HEADER = ['Asset ID', 'Name', 'Serial No', 'Weight'];
const COLUMNS = JSON.stringify([
  { id: 'asset_id', index: 0 },
  { id: 'display_name', index: 1 },
  { id: 'fields.serial', index: 2 },
  { id: 'fields.weight', index: 3 },
]);

async function assetCount(typeId: string): Promise<number> {
  return withTenant(t.db, actor, async (tx) => {
    const [row] = await tx.select({ n: count() }).from(assets).where(eq(assets.typeId, typeId));
    return Number(row?.n ?? 0);
  });
}

async function post(url: string, fields: Record<string, string>, name: string, bytes: Buffer) {
  const { body, options } = importBody(fields, name, bytes);
  return ws.admin.request('POST', url, body, options);
}

describe('POST /assets/bulk-import/preview', () => {
  it('reads headers and first rows of a semicolon CSV in Windows-1252 and suggests the mapping', async () => {
    const typeId = await makeAssetType(t.db, actor);
    const rows = assetRows(300).map((r, i) =>
      i === 0 ? [r[0] ?? '', 'Pumpe Größe 1', r[2] ?? '', r[3] ?? ''] : r,
    );
    const bytes = Buffer.from(
      csvText(['Asset-ID', 'Display name', 'Serial number', 'Gewicht'], rows, ';'),
      'latin1',
    );
    const res = await post('/api/assets/bulk-import/preview', { type_id: typeId }, 'pumps.csv', bytes);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.headers).toEqual(['Asset-ID', 'Display name', 'Serial number', 'Gewicht']);
    expect(data.row_count).toBe(300);
    expect(data.rows[0]).toEqual(['A-1', 'Pumpe Größe 1', 'SN-100000', '0.25']);
    expect(data.suggested).toEqual([
      { id: 'asset_id', index: 0 },
      { id: 'display_name', index: 1 },
      { id: 'fields.serial', index: 2 },
    ]);
    expect(data.fields.map((f: { id: string }) => f.id)).toEqual([
      'asset_id',
      'display_name',
      'fields.serial',
      'fields.weight',
    ]);
  });
});

describe('POST /assets/bulk-import', () => {
  it('imports a CSV with progress, reports rejected rows with reasons and offers them as CSV', async () => {
    const typeId = await makeAssetType(t.db, actor);
    const rows = assetRows(2500);
    rows[10] = ['A-1', 'Duplicate of the first', 'SN-X', '1'];
    rows[20] = ['A-21', 'Bad weight', 'SN-21', 'heavy'];
    rows[30] = ['A-31', 'No serial', '', '2'];
    const res = await post(
      '/api/assets/bulk-import',
      { type_id: typeId, columns: COLUMNS },
      'pumps.csv',
      Buffer.from(`\uFEFF${csvText(HEADER, rows)}`),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const events = importEvents(res.body);
    expect(events.filter((e) => e.type === 'progress').map((e) => e.type === 'progress' && e.done)).toEqual([
      1000, 2000, 2500,
    ]);
    const last = events.at(-1);
    if (last?.type !== 'result') throw new Error(res.body);
    expect(last.data).toMatchObject({ total: 2500, inserted: 2497, rejected: 3 });
    expect(await assetCount(typeId)).toBe(2497);

    const report = await ws.admin.request('GET', last.data.rejected_rows_url ?? '');
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-disposition']).toContain('pumps-rejected-rows.csv');
    const lines = report.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Row,Asset ID,Name,Serial No,Weight,Reasons');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^12,A-1,.*Asset ID: This asset id is already used\.$/),
      expect.stringMatching(/^22,A-21,.*Weight: The value has the wrong type\.$/),
      expect.stringMatching(/^32,A-31,.*Serial number: This field is required\.$/),
    ]);
    const other = await t.workspace({ name: 'Other' });
    expect((await other.admin.request('GET', last.data.rejected_rows_url ?? '')).statusCode).toBe(404);
  });

  it('imports a 5.5 KB CSV of 50 assets: data imports have no 10 KB minimum (ADR 186)', async () => {
    const typeId = await makeAssetType(t.db, actor);
    const rows = assetRows(50, 'S').map(([id = '', name = '', serial = '', weight = '']) => [
      id,
      `${name}, bay ${id.length}, serviced yearly by the maintenance crew`,
      serial,
      weight,
    ]);
    const bytes = Buffer.from(csvText(HEADER, rows));
    expect(bytes.length).toBeGreaterThan(5 * 1024);
    expect(bytes.length).toBeLessThan(6 * 1024);
    const preview = await post('/api/assets/bulk-import/preview', { type_id: typeId }, 'small.csv', bytes);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.row_count).toBe(50);
    const res = await post(
      '/api/assets/bulk-import',
      { type_id: typeId, columns: COLUMNS },
      'small.csv',
      bytes,
    );
    expect(importEvents(res.body).at(-1)).toMatchObject({ type: 'result', data: { inserted: 50 } });
    expect(await assetCount(typeId)).toBe(50);
  });

  it('imports the first sheet of an XLSX file; a clean run has no report', async () => {
    const typeId = await makeAssetType(t.db, actor);
    const rows = assetRows(400, 'X').map(([a, b, c, d]) => [a ?? '', b ?? '', c ?? '', Number(d)]);
    const res = await post(
      '/api/assets/bulk-import',
      { type_id: typeId, columns: COLUMNS },
      'pumps.xlsx',
      await xlsxBytes(HEADER, rows),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(importEvents(res.body).at(-1)).toMatchObject({
      type: 'result',
      data: { total: 400, inserted: 400, rejected: 0, rejected_rows_url: null },
    });
    expect(await assetCount(typeId)).toBe(400);
  });

  it('refuses bad files and bad mappings with clear errors and writes nothing', async () => {
    const typeId = await makeAssetType(t.db, actor);
    const good = Buffer.from(csvText(HEADER, assetRows(300, 'B')));
    const call = (bytes: Buffer, name = 'f.csv', columns = COLUMNS, lang = 'en') => {
      const { body, options } = importBody({ type_id: typeId, columns }, name, bytes);
      return ws.admin.request('POST', '/api/assets/bulk-import', body, {
        headers: { ...options.headers, 'accept-language': lang },
      });
    };
    const cases: [Buffer, string, string][] = [
      [testFiles.png(), 'f.csv', 'Choose a CSV or XLSX file.'],
      [Buffer.alloc(0), 'f.csv', 'The file is too small (minimum 1 B).'],
      [Buffer.alloc(29 * 1024 * 1024, 0x41), 'f.csv', 'The file exceeds the maximum size of 28 MB.'],
      [
        Buffer.concat([good, Buffer.from('"C-1,"unterminated,x,1\r\nC-2,b,c,1\r\n')]),
        'f.csv',
        'The file cannot be read: row 302 is malformed. Nothing was imported.',
      ],
      [
        Buffer.from(csvText(HEADER, []).padEnd(12 * 1024, '\n')),
        'f.csv',
        'The file has no data rows below its header row.',
      ],
    ];
    for (const [bytes, name, message] of cases) {
      const res = await call(bytes, name);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().data.file).toBe(message);
    }
    const german = await call(testFiles.png(), 'f.csv', COLUMNS, 'de');
    expect(german.json().data.file).toBe('Wählen Sie eine CSV- oder XLSX-Datei.');

    const unmapped = await call(good, 'f.csv', JSON.stringify([{ id: 'asset_id', index: 0 }]));
    expect(unmapped.statusCode).toBe(422);
    expect(unmapped.json().data).toMatchObject({
      'columns.display_name': 'Assign a column to this required field.',
      'columns.fields.serial': 'Assign a column to this required field.',
    });
    const outside = await call(good, 'f.csv', JSON.stringify([{ id: 'asset_id', index: 9 }]));
    expect(outside.json().data['columns.0.index']).toBe('This column is not in the file.');
    const twice = await call(
      good,
      'f.csv',
      JSON.stringify([
        { id: 'asset_id', index: 0 },
        { id: 'asset_id', index: 1 },
      ]),
    );
    expect(twice.json().data.columns).toBe('Each field can take only one column.');
    expect(await assetCount(typeId)).toBe(0);
  });

  it('answers 404 for another workspace’s type and 403 without the permission', async () => {
    const other = await t.workspace({ name: 'Elsewhere' });
    const foreignType = await makeAssetType(t.db, { orgId: other.orgId, userId: other.admin.userId });
    const res = await post(
      '/api/assets/bulk-import',
      { type_id: foreignType, columns: COLUMNS },
      'f.csv',
      Buffer.from(csvText(HEADER, assetRows(300))),
    );
    expect(res.statusCode).toBe(404);
    const member = await t.member(ws, { permissions: [] });
    const { body, options } = importBody(
      { type_id: foreignType, columns: COLUMNS },
      'f.csv',
      Buffer.from('x'),
    );
    expect((await member.request('POST', '/api/assets/bulk-import', body, options)).statusCode).toBe(403);
  });
});

describe('POST /resources/global-lists/bulk-import', () => {
  it('previews and imports list items, refusing a repeated item id, with the report', async () => {
    const listId = await makeGlobalList(t.db, actor);
    const rows = assetRows(400, 'P');
    rows[5] = ['p-1', 'Same id in other case', 'SN-5', '1'];
    const bytes = Buffer.from(csvText(['Item ID', 'Display name', 'Serial number', 'Weight'], rows));
    const preview = await post(
      '/api/resources/global-lists/bulk-import/preview',
      { list_id: listId },
      'parts.csv',
      bytes,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const { suggested } = preview.json().data;
    expect(suggested).toHaveLength(4);
    const res = await post(
      '/api/resources/global-lists/bulk-import',
      { list_id: listId, columns: JSON.stringify(suggested) },
      'parts.csv',
      bytes,
    );
    expect(res.statusCode, res.body).toBe(200);
    const last = importEvents(res.body).at(-1);
    if (last?.type !== 'result') throw new Error(res.body);
    expect(last.data).toMatchObject({ total: 400, inserted: 399, rejected: 1 });
    const report = await ws.admin.request('GET', last.data.rejected_rows_url ?? '');
    expect(report.body).toContain(
      '7,p-1,Same id in other case,SN-5,1,Item ID: This item id is already used in the list.',
    );
    const stored = await withTenant(t.db, actor, (tx) =>
      tx.select({ n: count() }).from(globalListItems).where(eq(globalListItems.listId, listId)),
    );
    expect(Number(stored[0]?.n)).toBe(399);
  });
});
