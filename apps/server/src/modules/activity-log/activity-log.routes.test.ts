import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS } from '@fieldbook/domain';
import {
  createAdminTestApp,
  type Client,
  type AdminTestApp,
  type TestWorkspace,
} from '../users/admin-test-app';

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let reader: Client;
const filterOf = (f: unknown) => encodeURIComponent(JSON.stringify(f));

beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace();
  other = await t.workspace({ name: 'Other' });
  reader = await t.member(ws, { permissions: ['LOG_VIEW_MY_ACTIVITY'] });
  await ws.admin.request('POST', '/api/user/group/add', { name_lang: 'Crew, "north"' });
  await ws.admin.request('POST', '/api/user/role/new', { name_lang: 'Checker', permissions: [] });
  await other.admin.request('POST', '/api/user/group/add', { name_lang: 'Elsewhere' });
  await reader.request('POST', '/api/saved-query', {
    key: 'r1',
    name: 'Reader',
    table_name: 'activity_log',
    query_string: '',
  });
});
afterAll(() => t.close());

describe('activity log', () => {
  it('writes who, workspace, action, entity, summary, ip and agent for each mutation', async () => {
    const res = await ws.admin.request(
      'GET',
      `/api/log/user-activity-log?filter=${filterOf({ action: { operator: 'exists-in', value: ['group.created'] } })}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().list).toEqual([
      expect.objectContaining({
        user_id: ws.admin.userId,
        workspace_id: ws.orgId,
        action: 'group.created',
        entity: 'group',
        summary: { name_lang: 'Crew, "north"' },
        ip: '127.0.0.1',
        user_agent: 'lightMyRequest',
      }),
    ]);
    expect(res.json().table_name).toBe('user_activity_log');
  });

  it('shows everyone’s rows on user-activity-log and only mine on activity-log, never another workspace', async () => {
    const all = (await ws.admin.request('GET', '/api/log/user-activity-log?limit=100')).json();
    expect(new Set(all.list.map((r: { user_id: string }) => r.user_id))).toEqual(
      new Set([ws.admin.userId, reader.userId]),
    );
    expect(all.list.map((r: { summary: { name_lang?: string } }) => r.summary.name_lang)).not.toContain(
      'Elsewhere',
    );
    const mine = (await reader.request('GET', '/api/log/activity-log?with_saved_queries=1')).json();
    expect(mine.list.map((r: { action: string }) => r.action)).toEqual(['saved_query.saved']);
    expect(mine.saved_queries.map((q: { key: string }) => q.key)).toEqual(['default', 'r1']);
    const sorted = (
      await ws.admin.request('GET', '/api/log/user-activity-log?sort=created_at:asc&limit=100')
    ).json().list;
    const times = sorted.map((r: { created_at: string }) => r.created_at);
    expect(times).toEqual([...times].sort());
  });

  it('counts every action type of the catalogue', async () => {
    const types = (await ws.admin.request('GET', '/api/log/activity-types?limit=100')).json();
    expect(types.pagination.total).toBe(ACTIVITY_ACTIONS.length);
    expect(types.list).toContainEqual(
      expect.objectContaining({ action: 'group.created', entity: 'group', count: 1 }),
    );
    expect(types.list).toContainEqual(
      expect.objectContaining({ action: 'role.deleted', count: 0, last_at: null }),
    );
    const used = (
      await ws.admin.request(
        'GET',
        `/api/log/activity-types?filter=${filterOf({ count: { operator: 'greater', value: 0 } })}&sort=count:desc`,
      )
    ).json();
    expect(used.list.map((r: { action: string }) => r.action).sort()).toEqual([
      'group.created',
      'role.created',
      'saved_query.saved',
    ]);
  });

  it('exports the filtered rows as CSV with correct escaping', async () => {
    const res = await ws.admin.request(
      'GET',
      `/api/log/user-activity-log/export?filter=${filterOf({ entity: { operator: 'exists-in', value: ['group'] } })}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="user-activity-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('time,user,email,action,entity,entity_id,summary,ip,user_agent');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"{""name_lang"":""Crew, \\""north\\""""}"');
    const types = await ws.admin.request('GET', '/api/log/activity-types/export');
    expect(types.body.split('\r\n')[0]).toBe('action,entity,count,last_at');
    const mine = await reader.request('GET', '/api/log/activity-log/export');
    expect(mine.body.trim().split('\r\n')).toHaveLength(2);
  });

  it.each([
    '/api/log/activity-log',
    '/api/log/user-activity-log',
    '/api/log/activity-types',
    '/api/log/user-activity-log/export',
  ])('%s answers 422 for bad filters', async (url) => {
    for (const filter of [
      { password: { operator: 'equals', value: 'x' } },
      { ip: { operator: 'greater', value: 'x' } },
      { created_at: { operator: 'bt', value: ['2024-01-01'] } },
    ]) {
      const res = await ws.admin.request('GET', `${url}?filter=${filterOf(filter)}`);
      expect(res.statusCode, JSON.stringify(filter)).toBe(422);
    }
  });
});
