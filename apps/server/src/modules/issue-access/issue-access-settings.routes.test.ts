import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ISSUE_ACCESS_SETTINGS } from '@fieldbook/domain';
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

const url = '/api/issue/settings/access';
const restricted = {
  ...DEFAULT_ISSUE_ACCESS_SETTINGS,
  edit_details: 'creator_and_assignee',
  status: { ...DEFAULT_ISSUE_ACCESS_SETTINGS.status, complete: 'restricted' },
};

describe('issue access settings', () => {
  it('starts with the defaults, saves per workspace and keeps other workspaces apart', async () => {
    const first = await ws.admin.request('GET', url);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ ...DEFAULT_ISSUE_ACCESS_SETTINGS, updated_at: null });
    const saved = await ws.admin.request('PUT', url, restricted, { lang: 'de' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Die Problem-Einstellungen wurden gespeichert.');
    expect(saved.json().data).toMatchObject(restricted);
    expect((await ws.admin.request('GET', url)).json().data.status.complete).toBe('restricted');
    expect((await other.admin.request('GET', url)).json().data.status.complete).toBe('all_users');
  });

  it('answers 422 for unknown levels or missing keys, 401 signed out, 403 without the codes', async () => {
    for (const body of [
      { ...restricted, access: 'everyone' },
      { ...restricted, status: { to_do: 'all_users' } },
      { access: 'all_users' },
    ]) {
      expect((await ws.admin.request('PUT', url, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await t.anonymous('GET', url)).statusCode).toBe(401);
    expect((await t.anonymous('PUT', url, restricted)).statusCode).toBe(401);
    const viewer = await t.member(ws, { permissions: ['APP_VIEW_SETTINGS'] });
    expect((await viewer.request('GET', url)).statusCode).toBe(200);
    expect((await viewer.request('PUT', url, restricted)).statusCode).toBe(403);
    const manager = await t.member(ws, { permissions: ['ACT_MANAGE_ISSUE'] });
    expect((await manager.request('PUT', url, restricted)).statusCode).toBe(200);
    const nobody = await t.member(ws, { permissions: ['ACT_VIEW_ISSUE'] });
    expect((await nobody.request('GET', url)).statusCode).toBe(403);
  });
});
