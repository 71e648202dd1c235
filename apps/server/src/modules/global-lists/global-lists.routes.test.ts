import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace({ plan: 'standard' });
  other = await t.workspace({ plan: 'standard', name: 'Other' });
});
afterAll(() => t.close());

const base = '/api/resources/global-lists';
const fields = [
  { key: 'new_g', name: 'General', parent_id: null },
  {
    key: 'new_weight',
    name: 'Weight',
    field_type: 'decimal',
    config: { max_digits: 5, decimals: 2 },
    parent_id: 'new_g',
  },
  { key: 'new_mail', name: 'Mail', field_type: 'email', parent_id: 'new_g' },
];

async function activity(action: string): Promise<number> {
  const rows = await t.db
    .select({ id: activityLog.id })
    .from(activityLog)
    .where(and(eq(activityLog.orgId, ws.orgId), eq(activityLog.action, action)));
  return rows.length;
}

describe('global lists', () => {
  it('creates with fields (new_ keys replaced), reads, lists, saves, archives, restores and deletes', async () => {
    const created = await ws.admin.request('POST', `${base}/new`, { name: 'Materials', fields });
    expect(created.statusCode).toBe(201);
    const list = created.json().data;
    expect(list).toMatchObject({ name: 'Materials', uuid: list.id, count: 0, parent: null, archived: false });
    const keys = list.fields.map((f: { key: string }) => f.key);
    expect(keys.every((k: string) => !k.startsWith('new_'))).toBe(true);
    expect(list.fields[1].parent_id).toBe(keys[0]);

    expect((await ws.admin.request('GET', `${base}/${list.id}`)).json().data.name).toBe('Materials');
    const page = (await ws.admin.request('GET', `${base}?with_saved_queries=1`)).json();
    expect(page).toMatchObject({ table_name: 'global_lists', pagination: { total: 1 } });
    const all = (await ws.admin.request('GET', `${base}/all?with_fields=1`)).json().data;
    expect(all).toEqual([{ id: list.id, uuid: list.id, name: 'Materials', count: 0, fields: list.fields }]);
    expect((await ws.admin.request('GET', `${base}/all`)).json().data[0].fields).toBeUndefined();

    const renamed = list.fields.map((f: { key: string; name: string }, i: number) =>
      i === 2 ? { ...f, is_used: false } : f,
    );
    const saved = await ws.admin.request('PUT', `${base}/${list.id}`, {
      name: 'Materials 2',
      fields: renamed,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.fields[2].is_used).toBe(false);

    const deleteField = await ws.admin.request(
      'DELETE',
      `${base}/${list.id}/unused-fields/${keys[2]}/delete`,
    );
    expect(deleteField.statusCode).toBe(200);
    expect(deleteField.json().data.fields).toHaveLength(2);
    expect(
      (await ws.admin.request('DELETE', `${base}/${list.id}/unused-fields/${keys[1]}/delete`)).statusCode,
    ).toBe(422);
    expect(
      (await ws.admin.request('DELETE', `${base}/${list.id}/unused-fields/nope/delete`)).statusCode,
    ).toBe(404);

    expect((await ws.admin.request('DELETE', `${base}/${list.id}`)).statusCode).toBe(200);
    expect((await ws.admin.request('GET', base)).json().pagination.total).toBe(0);
    expect((await ws.admin.request('GET', `${base}/archive`)).json()).toMatchObject({
      table_name: 'global_lists_archive',
      pagination: { total: 1 },
    });
    const locked = await ws.admin.request('PUT', `${base}/${list.id}`, { name: 'Changed', fields: [] });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().error_code).toBe('RES_ARCHIVED_READ_ONLY');

    const restored = await ws.admin.request('PUT', `${base}/${list.id}/restore`);
    expect(restored.json().data.archived).toBe(false);
    await ws.admin.request('DELETE', `${base}/${list.id}`);
    const bulk = await ws.admin.request('PUT', `${base}/bulk-restore`, { ids: [list.id] });
    expect(bulk.json().data.count).toBe(1);
    await ws.admin.request('DELETE', `${base}/${list.id}`);
    expect((await ws.admin.request('DELETE', `${base}/${list.id}`)).statusCode).toBe(200);
    expect((await ws.admin.request('GET', `${base}/${list.id}`)).statusCode).toBe(404);
    expect(await activity('global_list.deleted')).toBe(1);
    expect(await activity('global_list.created')).toBe(1);
    expect(await activity('global_list.field_deleted')).toBe(1);
  });

  it('answers bad input with 422 and writes nothing', async () => {
    const bad = [
      { name: '', fields: [] },
      { name: 'A', fields: [{ key: 'f', name: 'F', field_type: 'text', parent_id: 'missing' }] },
      {
        name: 'A',
        fields: [
          { key: 'g', name: 'G', parent_id: null },
          { key: 'f', name: 'F', field_type: 'lookup', parent_id: 'g' },
        ],
      },
      {
        name: 'A',
        fields: [
          { key: 'g', name: 'G', parent_id: null },
          {
            key: 'd',
            name: 'D',
            field_type: 'decimal',
            config: { max_digits: 2, decimals: 2 },
            parent_id: 'g',
          },
        ],
      },
      { name: 'A', parent_id: '00000000-0000-4000-8000-000000000001', fields: [] },
    ];
    for (const body of bad) {
      const answer = await ws.admin.request('POST', `${base}/new`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json().data).toBeTruthy();
    }
    expect(
      (await ws.admin.request('GET', `${base}/all`)).json().data.map((l: { name: string }) => l.name),
    ).not.toContain('A');
    const first = (await ws.admin.request('POST', `${base}/new`, { name: 'Unique', fields })).json().data;
    expect((await ws.admin.request('POST', `${base}/new`, { name: 'UNIQUE', fields: [] })).statusCode).toBe(
      422,
    );
    const typeChange = first.fields.map((f: { field_type?: string }, i: number) =>
      i === 1 ? { ...f, field_type: 'text', config: null } : f,
    );
    const refused = await ws.admin.request('PUT', `${base}/${first.id}`, {
      name: 'Unique',
      fields: typeChange,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data).toHaveProperty('fields.1.field_type');
    const dropped = await ws.admin.request('PUT', `${base}/${first.id}`, {
      name: 'Unique',
      fields: first.fields.slice(0, 2),
    });
    expect(dropped.statusCode).toBe(422);
    expect((await ws.admin.request('GET', `${base}/${first.id}`)).json().data.fields).toHaveLength(3);
  });

  it('checks parents, permissions, plan and tenancy', async () => {
    const parent = (await ws.admin.request('POST', `${base}/new`, { name: 'Countries', fields: [] })).json()
      .data;
    const child = await ws.admin.request('POST', `${base}/new`, {
      name: 'Cities',
      parent_id: parent.id,
      fields: [],
    });
    expect(child.json().data.parent).toEqual({ id: parent.id, name: 'Countries' });
    const grandChild = await ws.admin.request('POST', `${base}/new`, {
      name: 'Streets',
      parent_id: child.json().data.id,
      fields: [],
    });
    expect(grandChild.statusCode).toBe(422);

    const viewer = await t.member(ws, { permissions: ['RES_VIEW_GLOBAL_LISTS'] });
    expect((await viewer.request('GET', base)).statusCode).toBe(200);
    expect((await viewer.request('GET', `${base}/${parent.id}`)).statusCode).toBe(200);
    expect((await viewer.request('GET', `${base}/archive`)).statusCode).toBe(403);
    expect((await viewer.request('POST', `${base}/new`, { name: 'X', fields: [] })).statusCode).toBe(403);
    const nobody = await t.member(ws, { permissions: [] });
    expect((await nobody.request('GET', base)).statusCode).toBe(403);

    const free = await t.workspace({ name: 'Free' });
    const gated = await free.admin.request('GET', base);
    expect(gated.statusCode).toBe(403);
    expect(gated.json().error_code).toBe('PLN_FEATURE_REQUIRED');

    expect((await other.admin.request('GET', `${base}/${parent.id}`)).statusCode).toBe(404);
    expect(
      (await other.admin.request('PUT', `${base}/${parent.id}`, { name: 'Hijack', fields: [] })).statusCode,
    ).toBe(404);
    expect((await other.admin.request('DELETE', `${base}/${parent.id}`)).statusCode).toBe(404);
    expect((await other.admin.request('PUT', `${base}/${parent.id}/restore`)).statusCode).toBe(404);
    expect((await other.admin.request('PUT', `${base}/bulk-restore`, { ids: [parent.id] })).statusCode).toBe(
      404,
    );
    expect((await other.admin.request('GET', `${base}/all`)).json().data).toEqual([]);
  });
});
