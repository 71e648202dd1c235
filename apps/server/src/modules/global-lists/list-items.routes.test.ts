import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let listId: string;
let items: string;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace({ plan: 'standard' });
  other = await t.workspace({ plan: 'standard', name: 'Other' });
  const list = await ws.admin.request('POST', '/api/resources/global-lists/new', {
    name: 'Pumps',
    fields: [
      { key: 'g', name: 'General', parent_id: null },
      { key: 'power', name: 'Power', field_type: 'integer', is_required: true, parent_id: 'g' },
      { key: 'vendor', name: 'Vendor', field_type: 'text', default_value: { value: 'ACME' }, parent_id: 'g' },
    ],
  });
  listId = list.json().data.id;
  items = `/api/resources/global-lists/${listId}/items`;
});
afterAll(() => t.close());

const filterOf = (f: unknown) => encodeURIComponent(JSON.stringify(f));

describe('list items', () => {
  it('creates, edits, filters by a custom field, archives, restores and deletes items', async () => {
    const a = await ws.admin.request('POST', `${items}/new`, {
      item_id: 'P-1',
      display_name: 'Small',
      fields: { power: 5 },
    });
    expect(a.statusCode).toBe(201);
    expect(a.json().data).toMatchObject({
      item_id: 'P-1',
      fields: { power: 5, vendor: 'ACME' },
      archived: false,
    });
    const b = (
      await ws.admin.request('POST', `${items}/new`, {
        item_id: 'P-2',
        display_name: 'Big',
        fields: { power: '50' },
      })
    ).json().data;
    const edited = await ws.admin.request('PUT', `${items}/${b.id}`, {
      item_id: 'P-2',
      display_name: 'Bigger',
      fields: { power: 60, vendor: '' },
    });
    expect(edited.json().data).toMatchObject({ display_name: 'Bigger', fields: { power: 60, vendor: null } });

    const strong = (
      await ws.admin.request(
        'GET',
        `${items}?filter=${filterOf({ 'fields->power': { operator: 'greater', value: 10 } })}`,
      )
    ).json();
    expect(strong.list.map((i: { item_id: string }) => i.item_id)).toEqual(['P-2']);
    const sorted = (
      await ws.admin.request('GET', `${items}?sort=fields.power:desc&with_saved_queries=1`)
    ).json();
    expect(sorted.table_name).toBe('global_list_items');
    expect(sorted.list.map((i: { item_id: string }) => i.item_id)).toEqual(['P-2', 'P-1']);
    expect((await ws.admin.request('GET', '/api/resources/global-lists/' + listId)).json().data.count).toBe(
      2,
    );

    expect((await ws.admin.request('DELETE', `${items}/${a.json().data.id}`)).statusCode).toBe(200);
    const archive = (await ws.admin.request('GET', `${items}/archive`)).json();
    expect(archive).toMatchObject({ table_name: 'global_list_items_archive', pagination: { total: 1 } });
    const locked = await ws.admin.request('PUT', `${items}/${a.json().data.id}`, {
      item_id: 'P-1',
      display_name: 'Changed',
      fields: { power: 1 },
    });
    expect(locked.json().error_code).toBe('RES_ARCHIVED_READ_ONLY');
    const restored = await ws.admin.request('PUT', `${items}/${a.json().data.id}/restore`);
    expect(restored.json().data.archived).toBe(false);

    const bulkArchive = await ws.admin.request('PUT', `${items}/bulk-archive`, {
      ids: [a.json().data.id, b.id],
    });
    expect(bulkArchive.json().data.count).toBe(2);
    expect((await ws.admin.request('GET', items)).json().pagination.total).toBe(0);
    const bulkRestore = await ws.admin.request('PUT', `${items}/bulk-restore`, {
      ids: [a.json().data.id, b.id],
    });
    expect(bulkRestore.json().data.count).toBe(2);
    await ws.admin.request('DELETE', `${items}/${b.id}`);
    expect((await ws.admin.request('DELETE', `${items}/${b.id}`)).statusCode).toBe(200);
    expect((await ws.admin.request('PUT', `${items}/${b.id}/restore`)).statusCode).toBe(404);
  });

  it('answers bad input with 422 and writes nothing', async () => {
    const before = (await ws.admin.request('GET', items)).json().pagination.total;
    const bad: [unknown, string][] = [
      [{ item_id: '', display_name: 'X', fields: { power: 1 } }, 'item_id'],
      [{ item_id: 'X-1', display_name: 'X', fields: {} }, 'fields.power'],
      [{ item_id: 'X-1', display_name: 'X', fields: { power: 'lots' } }, 'fields.power'],
      [{ item_id: 'X-1', display_name: 'X', fields: { power: 1.5 } }, 'fields.power'],
      [{ item_id: 'X-1', display_name: 'X'.repeat(300), fields: { power: 1 } }, 'display_name'],
    ];
    for (const [body, field] of bad) {
      const answer = await ws.admin.request('POST', `${items}/new`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json().data).toHaveProperty([field]);
    }
    await ws.admin.request('POST', `${items}/new`, {
      item_id: 'DUP',
      display_name: 'One',
      fields: { power: 1 },
    });
    const dup = await ws.admin.request('POST', `${items}/new`, {
      item_id: 'dup',
      display_name: 'Two',
      fields: { power: 1 },
    });
    expect(dup.json().data.item_id).toMatch(/already used/);
    expect((await ws.admin.request('PUT', `${items}/bulk-archive`, { ids: [] })).statusCode).toBe(422);
    expect((await ws.admin.request('GET', items)).json().pagination.total).toBe(before + 1);
    const badFilter = await ws.admin.request(
      'GET',
      `${items}?filter=${filterOf({ 'fields->nope': { operator: 'equals', value: 'x' } })}`,
    );
    expect(badFilter.statusCode).toBe(422);
  });

  it('keeps items of archived lists read-only and other workspaces out', async () => {
    const item = (
      await ws.admin.request('POST', `${items}/new`, {
        item_id: 'T-1',
        display_name: 'Tenant',
        fields: { power: 2 },
      })
    ).json().data;
    expect((await other.admin.request('GET', items)).statusCode).toBe(404);
    expect(
      (await other.admin.request('POST', `${items}/new`, { item_id: 'Z', display_name: 'Z', fields: {} }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await other.admin.request('PUT', `${items}/${item.id}`, {
          item_id: 'Z',
          display_name: 'Z',
          fields: { power: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect((await other.admin.request('DELETE', `${items}/${item.id}`)).statusCode).toBe(404);
    expect((await other.admin.request('PUT', `${items}/bulk-restore`, { ids: [item.id] })).statusCode).toBe(
      404,
    );
    const viewer = await t.member(ws, { permissions: ['RES_VIEW_GLOBAL_LISTS'] });
    expect((await viewer.request('GET', items)).statusCode).toBe(200);
    expect((await viewer.request('GET', `${items}/archive`)).statusCode).toBe(403);
    expect((await viewer.request('DELETE', `${items}/${item.id}`)).statusCode).toBe(403);

    await ws.admin.request('DELETE', `/api/resources/global-lists/${listId}`);
    const refused = await ws.admin.request('POST', `${items}/new`, {
      item_id: 'L-1',
      display_name: 'L',
      fields: { power: 1 },
    });
    expect(refused.json().error_code).toBe('RES_ARCHIVED_READ_ONLY');
    expect((await ws.admin.request('PUT', `${items}/bulk-archive`, { ids: [item.id] })).statusCode).toBe(422);
    await ws.admin.request('PUT', `/api/resources/global-lists/${listId}/restore`);
  });
});
