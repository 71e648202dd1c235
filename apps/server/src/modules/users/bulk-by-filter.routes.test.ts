import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from './admin-test-app';

// "Select all by filter" (spec §4, ADR 088): the bulk calls take the user list's filter instead of ids.
let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace({ plan: 'standard' });
  other = await t.workspace({ plan: 'standard', name: 'Other' });
});
afterAll(() => t.close());

const filterOf = (f: unknown) => encodeURIComponent(JSON.stringify(f));
const byEmail = { email: { operator: 'string-contains', value: 'crew-' } };

async function statusesOf(ids: string[]): Promise<string[]> {
  const list = (await ws.admin.request('GET', `/api/user/list?limit=100&filter=${filterOf(byEmail)}`)).json()
    .list as { id: string; status: string }[];
  return ids.map((id) => list.find((u) => u.id === id)?.status ?? 'missing');
}

describe('PUT /user/bulk-deactivate and /user/bulk-activate with a filter', () => {
  it('changes every member the filter matches, beyond one page, in one call; skips invited ones', async () => {
    const crew = [];
    for (let i = 0; i < 27; i += 1) crew.push(await t.member(ws, { email: `crew-${i}@example.com` }));
    const invited = await t.member(ws, { email: 'crew-invited@example.com', status: 'invited' });
    const outsider = await t.member(ws, { email: 'outsider@example.com' });
    const stranger = await t.member(other, { email: 'crew-elsewhere@example.com' });
    const ids = crew.map((m) => m.userId);

    const off = await ws.admin.request('PUT', '/api/user/bulk-deactivate', { filter: byEmail });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ data: { count: 27 }, message: '27 user(s) have been deactivated.' });
    expect(new Set(await statusesOf(ids))).toEqual(new Set(['deactivated']));
    expect(await statusesOf([invited.userId, outsider.userId])).toEqual(['invited', 'missing']);
    const elsewhere = (await other.admin.request('GET', `/api/user/list?filter=${filterOf(byEmail)}`)).json();
    expect(elsewhere.list.map((u: { id: string; status: string }) => [u.id, u.status])).toEqual([
      [stranger.userId, 'active'],
    ]);

    const deactivated = { ...byEmail, status: { operator: 'exists-in', value: ['deactivated'] } };
    const on = await ws.admin.request('PUT', '/api/user/bulk-activate', { filter: deactivated });
    expect(on.json().data.count).toBe(27);
    expect(new Set(await statusesOf(ids))).toEqual(new Set(['active']));
    const log = await ws.admin.request(
      'GET',
      `/api/log/user-activity-log?limit=100&filter=${filterOf({ action: { operator: 'exists-in', value: ['user.activated'] } })}`,
    );
    expect(log.json().pagination.total).toBe(27);
  });

  it('leaves the caller out of a filter that matches them', async () => {
    const res = await ws.admin.request('PUT', '/api/user/bulk-deactivate', { filter: {} });
    expect(res.statusCode).toBe(200);
    expect((await ws.admin.request('GET', '/api/user/auth')).statusCode).toBe(200);
    await ws.admin.request('PUT', '/api/user/bulk-activate', { filter: {} });
  });

  it('refuses a bad filter, both or neither of ids and filter, and a caller without the permission', async () => {
    const bad = await ws.admin.request('PUT', '/api/user/bulk-deactivate', {
      filter: { password: { operator: 'equals', value: 'x' } },
    });
    expect(bad.statusCode).toBe(422);
    const both = await ws.admin.request('PUT', '/api/user/bulk-activate', {
      ids: [ws.admin.userId],
      filter: {},
    });
    expect(both.statusCode).toBe(422);
    expect((await ws.admin.request('PUT', '/api/user/bulk-activate', {})).statusCode).toBe(422);
    const viewer = await t.member(ws, { permissions: ['USR_VIEW_USER_LIST'] });
    expect((await viewer.request('PUT', '/api/user/bulk-deactivate', { filter: {} })).statusCode).toBe(403);
  });

  it('checks the plan’s user limit for everyone it would activate', async () => {
    const free = await t.workspace({ plan: 'free' });
    const m = await t.member(free, { status: 'deactivated', email: 'crew-free-1@example.com' });
    await t.member(free, { status: 'deactivated', email: 'crew-free-2@example.com' });
    for (let i = 0; i < 3; i += 1) await t.member(free, { email: `seat-${i}@example.com` });
    const res = await free.admin.request('PUT', '/api/user/bulk-activate', { filter: byEmail });
    expect(res.statusCode).toBe(403);
    const stillOff = await free.admin.request('GET', `/api/user/list?filter=${filterOf(byEmail)}`);
    expect(stillOff.json().list.find((u: { id: string }) => u.id === m.userId).status).toBe('deactivated');
  });
});
