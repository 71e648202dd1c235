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

const filterOf = (f: unknown) => encodeURIComponent(JSON.stringify(f));

describe('groups', () => {
  it('creates, renames, lists, adds and removes members, shows them in /user/auth and lists, deletes', async () => {
    const created = await ws.admin.request('POST', '/api/user/group/add', { name_lang: 'Night shift' });
    expect(created.statusCode).toBe(201);
    const group = created.json().data;
    expect(
      (await ws.admin.request('POST', '/api/user/group/add', { name_lang: 'night SHIFT' })).statusCode,
    ).toBe(422);
    const renamed = await ws.admin.request('PUT', `/api/user/group/${group.id}`, { name_lang: 'Late shift' });
    expect(renamed.json().data.name_lang).toBe('Late shift');

    const m = await t.member(ws, { permissions: ['USR_VIEW_GROUP_LIST'] });
    const added = await ws.admin.request('POST', `/api/user/group/${group.id}/add`, {
      user_ids: [m.userId, ws.admin.userId],
    });
    expect(added.json().data.count).toBe(2);
    expect((await ws.admin.request('GET', `/api/user/group/${group.id}`)).json().data.users_count).toBe(2);
    expect((await m.request('GET', '/api/user/auth')).json().groups).toEqual([
      { id: group.id, name_lang: 'Late shift' },
    ]);

    const users = (
      await m.request('GET', `/api/user/group/${group.id}/user-group-list?sort=email&with_saved_queries=1`)
    ).json();
    expect(users).toMatchObject({ table_name: 'group_users', pagination: { total: 2 } });
    const inGroup = (
      await ws.admin.request(
        'GET',
        `/api/user/list?filter=${filterOf({ groups: { operator: 'exists-in', value: [group.id] } })}`,
      )
    ).json();
    expect(inGroup.list).toHaveLength(2);
    expect(inGroup.list[0].groups).toEqual([{ id: group.id, name_lang: 'Late shift' }]);

    const list = (
      await m.request(
        'GET',
        `/api/user/group/list?filter=${filterOf({ users_count: { operator: 'greater-equal-to', value: 2 } })}`,
      )
    ).json();
    expect(list.list.map((g: { id: string }) => g.id)).toEqual([group.id]);
    expect((await m.request('GET', '/api/user/group/all')).json().data).toEqual([
      { id: group.id, name_lang: 'Late shift' },
    ]);

    const removed = await ws.admin.request('POST', `/api/user/group/${group.id}/delete`, {
      user_ids: [m.userId],
    });
    expect(removed.json().data.count).toBe(1);
    expect((await ws.admin.request('DELETE', `/api/user/group/${group.id}`)).statusCode).toBe(200);
    expect((await ws.admin.request('GET', `/api/user/group/${group.id}`)).statusCode).toBe(404);
  });

  it('validates bodies and member ids', async () => {
    const group = (await ws.admin.request('POST', '/api/user/group/add', { name_lang: 'Valid' })).json().data;
    expect((await ws.admin.request('POST', '/api/user/group/add', { name_lang: '' })).statusCode).toBe(422);
    expect(
      (await ws.admin.request('POST', `/api/user/group/${group.id}/add`, { user_ids: [] })).statusCode,
    ).toBe(422);
    expect(
      (await ws.admin.request('POST', `/api/user/group/${group.id}/add`, { user_ids: [other.admin.userId] }))
        .statusCode,
    ).toBe(422);
  });

  it.each([
    ['unknown field', { secret: { operator: 'equals', value: 'x' } }],
    ['wrong operator', { name_lang: { operator: 'all-in', value: ['x'] } }],
    ['malformed between', { created_at: { operator: 'bt', value: ['2024-01-01', 'soon'] } }],
  ])('answers 422 for a bad filter (%s)', async (_name, filter) => {
    expect(
      (await ws.admin.request('GET', `/api/user/group/list?filter=${filterOf(filter)}`)).statusCode,
    ).toBe(422);
  });

  it('answers 404 for another workspace’s group', async () => {
    const group = (await ws.admin.request('POST', '/api/user/group/add', { name_lang: 'Private' })).json()
      .data;
    for (const [method, url, body] of [
      ['GET', `/api/user/group/${group.id}`, undefined],
      ['PUT', `/api/user/group/${group.id}`, { name_lang: 'Mine' }],
      ['DELETE', `/api/user/group/${group.id}`, undefined],
      ['POST', `/api/user/group/${group.id}/add`, { user_ids: [other.admin.userId] }],
      ['POST', `/api/user/group/${group.id}/delete`, { user_ids: [other.admin.userId] }],
      ['GET', `/api/user/group/${group.id}/user-group-list`, undefined],
    ] as const) {
      const res = await other.admin.request(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});
