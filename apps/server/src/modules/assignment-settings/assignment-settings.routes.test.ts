import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace();
  other = await t.workspace({ name: 'Other' });
});
afterAll(() => t.close());

const url = '/api/assignment/settings/custom-fields';
const fields = [
  { key: 'new_g', name: 'General', parent_id: null },
  { key: 'new_site', name: 'Site code', field_type: 'text', is_required: true, parent_id: 'new_g' },
  { key: 'new_old', name: 'Old', field_type: 'number', is_used: false, parent_id: 'new_g' },
];

describe('assignment settings', () => {
  it('starts with the static title, saves fields, serves the form fields and deletes unused ones', async () => {
    const empty = (await ws.admin.request('GET', url)).json().data;
    expect(empty.fields).toEqual([]);
    expect(empty.static_fields).toMatchObject([
      { key: 'title', field_type: 'text', is_required: true, is_locked: true },
    ]);

    const saved = await ws.admin.request('PUT', url, { fields });
    expect(saved.statusCode).toBe(200);
    const stored = saved.json().data.fields;
    expect(stored.map((f: { key: string }) => f.key.startsWith('new_'))).toEqual([false, false, false]);

    const form = (await ws.admin.request('GET', '/api/assignment/custom-fields')).json().data;
    expect(form.map((f: { name: string }) => f.name)).toEqual(['Title', 'Site code']);

    const deleted = await ws.admin.request('DELETE', `${url}/unused-fields/${stored[2].key}/delete`);
    expect(deleted.json().data.fields).toHaveLength(2);
    expect(
      (await ws.admin.request('DELETE', `${url}/unused-fields/${stored[1].key}/delete`)).statusCode,
    ).toBe(422);
    expect((await ws.admin.request('DELETE', `${url}/unused-fields/missing/delete`)).statusCode).toBe(404);
    expect((await other.admin.request('GET', url)).json().data.fields).toEqual([]);
    expect(
      (await other.admin.request('DELETE', `${url}/unused-fields/${stored[1].key}/delete`)).statusCode,
    ).toBe(404);
  });

  it('refuses bad lists, the reserved title key and missing permissions, writing nothing', async () => {
    const before = (await ws.admin.request('GET', url)).json().data.fields;
    const bad = [
      [{ key: 'title', name: 'Title', parent_id: null }],
      [
        { key: 'g', name: 'G', parent_id: null },
        { key: 'x', name: '', field_type: 'text', parent_id: 'g' },
      ],
      [
        { key: 'g', name: 'G', parent_id: null },
        { key: 'x', name: 'X', field_type: 'integer', default_value: { value: 'a' }, parent_id: 'g' },
      ],
      before.slice(0, 1),
    ];
    for (const list of bad) {
      const answer = await ws.admin.request('PUT', url, { fields: list });
      expect(answer.statusCode, JSON.stringify(list)).toBe(422);
    }
    expect((await ws.admin.request('GET', url)).json().data.fields).toEqual(before);
    const viewer = await t.member(ws, { permissions: ['APP_VIEW_SETTINGS'] });
    expect((await viewer.request('GET', url)).statusCode).toBe(200);
    expect((await viewer.request('PUT', url, { fields: before })).statusCode).toBe(403);
    const planner = await t.member(ws, { permissions: ['AST_MANAGE_ASSIGNMENT'] });
    expect((await planner.request('GET', '/api/assignment/custom-fields')).statusCode).toBe(200);
    expect((await planner.request('GET', url)).statusCode).toBe(403);
  });
});
