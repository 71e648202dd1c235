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

const base = '/api/issue/category';

describe('issue categories', () => {
  it('creates with subcategories, renames, adds and removes subcategories, archives and restores', async () => {
    const created = await ws.admin.request('POST', `${base}/new`, {
      name: 'Safety',
      has_subcategories: true,
      subcategories: [{ name: 'Guard rails' }, { name: 'Ladders' }],
    });
    expect(created.statusCode).toBe(201);
    const category = created.json().data;
    expect(category).toMatchObject({ name: 'Safety', has_subcategories: true, archived_at: null });
    expect(category.subcategories.map((s: { name: string }) => s.name)).toEqual(['Guard rails', 'Ladders']);
    const [rails, ladders] = category.subcategories;

    const updated = await ws.admin.request('PUT', `${base}/${category.id}`, {
      name: 'Safety first',
      subcategories: [{ id: ladders.id, name: 'Guard rails' }, { name: 'Scaffolds' }],
    });
    expect(updated.statusCode).toBe(200);
    const after = updated.json().data;
    expect(after.name).toBe('Safety first');
    expect(
      after.subcategories.map((s: { id: string; name: string }) => [s.id === ladders.id, s.name]),
    ).toEqual([
      [true, 'Guard rails'],
      [false, 'Scaffolds'],
    ]);
    expect(after.subcategories.some((s: { id: string }) => s.id === rails.id)).toBe(false);

    const all = (await ws.admin.request('GET', `${base}/all`)).json().data;
    expect(all.map((c: { name: string }) => c.name)).toEqual(['Safety first']);

    const archived = await ws.admin.request('PUT', `${base}/${category.id}/archive`);
    expect(archived.json().data.archived_at).not.toBeNull();
    expect((await ws.admin.request('GET', `${base}/all`)).json().data).toEqual([]);
    expect((await ws.admin.request('GET', `${base}/all?archived=1`)).json().data).toHaveLength(1);
    const locked = await ws.admin.request('PUT', `${base}/${category.id}`, { name: 'X', subcategories: [] });
    expect(locked.statusCode).toBe(422);
    const restored = await ws.admin.request('PUT', `${base}/${category.id}/restore`);
    expect(restored.json().data.archived_at).toBeNull();
  });

  it('answers 422 in the caller’s language and writes nothing', async () => {
    const plain = (
      await ws.admin.request('POST', `${base}/new`, { name: 'Housekeeping', has_subcategories: false })
    ).json().data;
    const fixed = await ws.admin.request(
      'PUT',
      `${base}/${plain.id}`,
      { name: 'Housekeeping', has_subcategories: true, subcategories: [] },
      { headers: { 'accept-language': 'de' } },
    );
    expect(fixed.statusCode).toBe(422);
    expect(fixed.json().data.has_subcategories).toMatch(/Unterkategorien/);
    const withSubs = await ws.admin.request('PUT', `${base}/${plain.id}`, {
      name: 'Housekeeping',
      subcategories: [{ name: 'Floors' }],
    });
    expect(withSubs.statusCode).toBe(422);
    const duplicate = await ws.admin.request('POST', `${base}/new`, { name: 'housekeeping' });
    expect(duplicate.statusCode).toBe(422);
    const empty = await ws.admin.request('POST', `${base}/new`, { name: ' ' });
    expect(empty.statusCode).toBe(422);
    const twice = await ws.admin.request('POST', `${base}/new`, {
      name: 'Twice',
      has_subcategories: true,
      subcategories: [{ name: 'A' }, { name: 'a' }],
    });
    expect(twice.statusCode).toBe(422);
    const names = (await ws.admin.request('GET', `${base}/all`))
      .json()
      .data.map((c: { name: string }) => c.name);
    expect(names).not.toContain('Twice');
  });

  it('refuses the signed-out (401), members without the permission (403) and other workspaces (404)', async () => {
    const category = (await ws.admin.request('POST', `${base}/new`, { name: 'Private' })).json().data;
    expect((await t.anonymous('GET', `${base}/all`)).statusCode).toBe(401);
    const nobody = await t.member(ws, { permissions: [] });
    expect((await nobody.request('GET', `${base}/all`)).statusCode).toBe(403);
    expect((await nobody.request('POST', `${base}/new`, { name: 'Nope' })).statusCode).toBe(403);
    const builder = await t.member(ws, { permissions: ['CKL_MANAGE_TEMPLATES'] });
    expect((await builder.request('GET', `${base}/all`)).statusCode).toBe(200);
    expect((await builder.request('GET', `${base}/all?archived=1`)).statusCode).toBe(403);
    expect((await builder.request('PUT', `${base}/${category.id}/archive`)).statusCode).toBe(403);
    expect((await other.admin.request('GET', `${base}/${category.id}`)).statusCode).toBe(404);
    expect((await other.admin.request('PUT', `${base}/${category.id}/archive`)).statusCode).toBe(404);
    const renamed = await other.admin.request('PUT', `${base}/${category.id}`, {
      name: 'Mine',
      subcategories: [],
    });
    expect(renamed.statusCode).toBe(404);
    expect((await other.admin.request('GET', `${base}/all`)).json().data).toEqual([]);
  });
});
