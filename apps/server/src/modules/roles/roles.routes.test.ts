import { randomUUID } from 'node:crypto';
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

const newRole = (name: string, extra: Record<string, unknown> = {}) =>
  ws.admin.request('POST', '/api/user/role/new', {
    name_lang: name,
    permissions: ['SST_VIEW_ASSET'],
    ...extra,
  });

describe('roles', () => {
  it('creates, reads, lists (filtered, sorted) and edits a role', async () => {
    const created = await newRole('Auditor');
    expect(created.statusCode).toBe(201);
    const role = created.json().data;
    expect(role).toMatchObject({
      name_lang: 'Auditor',
      permissions: ['SST_VIEW_ASSET'],
      is_system: false,
      is_default: false,
      users_count: 0,
    });
    expect((await ws.admin.request('GET', `/api/user/role/${role.id}`)).json().data.id).toBe(role.id);
    const filter = encodeURIComponent(
      JSON.stringify({ name_lang: { operator: 'starts-with', value: 'aud' } }),
    );
    const list = (
      await ws.admin.request(
        'GET',
        `/api/user/role/list?filter=${filter}&sort=name_lang&with_saved_queries=1`,
      )
    ).json();
    expect(list).toMatchObject({ table_name: 'roles', pagination: { total: 1 } });
    expect(list.saved_queries[0].key).toBe('default');
    const edited = await ws.admin.request('PUT', `/api/user/role/${role.id}`, {
      name_lang: 'Auditors',
      permissions: ['SST_VIEW_ASSET', 'USR_VIEW_USER_LIST'],
    });
    expect(edited.json().data).toMatchObject({
      name_lang: 'Auditors',
      permissions: ['SST_VIEW_ASSET', 'USR_VIEW_USER_LIST'],
    });
  });

  it('validates names and permission codes', async () => {
    const res = await ws.admin.request('POST', '/api/user/role/new', {
      name_lang: '',
      permissions: ['NOPE'],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().data).sort()).toEqual(['name_lang', 'permissions.0']);
    expect(
      (await ws.admin.request('POST', '/api/user/role/new', { name_lang: 'x'.repeat(126), permissions: [] }))
        .statusCode,
    ).toBe(422);
  });

  it('answers 422 for bad list filters', async () => {
    for (const filter of [
      { nope: { operator: 'equals', value: 1 } },
      { is_system: { operator: 'string-contains', value: 'x' } },
      { users_count: { operator: 'bt', value: [1] } },
    ]) {
      const res = await ws.admin.request(
        'GET',
        `/api/user/role/list?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      );
      expect(res.statusCode).toBe(422);
    }
  });

  it('keeps system roles locked', async () => {
    expect(
      (await ws.admin.request('PUT', `/api/user/role/${ws.adminRoleId}`, { name_lang: 'X', permissions: [] }))
        .statusCode,
    ).toBe(403);
    expect((await ws.admin.request('DELETE', `/api/user/role/${ws.adminRoleId}`)).statusCode).toBe(403);
  });

  it('has exactly one default role: setting another moves it; unsetting it is refused; new members get it', async () => {
    const role = (await newRole('Newcomer', { is_default: true })).json().data;
    expect(role.is_default).toBe(true);
    expect((await ws.admin.request('GET', `/api/user/role/${ws.defaultRoleId}`)).json().data.is_default).toBe(
      false,
    );
    const unset = await ws.admin.request('PUT', `/api/user/role/${role.id}`, {
      name_lang: 'Newcomer',
      permissions: [],
      is_default: false,
    });
    expect(unset.statusCode).toBe(422);
    const invited = await ws.admin.request('POST', '/api/user/invite', {
      first_name: 'New',
      last_name: 'Comer',
      email: 'newcomer@example.com',
    });
    expect(invited.json().data.roles).toEqual([{ id: role.id, name_lang: 'Newcomer' }]);
    expect(
      (
        await ws.admin.request('PUT', `/api/user/role/${ws.defaultRoleId}`, {
          name_lang: 'Inspector',
          permissions: [],
          is_default: true,
        })
      ).json().data.is_default,
    ).toBe(true);
  });

  it('deletes a role in use only with reassign_to, moving its members', async () => {
    const role = (await newRole('Temp')).json().data;
    const target = (await newRole('Target')).json().data;
    const m = await t.member(ws);
    await ws.admin.request('POST', `/api/user/${m.userId}/update-roles`, { roles: [role.id] });
    const refused = await ws.admin.request('DELETE', `/api/user/role/${role.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.reassign_to).toContain('1');
    expect(
      (await ws.admin.request('DELETE', `/api/user/role/${role.id}?reassign_to=${randomUUID()}`)).statusCode,
    ).toBe(422);
    expect(
      (await ws.admin.request('DELETE', `/api/user/role/${role.id}?reassign_to=${target.id}`)).statusCode,
    ).toBe(200);
    const member = (
      await ws.admin.request(
        'GET',
        `/api/user/list?filter=${encodeURIComponent(JSON.stringify({ roles: { operator: 'exists-in', value: [target.id] } }))}`,
      )
    ).json();
    expect(member.list.map((u: { id: string }) => u.id)).toEqual([m.userId]);
    expect((await ws.admin.request('GET', `/api/user/role/${role.id}`)).statusCode).toBe(404);
    const unused = (await newRole('Unused')).json().data;
    expect((await ws.admin.request('DELETE', `/api/user/role/${unused.id}`)).statusCode).toBe(200);
  });

  it('answers the permission catalogue grouped by module and searches roles', async () => {
    const catalogue = (await ws.admin.request('GET', '/api/user/role/default-permissions')).json().data;
    expect(catalogue.modules.map((m: { module: string }) => m.module)).toContain('USR');
    expect(catalogue.defaults).toContain('SST_VIEW_ASSET');
    expect(catalogue.defaults).not.toContain('USR_MANAGE_ROLE');
    const found = (await ws.admin.request('GET', '/api/user/role/search?q=admin')).json().data;
    expect(found).toEqual([{ id: ws.adminRoleId, name_lang: 'Administrator' }]);
  });

  it('answers 404 for another workspace’s role', async () => {
    expect((await other.admin.request('GET', `/api/user/role/${ws.defaultRoleId}`)).statusCode).toBe(404);
    expect(
      (
        await other.admin.request('PUT', `/api/user/role/${ws.defaultRoleId}`, {
          name_lang: 'X',
          permissions: [],
        })
      ).statusCode,
    ).toBe(404);
    expect((await other.admin.request('DELETE', `/api/user/role/${ws.defaultRoleId}`)).statusCode).toBe(404);
  });
});
