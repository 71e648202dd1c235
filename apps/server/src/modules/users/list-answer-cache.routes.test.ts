import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AssetType, CustomFieldDefinition } from '@fieldbook/domain';
import {
  assets,
  assetTypes,
  globalListItems,
  globalLists,
  groups,
  memberships,
  roles,
  savedQueries,
  users,
} from '../../db/schema';
import { listAnswerCacheOf } from '../../platform/list-query/answer-cache';
import { filterOf, pumpFields } from '../assets/assets-test-data';
import { createAdminTestApp, type AdminTestApp, type Client, type TestWorkspace } from './admin-test-app';

// The whole-answer list cache (ADR 089) with the access cache on, as in production: every change, through
// the API or behind the app's back, must show on the very next call.
const MAX_ENTRIES = 4;
let t: AdminTestApp;
let ws: TestWorkspace;
beforeAll(async () => {
  t = await createAdminTestApp({
    env: { ACCESS_CACHE_MS: '60000', LIST_CACHE_ENTRIES: String(MAX_ENTRIES) },
  });
  ws = await t.workspace({ plan: 'standard' });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const byEmail = (email: string) =>
  `/api/user/list?filter=${filterOf({ email: { operator: 'equals', value: email } })}`;
type UserRow = {
  id: string;
  last_name: string;
  roles: { name_lang: string }[];
  groups: { name_lang: string }[];
};

function cache() {
  const found = listAnswerCacheOf(t.db);
  if (!found) throw new Error('list answer cache is off');
  return found;
}

async function list<T = UserRow>(client: Client, url: string) {
  const res = await client.request('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ list: T[]; pagination: { total: number }; saved_queries: { name: string }[] }>();
}

/** Calls twice and checks that the second call was answered from the cache (so a later miss means invalidation). */
async function listCached<T = UserRow>(client: Client, url: string) {
  await list<T>(client, url);
  const hits = cache().stats.hits;
  const answer = await list<T>(client, url);
  expect(cache().stats.hits).toBe(hits + 1);
  return answer;
}

const memberRow = async (email: string) => (await list(ws.admin, byEmail(email))).list[0];
const emailOf = async (userId: string) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email ?? '';

describe('whole-answer list cache (ADR 089)', () => {
  it('answers a repeated call from the cache with the very same JSON', async () => {
    const first = await ws.admin.request('GET', '/api/user/list');
    const hits = cache().stats.hits;
    const second = await ws.admin.request('GET', '/api/user/list');
    expect(cache().stats.hits).toBe(hits + 1);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
  });

  it('shows a change made through the API on the next call', async () => {
    const m = await t.member(ws);
    const email = await emailOf(m.userId);
    await listCached(ws.admin, byEmail(email));
    await ws.admin.request('POST', `/api/user/${m.userId}/edit-basic-info`, {
      first_name: 'Api',
      last_name: 'Renamed',
    });
    expect((await memberRow(email))?.last_name).toBe('Renamed');
  });

  it('shows a change written straight to the database on the next call', async () => {
    const m = await t.member(ws);
    const email = await emailOf(m.userId);
    await listCached(ws.admin, byEmail(email));
    await t.db.update(users).set({ lastName: 'Direct' }).where(eq(users.id, m.userId));
    expect((await memberRow(email))?.last_name).toBe('Direct');
    await listCached(ws.admin, byEmail(email));
    await t.db.update(memberships).set({ status: 'deactivated' }).where(eq(memberships.userId, m.userId));
    const url = `/api/user/list?filter=${filterOf({ email: { operator: 'equals', value: email }, status: { operator: 'exists-in', value: ['active'] } })}`;
    expect((await list(ws.admin, url)).pagination.total).toBe(0);
  });

  it('shows a renamed role and a renamed group in the user list', async () => {
    const m = await t.member(ws);
    const email = await emailOf(m.userId);
    const group = (await ws.admin.request('POST', '/api/user/group/add', { name_lang: 'Welders' })).json()
      .data;
    await ws.admin.request('POST', `/api/user/group/${group.id}/add`, { user_ids: [m.userId] });
    const before = await listCached(ws.admin, byEmail(email));
    expect(before.list[0]?.groups.map((g) => g.name_lang)).toEqual(['Welders']);
    await t.db.update(groups).set({ nameLang: 'Riveters' }).where(eq(groups.id, group.id));
    expect((await memberRow(email))?.groups.map((g) => g.name_lang)).toEqual(['Riveters']);

    const roleName = before.list[0]?.roles[0]?.name_lang ?? '';
    await listCached(ws.admin, byEmail(email));
    await t.db.update(roles).set({ nameLang: 'Renamed role' }).where(eq(roles.nameLang, roleName));
    expect((await memberRow(email))?.roles.map((r) => r.name_lang)).toEqual(['Renamed role']);
  });

  it('shows a saved query added behind the app’s back in saved_queries', async () => {
    const url = '/api/user/list?with_saved_queries=1&limit=10';
    const before = await listCached(ws.admin, url);
    await t.db.insert(savedQueries).values({
      orgId: ws.orgId,
      userId: ws.admin.userId,
      tableName: 'users',
      key: 'direct',
      name: 'Added directly',
      queryString: 'sort=email:asc',
    });
    const after = await list(ws.admin, url);
    expect(after.saved_queries.map((q) => q.name)).toEqual([
      ...before.saved_queries.map((q) => q.name),
      'Added directly',
    ]);
  });

  it.each([
    ['different permissions', false],
    ['the very same roles', true],
  ])('never gives one caller another’s answer (%s)', async (_case, sameRoles) => {
    const a = await t.member(ws, { permissions: ['USR_VIEW_USER_LIST', 'LOG_VIEW_MY_ACTIVITY'] });
    const b = await t.member(ws, { permissions: ['USR_MANAGE_USER', 'LOG_VIEW_MY_ACTIVITY'] });
    for (const who of sameRoles ? [a, b] : []) {
      await ws.admin.request('POST', `/api/user/${who.userId}/update-roles`, { roles: [ws.adminRoleId] });
    }
    for (const [who, name] of [
      [a, 'Query of A'],
      [b, 'Query of B'],
    ] as const) {
      await t.db.insert(savedQueries).values({
        orgId: ws.orgId,
        userId: who.userId,
        tableName: 'users',
        key: 'own',
        name,
        queryString: '',
      });
    }
    const url = '/api/user/list?with_saved_queries=1&limit=10';
    for (const [who, own, other] of [
      [a, 'Query of A', 'Query of B'],
      [b, 'Query of B', 'Query of A'],
      [a, 'Query of A', 'Query of B'],
    ] as const) {
      const names = (await list(who, url)).saved_queries.map((q) => q.name);
      expect(names).toContain(own);
      expect(names).not.toContain(other);
    }
    for (const who of [a, b, a, b]) {
      const mine = await list<{ user_id: string }>(who, '/api/log/activity-log');
      expect(mine.list.every((row) => row.user_id === who.userId)).toBe(true);
    }
  });

  it('applies a permission change on the next call', async () => {
    const m = await t.member(ws, { permissions: ['USR_VIEW_USER_LIST'] });
    await listCached(m, '/api/user/list');
    await ws.admin.request('POST', `/api/user/${m.userId}/update-roles`, { roles: [ws.defaultRoleId] });
    expect((await m.request('GET', '/api/user/list')).statusCode).toBe(403);
    await ws.admin.request('POST', `/api/user/${m.userId}/update-roles`, { roles: [ws.adminRoleId] });
    const email = await emailOf(m.userId);
    const own = (await list(m, byEmail(email))).list[0];
    expect(own?.roles.map((r) => r.name_lang)).toEqual(['Administrator']);
  });

  it('rolls date presets over at the caller’s midnight', async () => {
    const m = await t.member(ws);
    const email = await emailOf(m.userId);
    await t.db
      .update(memberships)
      .set({ createdAt: new Date('2026-01-01T10:00:00Z') })
      .where(eq(memberships.userId, m.userId));
    const url = `/api/user/list?filter=${filterOf({
      email: { operator: 'equals', value: email },
      created_at: { operator: 'bt', value: 'today' },
    })}`;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
    expect((await listCached(ws.admin, url)).pagination.total).toBe(1);
    vi.setSystemTime(new Date('2026-01-02T12:00:00Z'));
    expect((await list(ws.admin, url)).pagination.total).toBe(0);
  });

  it('shows changes to assets and their type written straight to the database in the asset list', async () => {
    const pump: AssetType = (
      await ws.admin.request('POST', '/api/assets/types/new', { name: 'Pump', fields: pumpFields })
    ).json().data;
    const key = (name: string) => (pump.fields.find((f) => f.name === name) as CustomFieldDefinition).key;
    const site = key('Site');
    const created = await ws.admin.request('POST', '/api/assets/new', {
      asset_id: 'C-1',
      display_name: 'Cached pump',
      type_id: pump.id,
      fields: { [key('Serial')]: 'S-1', [site]: 'North' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/assets/list?filter=${filterOf({ [`fields->${site}`]: { operator: 'equals', value: 'North' } })}`;
    type AssetRow = { display_name: string; type: { name: string } };
    expect((await listCached<AssetRow>(ws.admin, url)).list.map((a) => a.display_name)).toEqual([
      'Cached pump',
    ]);
    await t.db.update(assetTypes).set({ name: 'Renamed pump type' }).where(eq(assetTypes.id, pump.id));
    expect((await list<AssetRow>(ws.admin, url)).list[0]?.type.name).toBe('Renamed pump type');
    await listCached(ws.admin, url);
    await t.db
      .update(assets)
      .set({ fields: { [site]: 'South' } })
      .where(eq(assets.assetId, 'C-1'));
    expect((await list(ws.admin, url)).pagination.total).toBe(0);
  });

  it('shows global lists and items changed straight to the database', async () => {
    const created = await ws.admin.request('POST', '/api/resources/global-lists/new', {
      name: 'Valves',
      fields: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    const listId: string = created.json().data.id;
    const items = `/api/resources/global-lists/${listId}/items`;
    await ws.admin.request('POST', `${items}/new`, {
      item_id: 'V-1',
      display_name: 'Ball valve',
      fields: {},
    });
    type Item = { display_name: string };
    await listCached<Item>(ws.admin, items);
    await t.db
      .update(globalListItems)
      .set({ displayName: 'Gate valve' })
      .where(eq(globalListItems.listId, listId));
    expect((await list<Item>(ws.admin, items)).list.map((i) => i.display_name)).toEqual(['Gate valve']);
    const lists = `/api/resources/global-lists?filter=${filterOf({ name: { operator: 'equals', value: 'Valves' } })}`;
    expect((await listCached(ws.admin, lists)).pagination.total).toBe(1);
    await t.db.update(globalLists).set({ name: 'Taps' }).where(eq(globalLists.id, listId));
    expect((await list(ws.admin, lists)).pagination.total).toBe(0);
  });

  it('keeps no more entries than configured', async () => {
    for (let page = 1; page <= MAX_ENTRIES + 3; page += 1) {
      await list(ws.admin, `/api/user/list?limit=10&page=${page}`);
    }
    expect(cache().size().entries).toBe(MAX_ENTRIES);
  });
});
