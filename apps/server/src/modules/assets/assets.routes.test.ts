import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetType, CustomFieldDefinition } from '@fieldbook/domain';
import { activityLog, assets } from '../../db/schema';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';
import { filterOf, pumpFields, testField } from './assets-test-data';

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let pump: AssetType;
let key: (name: string) => string;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace();
  other = await t.workspace({ name: 'Other' });
  pump = (
    await ws.admin.request('POST', '/api/assets/types/new', { name: 'Pump', fields: pumpFields })
  ).json().data;
  key = (name) => (pump.fields.find((f) => f.name === name) as CustomFieldDefinition).key;
});
afterAll(() => t.close());

async function createAsset(assetId: string, site: string) {
  const res = await ws.admin.request('POST', '/api/assets/new', {
    asset_id: assetId,
    display_name: `Pump ${assetId}`,
    type_id: pump.id,
    fields: { [key('Serial')]: `S-${assetId}`, [key('Site')]: site },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const ownAssets = () => t.db.select().from(assets).where(eq(assets.orgId, ws.orgId));

describe('assets', () => {
  it('creates with defaults, reads both field shapes, edits, searches and lists by a custom field', async () => {
    const a1 = await createAsset('P-1', 'North');
    expect(a1).toMatchObject({
      asset_id: 'P-1',
      uuid: a1.id,
      type: { id: pump.id, name: 'Pump' },
      archived_at: null,
    });
    expect(a1.fields).toEqual([
      expect.objectContaining({ name: 'Serial', value: 'S-P-1' }),
      expect.objectContaining({ name: 'Site', value: 'North' }),
      expect.objectContaining({ name: 'Power', field_type: 'decimal', value: 7.5 }),
    ]);
    const asObject = (await ws.admin.request('GET', `/api/assets/${a1.id}?fields_as_object=1`)).json().data;
    expect(asObject.fields).toEqual({
      [key('Serial')]: 'S-P-1',
      [key('Site')]: 'North',
      [key('Power')]: 7.5,
    });
    await createAsset('P-2', 'South');
    await createAsset('P-3', 'North');

    const put = await ws.admin.request('PUT', `/api/assets/${a1.id}`, {
      asset_id: 'P-1',
      display_name: 'Main pump',
      type_id: pump.id,
      fields: { [key('Power')]: '12.25' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ display_name: 'Main pump' });
    expect(put.json().data.fields.map((f: { value: unknown }) => f.value)).toEqual(['S-P-1', 'North', 12.25]);

    const north = (
      await ws.admin.request(
        'GET',
        `/api/assets/list?with_saved_queries=1&sort=asset_id&filter=${filterOf({ [`fields->${key('Site')}`]: { operator: 'equals', value: 'North' } })}`,
      )
    ).json();
    expect(north).toMatchObject({ table_name: 'assets', pagination: { total: 2 } });
    expect(north.list.map((a: { asset_id: string }) => a.asset_id)).toEqual(['P-1', 'P-3']);
    const powerful = (
      await ws.admin.request(
        'GET',
        `/api/assets/list?sort=${encodeURIComponent(`fields->${key('Power')}:desc`)}&filter=${filterOf({ [`fields->${key('Power')}`]: { operator: 'greater', value: 10 } })}`,
      )
    ).json();
    expect(powerful.list.map((a: { asset_id: string }) => a.asset_id)).toEqual(['P-1']);
    const contains = (
      await ws.admin.request(
        'GET',
        `/api/assets/list?filter=${filterOf({ [`fields->${key('Site')}`]: { operator: 'string-contains', value: 'out' } })}`,
      )
    ).json();
    expect(contains.pagination.total).toBe(1);
    const byType = (
      await ws.admin.request(
        'GET',
        `/api/assets/list?filter=${filterOf({ type: { operator: 'exists-in', value: [pump.id] } })}`,
      )
    ).json();
    expect(byType.pagination.total).toBe(3);

    const search = (await ws.admin.request('GET', '/api/assets/search?q=main&with_fields=1')).json().data;
    expect(search).toEqual([
      { id: a1.id, asset_id: 'P-1', display_name: 'Main pump', type_id: pump.id, fields: expect.any(Object) },
    ]);
    expect((await ws.admin.request('GET', '/api/assets/search?q=p-')).json().data).toHaveLength(3);
    expect(await t.db.select().from(activityLog).where(eq(activityLog.entityId, a1.id))).toHaveLength(2);
  });

  it('archives and restores in bulk and singly; archived assets refuse updates; delete archives then removes', async () => {
    const [a, b] = [await createAsset('B-1', 'East'), await createAsset('B-2', 'East')];
    const archived = await ws.admin.request('PUT', '/api/assets/bulk-archive', { ids: [a.id, b.id] });
    expect(archived.json()).toMatchObject({ data: { count: 2 } });
    const archive = (await ws.admin.request('GET', '/api/assets/archive?with_saved_queries=1')).json();
    expect(archive).toMatchObject({ table_name: 'assets_archive' });
    expect(archive.list.map((x: { id: string }) => x.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const refused = await ws.admin.request('PUT', `/api/assets/${a.id}`, {
      asset_id: 'B-1',
      display_name: 'Changed',
      type_id: pump.id,
      fields: {},
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error_code: 'SST_ARCHIVED',
      data: { archived_at: expect.any(String) },
    });
    expect((await ws.admin.request('GET', '/api/assets/search?q=B-')).json().data).toEqual([]);

    expect(
      (await ws.admin.request('PUT', '/api/assets/bulk-restore', { ids: [a.id] })).json().data.count,
    ).toBe(1);
    expect((await ws.admin.request('PUT', `/api/assets/${b.id}/restore`)).json().data.count).toBe(1);
    expect((await ws.admin.request('DELETE', `/api/assets/${a.id}`)).json().message).toMatch(/archived/);
    expect((await ws.admin.request('DELETE', `/api/assets/${a.id}`)).json().message).toMatch(/deleted/);
    expect((await ws.admin.request('GET', `/api/assets/${a.id}`)).statusCode).toBe(404);
    const log = await t.db.select().from(activityLog).where(eq(activityLog.entityId, a.id));
    expect(log.map((r) => r.action)).toEqual(['asset.created', 'asset.archived', 'asset.deleted']);
    const bulkLog = await t.db.select().from(activityLog).where(eq(activityLog.action, 'asset.restored'));
    expect(bulkLog.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['missing asset id', { asset_id: '', display_name: 'X' }, 'asset_id'],
    ['missing required field', { fields: {} }, `fields.SERIAL`],
    ['invalid decimal', { fields: { SERIAL: 'x', POWER: '1.234' } }, 'fields.POWER'],
    ['duplicate asset id', { asset_id: 'P-2' }, 'asset_id'],
    ['unknown type', { type_id: '00000000-0000-4000-8000-000000000001' }, 'type_id'],
    ['too long name', { display_name: 'n'.repeat(256) }, 'display_name'],
  ])('answers 422 and writes nothing for %s', async (_name, change, field) => {
    const fields = (change as { fields?: Record<string, string> }).fields;
    const body = {
      asset_id: 'NEW-1',
      display_name: 'New',
      type_id: pump.id,
      ...change,
      fields: fields
        ? Object.fromEntries(
            Object.entries(fields).map(([k, v]) => [key(k === 'SERIAL' ? 'Serial' : 'Power'), v]),
          )
        : { [key('Serial')]: 'S' },
    };
    const before = (await ownAssets()).length;
    const res = await ws.admin.request('POST', '/api/assets/new', body);
    expect(res.statusCode, res.body).toBe(422);
    const expected = field.replace('SERIAL', key('Serial')).replace('POWER', key('Power'));
    expect(Object.keys(res.json().data)).toContain(expected);
    expect(await ownAssets()).toHaveLength(before);
  });

  it('keeps a numeric field inside its optional bounds, with the bound in the message', async () => {
    const fields = [
      { key: 'new_g', name: 'General', parent_id: null },
      testField('new_hours', 'new_g', { name: 'Hours', field_type: 'integer', min: 0, max: 10000 }),
    ];
    const bad = await ws.admin.request('POST', '/api/assets/types/new', {
      name: 'Meter wrong',
      fields: [fields[0], { ...fields[1], min: 5, max: 1 }],
    });
    expect(bad.statusCode).toBe(422);
    const type = (await ws.admin.request('POST', '/api/assets/types/new', { name: 'Meter', fields })).json()
      .data as AssetType;
    const hours = (type.fields.find((f) => f.name === 'Hours') as CustomFieldDefinition).key;
    const body = (value: number) => ({
      asset_id: `M-${value}`,
      display_name: 'Meter',
      type_id: type.id,
      fields: { [hours]: value },
    });
    const negative = await ws.admin.request('POST', '/api/assets/new', body(-3), { lang: 'de' });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().data[`fields.${hours}`]).toMatch(/0/);
    expect((await ws.admin.request('POST', '/api/assets/new', body(12))).statusCode).toBe(201);
  });

  it('refuses bad list queries, bad bulk bodies and archived types', async () => {
    const bad = await ws.admin.request(
      'GET',
      `/api/assets/list?filter=${filterOf({ 'fields->nokey': { operator: 'equals', value: 'x' } })}`,
    );
    expect(bad.statusCode).toBe(422);
    expect((await ws.admin.request('PUT', '/api/assets/bulk-archive', { ids: ['nope'] })).statusCode).toBe(
      422,
    );
    const type = (await ws.admin.request('POST', '/api/assets/types/new', { name: 'Old', fields: [] })).json()
      .data;
    await ws.admin.request('DELETE', `/api/assets/types/${type.id}`);
    const res = await ws.admin.request('POST', '/api/assets/new', {
      asset_id: 'O-1',
      display_name: 'O',
      type_id: type.id,
    });
    expect(res.json().data).toEqual({ type_id: expect.stringMatching(/archived/) });
  });

  it('answers 404 to another workspace and 403 without the permission', async () => {
    const mine = await createAsset('X-1', 'West');
    for (const [method, url, body] of [
      ['GET', `/api/assets/${mine.id}`, undefined],
      ['PUT', `/api/assets/${mine.id}`, { asset_id: 'X-1', display_name: 'X', type_id: pump.id, fields: {} }],
      ['DELETE', `/api/assets/${mine.id}`, undefined],
      ['PUT', `/api/assets/${mine.id}/restore`, undefined],
    ] as const) {
      expect((await other.admin.request(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await other.admin.request('PUT', '/api/assets/bulk-archive', { ids: [mine.id] })).json().data.count,
    ).toBe(0);
    expect((await other.admin.request('GET', '/api/assets/search?q=X-1')).json().data).toEqual([]);
    const foreignType = await other.admin.request('POST', '/api/assets/new', {
      asset_id: 'Z',
      display_name: 'Z',
      type_id: pump.id,
    });
    expect(foreignType.statusCode).toBe(422);

    const viewer = await t.member(ws, { permissions: ['SST_VIEW_ASSET'] });
    expect((await viewer.request('GET', '/api/assets/list')).statusCode).toBe(200);
    expect((await viewer.request('GET', `/api/assets/${mine.id}`)).statusCode).toBe(200);
    expect((await viewer.request('GET', '/api/assets/archive')).statusCode).toBe(403);
    expect((await viewer.request('PUT', '/api/assets/bulk-archive', { ids: [mine.id] })).statusCode).toBe(
      403,
    );
    expect((await viewer.request('DELETE', `/api/assets/${mine.id}`)).statusCode).toBe(403);
  });
});
