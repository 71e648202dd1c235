import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetType, CustomFieldDefinition } from '@fieldbook/domain';
import { activityLog, assetTypes } from '../../db/schema';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';
import { filterOf, pumpFields, testField } from './assets-test-data';

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace();
  other = await t.workspace({ name: 'Other' });
});
afterAll(() => t.close());

async function createType(name: string, fields = pumpFields): Promise<AssetType> {
  const res = await ws.admin.request('POST', '/api/assets/types/new', { name, fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const keyOf = (type: AssetType, name: string) =>
  (type.fields.find((f) => f.name === name) as CustomFieldDefinition).key;
const actions = async (entityId: string) =>
  (await t.db.select().from(activityLog).where(eq(activityLog.entityId, entityId))).map((r) => r.action);

describe('asset types', () => {
  it('creates with stored keys, reads, lists, searches, edits, archives, restores and deletes', async () => {
    const pump = await createType('Pump');
    expect(pump).toMatchObject({
      name: 'Pump',
      uuid: pump.id,
      fields_count: 3,
      assets_count: 0,
      archived_at: null,
    });
    expect(pump.fields.map((f) => f.key).every((k) => k.startsWith('f_'))).toBe(true);
    expect(pump.fields[1]).toMatchObject({ name: 'Serial', parent_id: pump.fields[0]?.key });

    expect((await ws.admin.request('GET', `/api/assets/types/${pump.id}`)).json().data).toEqual(pump);
    const list = (
      await ws.admin.request(
        'GET',
        `/api/assets/types/list?with_saved_queries=1&filter=${filterOf({ fields_count: { operator: 'equals', value: 3 } })}`,
      )
    ).json();
    expect(list).toMatchObject({ table_name: 'asset_types', pagination: { total: 1 } });
    expect(list.list[0].id).toBe(pump.id);

    const options = (await ws.admin.request('GET', '/api/assets/types/all?q=pu&with_fields=1')).json().data;
    expect(options).toEqual([{ id: pump.id, name: 'Pump', fields: pump.fields }]);

    const edited = pump.fields.map((f) => (f.name === 'Site' ? { ...f, is_used: false } : f));
    const put = await ws.admin.request('PUT', `/api/assets/types/${pump.id}`, {
      name: 'Pumps',
      fields: [...edited, testField('new_x', keyOf(pump, 'General'), { name: 'Colour' })],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ name: 'Pumps', fields_count: 3 });

    expect((await ws.admin.request('DELETE', `/api/assets/types/${pump.id}`)).json().message).toMatch(
      /archived/,
    );
    expect((await ws.admin.request('GET', '/api/assets/types/list')).json().pagination.total).toBe(0);
    const archive = (await ws.admin.request('GET', '/api/assets/types/archive')).json();
    expect(archive).toMatchObject({ table_name: 'asset_types_archive', pagination: { total: 1 } });
    expect((await ws.admin.request('GET', '/api/assets/types/all')).json().data).toEqual([]);
    expect(
      (await ws.admin.request('GET', `/api/assets/types/all?ids%5B%5D=${pump.id}`)).json().data,
    ).toHaveLength(1);
    const refused = await ws.admin.request('PUT', `/api/assets/types/${pump.id}`, { name: 'X', fields: [] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_code).toBe('SST_ARCHIVED');

    const restored = await ws.admin.request('PUT', `/api/assets/types/${pump.id}/restore`);
    expect(restored.json().data.count).toBe(1);
    await ws.admin.request('DELETE', `/api/assets/types/${pump.id}`);
    const bulk = await ws.admin.request('PUT', '/api/assets/types/bulk-restore', { ids: [pump.id] });
    expect(bulk.json().data.count).toBe(1);
    await ws.admin.request('DELETE', `/api/assets/types/${pump.id}`);
    expect((await ws.admin.request('DELETE', `/api/assets/types/${pump.id}`)).json().message).toMatch(
      /deleted/,
    );
    expect((await ws.admin.request('GET', `/api/assets/types/${pump.id}`)).statusCode).toBe(404);
    expect(await actions(pump.id)).toEqual([
      'asset_type.created',
      'asset_type.updated',
      'asset_type.archived',
      'asset_type.restored',
      'asset_type.archived',
      'asset_type.archived',
      'asset_type.deleted',
    ]);
  });

  it('deletes an unused field and its values, refusing used and locked ones', async () => {
    const type = await createType('Valve');
    const site = keyOf(type, 'Site');
    const created = await ws.admin.request('POST', '/api/assets/new', {
      asset_id: 'V-1',
      display_name: 'Valve 1',
      type_id: type.id,
      fields: { [keyOf(type, 'Serial')]: 'S1', [site]: 'North' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(
      (await ws.admin.request('DELETE', `/api/assets/types/unused-fields/${site}/delete`)).statusCode,
    ).toBe(422);
    await ws.admin.request('PUT', `/api/assets/types/${type.id}`, {
      name: 'Valve',
      fields: type.fields.map((f) => (f.key === site ? { ...f, is_used: false } : f)),
    });
    const asset = (
      await ws.admin.request('GET', `/api/assets/${created.json().data.id}?fields_as_object=1`)
    ).json();
    expect(asset.data.fields[site]).toBe('North');
    const res = await ws.admin.request('DELETE', `/api/assets/types/unused-fields/${site}/delete`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.fields.map((f: { key: string }) => f.key)).not.toContain(site);
    const after = (
      await ws.admin.request('GET', `/api/assets/${created.json().data.id}?fields_as_object=1`)
    ).json();
    expect(after.data.fields).not.toHaveProperty(site);
    expect(
      (await ws.admin.request('DELETE', `/api/assets/types/unused-fields/${site}/delete`)).statusCode,
    ).toBe(404);

    await t.db
      .update(assetTypes)
      .set({
        fields: type.fields.map((f) =>
          f.name === 'Serial' ? { ...f, is_used: false, is_locked: true } : f,
        ) as AssetType['fields'],
      })
      .where(eq(assetTypes.id, type.id));
    const locked = await ws.admin.request(
      'DELETE',
      `/api/assets/types/unused-fields/${keyOf(type, 'Serial')}/delete`,
    );
    expect(locked.statusCode).toBe(422);
    expect(locked.json().data).toEqual({ id: expect.stringMatching(/locked/) });
    const typeDelete = await ws.admin.request('DELETE', `/api/assets/types/${type.id}`);
    expect(typeDelete.statusCode).toBe(200);
    const inUse = await ws.admin.request('DELETE', `/api/assets/types/${type.id}`);
    expect(inUse.statusCode, inUse.body).toBe(422);
  });

  it.each([
    ['no name', { name: ' ', fields: [] }],
    ['a field outside any group', { name: 'T', fields: [testField('new_a', 'nope')] }],
    [
      'a bad decimal config',
      { name: 'T', fields: [pumpFields[0], testField('new_d', 'new_g1', { field_type: 'decimal' })] },
    ],
    ['an unknown saved key', { name: 'T', fields: [pumpFields[0], testField('saved', 'new_g1')] }],
    [
      'a lookup field',
      { name: 'T', fields: [pumpFields[0], testField('new_l', 'new_g1', { field_type: 'lookup' })] },
    ],
  ])('answers 422 and writes nothing for %s', async (_name, body) => {
    const before = await t.db.select().from(assetTypes).where(eq(assetTypes.orgId, ws.orgId));
    const res = await ws.admin.request('POST', '/api/assets/types/new', body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().data).toBeTypeOf('object');
    expect(await t.db.select().from(assetTypes).where(eq(assetTypes.orgId, ws.orgId))).toHaveLength(
      before.length,
    );
  });

  it('refuses a duplicate name, a changed field type and bad list queries', async () => {
    const type = await createType('Crane');
    expect(
      (await ws.admin.request('POST', '/api/assets/types/new', { name: 'crane', fields: [] })).statusCode,
    ).toBe(422);
    const retyped = await ws.admin.request('PUT', `/api/assets/types/${type.id}`, {
      name: 'Crane',
      fields: type.fields.map((f) => (f.name === 'Site' ? { ...f, field_type: 'email' } : f)),
    });
    expect(retyped.statusCode).toBe(422);
    const bad = await ws.admin.request(
      'GET',
      `/api/assets/types/list?filter=${filterOf({ secret: { operator: 'equals', value: 1 } })}`,
    );
    expect(bad.statusCode).toBe(422);
    expect((await ws.admin.request('PUT', '/api/assets/types/bulk-restore', { ids: [] })).statusCode).toBe(
      422,
    );
  });

  it('answers 404 to another workspace and 403 without the permission', async () => {
    const type = await createType('Private');
    for (const [method, url, body] of [
      ['GET', `/api/assets/types/${type.id}`, undefined],
      ['PUT', `/api/assets/types/${type.id}`, { name: 'Mine', fields: [] }],
      ['DELETE', `/api/assets/types/${type.id}`, undefined],
      ['PUT', `/api/assets/types/${type.id}/restore`, undefined],
      ['DELETE', `/api/assets/types/unused-fields/${keyOf(type, 'Site')}/delete`, undefined],
    ] as const) {
      expect((await other.admin.request(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await other.admin.request('PUT', '/api/assets/types/bulk-restore', { ids: [type.id] })).json().data
        .count,
    ).toBe(0);
    expect((await other.admin.request('GET', '/api/assets/types/list')).json().pagination.total).toBe(0);

    const viewer = await t.member(ws, { permissions: ['SST_VIEW_ASSET_TYPE'] });
    expect((await viewer.request('GET', '/api/assets/types/list')).statusCode).toBe(200);
    expect((await viewer.request('GET', '/api/assets/types/archive')).statusCode).toBe(403);
    expect(
      (await viewer.request('POST', '/api/assets/types/new', { name: 'Z', fields: [] })).statusCode,
    ).toBe(403);
    const assetViewer = await t.member(ws, { permissions: ['SST_VIEW_ASSET'] });
    expect((await assetViewer.request('GET', '/api/assets/types/all')).statusCode).toBe(200);
    expect((await assetViewer.request('GET', '/api/assets/types/list')).statusCode).toBe(403);
  });
});
