import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, users } from '../../db/schema';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from './admin-test-app';

// The caches of ADR 086/087 on: every change must be visible on the very next call.
let t: AdminTestApp;
let ws: TestWorkspace;
beforeAll(async () => {
  t = await createAdminTestApp({ env: { ACCESS_CACHE_MS: '60000' } });
  ws = await t.workspace({ plan: 'standard' });
});
afterAll(() => t.close());

const filterOf = (f: unknown) => encodeURIComponent(JSON.stringify(f));
const activeUrl = `/api/user/list?filter=${filterOf({ status: { operator: 'exists-in', value: ['active'] } })}`;
const totalOf = async (url: string) => (await ws.admin.request('GET', url)).json().pagination.total as number;

describe('cached list totals (ADR 087)', () => {
  it('a status change through the API changes the next total', async () => {
    const m = await t.member(ws);
    const before = await totalOf(activeUrl);
    expect(await totalOf(activeUrl)).toBe(before);
    await ws.admin.request('PUT', `/api/user/${m.userId}/deactivate-user`);
    expect(await totalOf(activeUrl)).toBe(before - 1);
    await ws.admin.request('PUT', `/api/user/${m.userId}/activate-user`);
    expect(await totalOf(activeUrl)).toBe(before);
  });

  it('a change written behind the app’s back (another process) changes the next total too', async () => {
    const before = await totalOf(activeUrl);
    const m = await t.member(ws);
    expect(await totalOf(activeUrl)).toBe(before + 1);
    await t.db.update(memberships).set({ status: 'deactivated' }).where(eq(memberships.userId, m.userId));
    expect(await totalOf(activeUrl)).toBe(before);
  });

  it('renaming a person changes a name-filtered total (users has no organisation: fanned out)', async () => {
    const m = await t.member(ws);
    const url = `/api/user/list?filter=${filterOf({ last_name: { operator: 'equals', value: 'Zebulon' } })}`;
    expect(await totalOf(url)).toBe(0);
    await ws.admin.request('POST', `/api/user/${m.userId}/edit-basic-info`, {
      first_name: 'Zed',
      last_name: 'Zebulon',
    });
    expect(await totalOf(url)).toBe(1);
    await t.db.update(users).set({ lastName: 'Other' }).where(eq(users.id, m.userId));
    expect(await totalOf(url)).toBe(0);
  });

  it('every mutation shows in the next activity-log total', async () => {
    const url = '/api/log/user-activity-log';
    const before = await totalOf(url);
    expect(await totalOf(url)).toBe(before);
    await ws.admin.request('POST', '/api/user/group/add', { name_lang: 'Night shift' });
    expect(await totalOf(url)).toBe(before + 1);
  });
});

describe('cached session access (ADR 086)', () => {
  it('losing a permission takes effect on the next request', async () => {
    const m = await t.member(ws, { permissions: ['USR_VIEW_USER_LIST'] });
    expect((await m.request('GET', '/api/user/list')).statusCode).toBe(200);
    await ws.admin.request('POST', `/api/user/${m.userId}/update-roles`, { roles: [ws.defaultRoleId] });
    expect((await m.request('GET', '/api/user/list')).statusCode).toBe(403);
  });

  it('deactivation and sign-out take effect on the next request', async () => {
    const m = await t.member(ws, { permissions: ['LOG_VIEW_MY_ACTIVITY'] });
    expect((await m.request('GET', '/api/log/activity-log')).statusCode).toBe(200);
    await ws.admin.request('PUT', `/api/user/${m.userId}/deactivate-user`);
    expect((await m.request('GET', '/api/log/activity-log')).json().error_code).toBe('WSP_NOT_FOUND');
    await ws.admin.request('PUT', `/api/user/${m.userId}/activate-user`);
    expect((await m.request('GET', '/api/log/activity-log')).statusCode).toBe(200);
    await m.request('POST', '/api/user/logout');
    expect((await m.request('GET', '/api/log/activity-log')).statusCode).toBe(401);
  });

  it('joining a group shows in the next /user/auth', async () => {
    const m = await t.member(ws);
    expect((await m.request('GET', '/api/user/auth')).json().groups ?? []).toEqual([]);
    const group = (await ws.admin.request('POST', '/api/user/group/add', { name_lang: 'Day shift' })).json()
      .data;
    await ws.admin.request('POST', `/api/user/group/${group.id}/add`, { user_ids: [m.userId] });
    const auth = (await m.request('GET', '/api/user/auth')).json();
    expect(JSON.stringify(auth)).toContain('Day shift');
  });
});
