import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_PLAN_USER_LIMIT } from '@fieldbook/domain';
import { createAdminTestApp, setPlan, type AdminTestApp, type TestWorkspace } from './admin-test-app';

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

describe('GET /user/list', () => {
  it('lists members with roles and groups, filtered by status and role, sorted, with saved queries', async () => {
    const viewer = await t.member(ws, {
      permissions: ['USR_VIEW_USER_LIST'],
      email: 'zed.viewer@example.com',
    });
    const gone = await t.member(ws, { status: 'deactivated', email: 'gone@example.com' });
    const all = await ws.admin.request('GET', '/api/user/list?with_saved_queries=1');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.table_name).toBe('users');
    expect(body.pagination).toMatchObject({ total: 3, limit: 25, current_page: 1, total_pages: 1 });
    expect(body.saved_queries).toEqual([expect.objectContaining({ key: 'default', table_name: 'users' })]);
    const admin = body.list.find((u: { id: string }) => u.id === ws.admin.userId);
    expect(admin.roles).toEqual([{ id: ws.adminRoleId, name_lang: 'Administrator' }]);

    const deactivated = await viewer.request(
      'GET',
      `/api/user/list?filter=${filterOf({ status: { operator: 'exists-in', value: ['deactivated'] } })}`,
    );
    expect(deactivated.json().list.map((u: { id: string }) => u.id)).toEqual([gone.userId]);

    const admins = await viewer.request(
      'GET',
      `/api/user/list?filter=${filterOf({ roles: { operator: 'exists-in', value: [ws.adminRoleId] } })}`,
    );
    expect(admins.json().list.map((u: { id: string }) => u.id)).toEqual([ws.admin.userId]);

    const sorted = await viewer.request('GET', '/api/user/list?sort=email&limit=10');
    const emails = sorted.json().list.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
    expect(sorted.json().pagination.limit).toBe(10);

    const byName = await viewer.request(
      'GET',
      `/api/user/list?filter=${filterOf({ email: { operator: 'string-contains', value: 'zed.view' } })}`,
    );
    expect(byName.json().list).toHaveLength(1);

    const stranger = await t.member(other, { email: 'stranger@example.com' });
    const mine = await viewer.request('GET', '/api/user/list?limit=100');
    expect(mine.json().list.map((u: { id: string }) => u.id)).not.toContain(stranger.userId);
  });

  it.each([
    ['unknown field', { secret: { operator: 'equals', value: 'x' } }, 'filter.secret'],
    ['wrong operator', { email: { operator: 'greater', value: 'x' } }, 'filter.email'],
    ['malformed between', { created_at: { operator: 'bt', value: ['2024-01-01'] } }, 'filter.created_at'],
  ])('answers 422 for a bad filter (%s)', async (_name, filter, field) => {
    const res = await ws.admin.request('GET', `/api/user/list?filter=${filterOf(filter)}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_code: '_VALIDATION_FAILED',
      data: { [field]: expect.any(String) },
    });
  });

  it('answers 422 for an unknown sort or page size', async () => {
    expect((await ws.admin.request('GET', '/api/user/list?sort=password_hash')).statusCode).toBe(422);
    expect((await ws.admin.request('GET', '/api/user/list?limit=7')).statusCode).toBe(422);
  });
});

describe('invitations', () => {
  it('invites with the default role, e-mails a link, and the link activates the membership with a password', async () => {
    const res = await ws.admin.request('POST', '/api/user/invite', {
      first_name: 'Ivy',
      last_name: 'New',
      nick_name: 'ivy',
      email: 'Ivy@Example.com',
    });
    expect(res.statusCode).toBe(201);
    const invited = res.json().data;
    expect(invited).toMatchObject({
      email: 'ivy@example.com',
      status: 'invited',
      roles: [{ id: ws.defaultRoleId }],
    });
    const mail = await t.lastMail();
    expect(mail?.to).toBe('ivy@example.com');
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '');
    expect(link.pathname).toBe('/accept-invitation');
    const parts = Object.fromEntries(link.searchParams);

    const info = await t.anonymous('GET', `/api/user/invitation?${link.searchParams.toString()}`);
    expect(info.json().data).toEqual({
      workspace_name: 'Acme',
      email: 'ivy@example.com',
      needs_password: true,
    });

    const weak = await t.anonymous('POST', '/api/user/accept-invitation', {
      ...parts,
      new_password: 'short',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().data).toHaveProperty('new_password');
    const wrong = await t.anonymous('POST', '/api/user/accept-invitation', {
      ...parts,
      token: 'nope',
      new_password: 'Passw0rd!',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error_code).toBe('USR_INVALID_TOKEN');

    const ok = await t.anonymous('POST', '/api/user/accept-invitation', {
      ...parts,
      new_password: 'Passw0rd!',
    });
    expect(ok.statusCode).toBe(200);
    const ivy = await t.signIn('ivy@example.com');
    expect(ivy.orgId).toBe(ws.orgId);
    const again = await t.anonymous('POST', '/api/user/accept-invitation', {
      ...parts,
      new_password: 'Passw0rd!',
    });
    expect(again.statusCode).toBe(422);
  });

  it('invites with the chosen roles instead of the default, and refuses a role of another workspace', async () => {
    const res = await ws.admin.request('POST', '/api/user/invite', {
      first_name: 'Rita',
      last_name: 'Role',
      email: 'rita@example.com',
      roles: [ws.adminRoleId],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.roles).toEqual([{ id: ws.adminRoleId, name_lang: 'Administrator' }]);
    const foreign = await ws.admin.request('POST', '/api/user/invite', {
      first_name: 'Fred',
      last_name: 'Foreign',
      email: 'fred@example.com',
      roles: [other.adminRoleId],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().data).toHaveProperty('roles');
    const list = await ws.admin.request('GET', '/api/user/list');
    expect(list.json().list.map((u: { email: string }) => u.email)).not.toContain('fred@example.com');
  });

  it('lets a person with an account elsewhere accept without a new password', async () => {
    const elsewhere = await t.member(other, { email: 'known@example.com' });
    const res = await ws.admin.request('POST', '/api/user/invite', {
      first_name: 'Known',
      last_name: 'Person',
      email: 'known@example.com',
    });
    expect(res.json().data.id).toBe(elsewhere.userId);
    const link = new URL(/https?:\/\/\S+/.exec((await t.lastMail()).text)?.[0] ?? '');
    const info = await t.anonymous('GET', `/api/user/invitation?${link.searchParams.toString()}`);
    expect(info.json().data.needs_password).toBe(false);
    const ok = await t.anonymous(
      'POST',
      '/api/user/accept-invitation',
      Object.fromEntries(link.searchParams),
    );
    expect(ok.statusCode).toBe(200);
    expect((await t.signIn('known@example.com')).orgId).toBe(ws.orgId);
  });

  it('refuses a second invitation of a member, and validates the body', async () => {
    await ws.admin.request('POST', '/api/user/invite', {
      first_name: 'Dup',
      last_name: 'One',
      email: 'dup@example.com',
    });
    const dup = await ws.admin.request('POST', '/api/user/invite', {
      first_name: 'Dup',
      last_name: 'One',
      email: 'dup@example.com',
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().data).toHaveProperty('email');
    const bad = await ws.admin.request('POST', '/api/user/invite', {
      first_name: '',
      last_name: 'X1',
      email: 'nope',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().data).sort()).toEqual(['email', 'first_name', 'last_name']);
  });

  it('resends (old link dies) and cancels an invitation; both refuse a member who is not invited', async () => {
    const created = (
      await ws.admin.request('POST', '/api/user/invite', {
        first_name: 'Res',
        last_name: 'End',
        email: 'resend@example.com',
      })
    ).json().data;
    const first = new URL(/https?:\/\/\S+/.exec((await t.lastMail()).text)?.[0] ?? '');
    expect((await ws.admin.request('POST', `/api/user/${created.id}/resend-invite`)).statusCode).toBe(200);
    const old = await t.anonymous('GET', `/api/user/invitation?${first.searchParams.toString()}`);
    expect(old.statusCode).toBe(422);
    expect((await ws.admin.request('DELETE', `/api/user/${created.id}/cancel-invitation`)).statusCode).toBe(
      200,
    );
    const list = (await ws.admin.request('GET', '/api/user/list?limit=100')).json().list;
    expect(list.map((u: { id: string }) => u.id)).not.toContain(created.id);
    expect((await ws.admin.request('POST', `/api/user/${ws.admin.userId}/resend-invite`)).statusCode).toBe(
      422,
    );
    expect(
      (await ws.admin.request('DELETE', `/api/user/${ws.admin.userId}/cancel-invitation`)).statusCode,
    ).toBe(422);
  });

  it('enforces the free plan user limit on invite and activate (a running trial counts as the trial plan)', async () => {
    const free = await t.workspace({ plan: 'free' });
    const members = [];
    for (let i = 1; i < FREE_PLAN_USER_LIMIT; i += 1) members.push(await t.member(free));
    const over = await free.admin.request(
      'POST',
      '/api/user/invite',
      { first_name: 'Over', last_name: 'Limit', email: 'over@example.com' },
      { lang: 'de' },
    );
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      error_code: 'PLN_USER_LIMIT',
      data: { limit: FREE_PLAN_USER_LIMIT },
    });
    expect(over.json().message).toContain('kostenlose');
    const first = members[0];
    if (!first) throw new Error('no member');
    expect((await free.admin.request('PUT', `/api/user/${first.userId}/deactivate-user`)).statusCode).toBe(
      200,
    );
    const extra = await t.member(free);
    expect(
      (await free.admin.request('PUT', `/api/user/${first.userId}/activate-user`)).json().error_code,
    ).toBe('PLN_USER_LIMIT');
    await setPlan(t.db, free.orgId, 'free', new Date(Date.now() + 86_400_000));
    expect((await free.admin.request('PUT', `/api/user/${first.userId}/activate-user`)).statusCode).toBe(200);
    expect(extra.userId).toBeTruthy();
  });
});

describe('status changes', () => {
  it('deactivated members lose the workspace at once and regain it when activated', async () => {
    const m = await t.member(ws, { permissions: ['LOG_VIEW_MY_ACTIVITY'] });
    expect((await m.request('GET', '/api/log/activity-log')).statusCode).toBe(200);
    const res = await ws.admin.request('PUT', `/api/user/${m.userId}/deactivate-user`);
    expect(res.json().data.status).toBe('deactivated');
    const blocked = await m.request('GET', '/api/log/activity-log');
    expect(blocked.statusCode).toBe(404);
    expect(blocked.json().error_code).toBe('WSP_NOT_FOUND');
    await ws.admin.request('PUT', `/api/user/${m.userId}/activate-user`);
    expect((await m.request('GET', '/api/log/activity-log')).statusCode).toBe(200);
  });

  it('a member deactivated in their only workspace cannot sign in to it', async () => {
    const m = await t.member(ws, { email: 'solo@example.com' });
    await ws.admin.request('PUT', `/api/user/${m.userId}/deactivate-user`);
    const res = await t.anonymous('POST', '/api/login', { email: 'solo@example.com', password: 'Passw0rd!' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('WSP_NOT_FOUND');
  });

  it('change-status sets a status, refuses invited/own/unknown values', async () => {
    const m = await t.member(ws);
    const res = await ws.admin.request('POST', `/api/user/${m.userId}/change-status`, { status: 'disabled' });
    expect(res.json().data.status).toBe('disabled');
    expect(
      (await ws.admin.request('POST', `/api/user/${m.userId}/change-status`, { status: 'invited' }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await ws.admin.request('POST', `/api/user/${ws.admin.userId}/change-status`, {
          status: 'deactivated',
        })
      ).statusCode,
    ).toBe(422);
  });

  it('bulk-deactivates members and refuses ids outside the workspace', async () => {
    const a = await t.member(ws);
    const b = await t.member(ws);
    const res = await ws.admin.request('PUT', '/api/user/bulk-deactivate', { ids: [a.userId, b.userId] });
    expect(res.json().data.count).toBe(2);
    const stranger = await t.member(other);
    expect(
      (await ws.admin.request('PUT', '/api/user/bulk-deactivate', { ids: [stranger.userId] })).statusCode,
    ).toBe(422);
    expect((await ws.admin.request('PUT', '/api/user/bulk-deactivate', { ids: [] })).statusCode).toBe(422);
  });
});

describe('edit-basic-info and update-roles', () => {
  it('edits names and replaces roles; validates', async () => {
    const m = await t.member(ws);
    const edited = await ws.admin.request('POST', `/api/user/${m.userId}/edit-basic-info`, {
      first_name: 'Renée',
      last_name: "O'Neil",
      nick_name: 'ren',
    });
    expect(edited.json().data).toMatchObject({ first_name: 'Renée', last_name: "O'Neil", nick_name: 'ren' });
    expect(
      (
        await ws.admin.request('POST', `/api/user/${m.userId}/edit-basic-info`, {
          first_name: 'R2D2',
          last_name: 'x',
        })
      ).statusCode,
    ).toBe(422);
    const roles = await ws.admin.request('POST', `/api/user/${m.userId}/update-roles`, {
      roles: [ws.defaultRoleId, ws.adminRoleId],
    });
    expect(
      roles
        .json()
        .data.roles.map((r: { id: string }) => r.id)
        .sort(),
    ).toEqual([ws.defaultRoleId, ws.adminRoleId].sort());
    expect(
      (await ws.admin.request('POST', `/api/user/${m.userId}/update-roles`, { roles: [other.adminRoleId] }))
        .statusCode,
    ).toBe(422);
    expect(
      (await ws.admin.request('POST', `/api/user/${m.userId}/update-roles`, { roles: [] })).statusCode,
    ).toBe(422);
  });
});

describe('cross-tenant ids answer 404', () => {
  it.each([
    ['PUT', 'activate-user', undefined],
    ['PUT', 'deactivate-user', undefined],
    ['POST', 'edit-basic-info', { first_name: 'A', last_name: 'B' }],
    ['POST', 'update-roles', { roles: [randomUUID()] }],
    ['POST', 'change-status', { status: 'active' }],
    ['POST', 'resend-invite', undefined],
    ['DELETE', 'cancel-invitation', undefined],
  ] as const)('%s /user/{id}/%s', async (method, action, body) => {
    const res = await other.admin.request(method, `/api/user/${ws.admin.userId}/${action}`, body);
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('_OBJECT_NOT_FOUND');
  });
});

describe('search', () => {
  it('finds active members by name or e-mail, at most 20, and never other workspaces', async () => {
    await t.member(ws, { email: 'searchme@example.com' });
    const res = await ws.admin.request('GET', '/api/user/search?q=searchme');
    expect(res.json().data).toEqual([expect.objectContaining({ email: 'searchme@example.com' })]);
    expect((await ws.admin.request('GET', '/api/user/search?limit=21')).statusCode).toBe(422);
    expect((await other.admin.request('GET', '/api/user/search?q=searchme')).json().data).toEqual([]);
  });

  it('search-user-group answers users and groups, and the chosen ids', async () => {
    const group = (await ws.admin.request('POST', '/api/user/group/add', { name_lang: 'Searchers' })).json()
      .data;
    const res = await ws.admin.request('GET', `/api/user/search-user-group?q=search&ids=${ws.admin.userId}`);
    const data = res.json().data as { id: string; type: string }[];
    expect(data).toContainEqual(expect.objectContaining({ id: group.id, type: 'group' }));
    expect(data).toContainEqual(expect.objectContaining({ id: ws.admin.userId, type: 'user' }));
    expect((await ws.admin.request('GET', '/api/user/search-user-group?ids=not-a-uuid')).statusCode).toBe(
      422,
    );
  });
});
