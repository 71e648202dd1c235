import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, roles } from '../../db/schema';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from './admin-test-app';

// Remote selects send the chosen ids with every load (spec §7): their labels must come back even when
// they sort beyond the first 20 matches or do not match the text at all.
let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let lastRoles: string[];
let lastGroups: string[];
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace({ plan: 'standard' });
  other = await t.workspace({ plan: 'standard', name: 'Other' });
  const names = Array.from({ length: 25 }, (_, i) => `Team ${String(i + 1).padStart(2, '0')}`);
  const madeRoles = await t.db
    .insert(roles)
    .values(names.map((nameLang) => ({ orgId: ws.orgId, nameLang, permissions: [] })))
    .returning({ id: roles.id });
  const madeGroups = await t.db
    .insert(groups)
    .values(names.map((nameLang) => ({ orgId: ws.orgId, nameLang })))
    .returning({ id: groups.id });
  lastRoles = madeRoles.slice(-2).map((r) => r.id);
  lastGroups = madeGroups.slice(-2).map((g) => g.id);
});
afterAll(() => t.close());

const idsOf = (res: { json(): { data: { id: string }[] } }) => res.json().data.map((o) => o.id);

describe('GET /user/role/search with ids', () => {
  it('answers at most limit matches plus every chosen id, in either spelling', async () => {
    const plain = await ws.admin.request('GET', '/api/user/role/search?q=team');
    expect(plain.json().data).toHaveLength(20);
    expect(idsOf(plain)).not.toContain(lastRoles[0]);
    const chosen = await ws.admin.request('GET', `/api/user/role/search?q=team&ids=${lastRoles.join(',')}`);
    expect(chosen.json().data).toHaveLength(22);
    expect(idsOf(chosen)).toEqual(expect.arrayContaining(lastRoles));
    const brackets = await ws.admin.request(
      'GET',
      `/api/user/role/search?q=nothing-like-it&ids[]=${lastRoles[0]}&ids[]=${lastRoles[1]}`,
    );
    expect(brackets.json().data).toEqual([
      { id: lastRoles[0], name_lang: 'Team 24' },
      { id: lastRoles[1], name_lang: 'Team 25' },
    ]);
  });

  it('never answers another workspace’s role and refuses malformed ids', async () => {
    const res = await other.admin.request('GET', `/api/user/role/search?ids=${lastRoles.join(',')}`);
    expect(idsOf(res)).not.toContain(lastRoles[0]);
    expect((await ws.admin.request('GET', '/api/user/role/search?ids=nope')).statusCode).toBe(422);
  });
});

describe('GET /user/group/all and /user/search-user-group with ids', () => {
  it('group/all narrows by q and limit and still answers the chosen ids', async () => {
    expect((await ws.admin.request('GET', '/api/user/group/all')).json().data).toHaveLength(25);
    const limited = await ws.admin.request('GET', `/api/user/group/all?limit=20&ids[]=${lastGroups[1]}`);
    expect(limited.json().data).toHaveLength(21);
    expect(idsOf(limited)).toContain(lastGroups[1]);
    const text = await ws.admin.request('GET', `/api/user/group/all?q=Team 01&ids=${lastGroups[0]}`);
    expect(text.json().data.map((g: { name_lang: string }) => g.name_lang)).toEqual(['Team 01', 'Team 24']);
    expect(idsOf(await other.admin.request('GET', `/api/user/group/all?ids=${lastGroups[0]}`))).toEqual([]);
  });

  it('search-user-group answers chosen groups beyond the first 20', async () => {
    const res = await ws.admin.request(
      'GET',
      `/api/user/search-user-group?q=team&ids=${lastGroups.join(',')}`,
    );
    const data = res.json().data as { id: string; type: string }[];
    expect(data.filter((o) => o.type === 'group')).toHaveLength(22);
    expect(data.map((o) => o.id)).toEqual(expect.arrayContaining(lastGroups));
  });
});
