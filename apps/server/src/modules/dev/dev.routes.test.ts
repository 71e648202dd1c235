import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';

// ADR 187: the development outbox is read by a workspace's administrators only, and holds only its own mail.
describe('the development outbox', () => {
  let t: AdminTestApp;
  let a: TestWorkspace;
  let b: TestWorkspace;
  beforeAll(async () => {
    t = await createAdminTestApp();
    a = await t.workspace({ name: 'Alpha' });
    b = await t.workspace({ name: 'Beta' });
  });
  afterAll(() => t.close());

  it('is closed to a signed-out caller: forget-password → outbox no longer hands out the reset link', async () => {
    const member = await t.member(a);
    const email = (await member.request('GET', '/api/user/auth')).json<{ email: string }>().email;
    expect((await t.anonymous('POST', '/api/forget-password', { email })).statusCode).toBe(200);
    const json = await t.anonymous('GET', '/api/dev/outbox');
    expect(json.statusCode).toBe(401);
    expect(json.body).not.toContain('reset-password');
    const page = await t.anonymous('GET', '/dev/mailbox');
    expect(page.statusCode).toBe(401);
    expect(page.body).not.toContain('reset-password');
  });

  it('is closed to a member without the user-management permission (403)', async () => {
    const member = await t.member(a, { permissions: ['USR_VIEW_USER_LIST'] });
    expect((await member.request('GET', '/api/dev/outbox')).statusCode).toBe(403);
    expect((await member.request('GET', '/dev/mailbox')).statusCode).toBe(403);
  });

  it("shows an administrator their workspace's mail only, as JSON and as escaped HTML", async () => {
    await t.db.insert(mailOutbox).values([
      {
        workspaceId: a.orgId,
        to: 'x@example.test',
        subject: '<script>alert(1)</script>',
        text: 'Open http://fieldbook.test/reset-password/x?token=abc now',
        links: ['http://fieldbook.test/reset-password/x?token=abc'],
      },
      { workspaceId: b.orgId, to: 'beta@example.test', subject: 'Beta only', text: 'b', links: [] },
      { workspaceId: null, to: 'nobody@example.test', subject: 'Nobody’s', text: 'n', links: [] },
    ]);
    const json = (await a.admin.request('GET', '/api/dev/outbox')).json<{ data: { to: string }[] }>();
    const recipients = json.data.map((m) => m.to);
    expect(recipients).toContain('x@example.test');
    expect(recipients).not.toContain('beta@example.test');
    expect(recipients).not.toContain('nobody@example.test');
    const page = await a.admin.request('GET', '/dev/mailbox');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).toContain('&#60;script&#62;');
    expect(page.body).toContain('<a href="http://fieldbook.test/reset-password/x?token=abc">');
    expect(page.body).not.toContain('Beta only');
    const beta = (await b.admin.request('GET', '/api/dev/outbox')).json<{ data: { to: string }[] }>();
    expect(beta.data.map((m) => m.to)).toEqual(expect.arrayContaining(['beta@example.test']));
    expect(beta.data.map((m) => m.to)).not.toContain('x@example.test');
  });

  it("files a member's reset mail under the member's workspace", async () => {
    const member = await t.member(b);
    const email = (await member.request('GET', '/api/user/auth')).json<{ email: string }>().email;
    await t.anonymous('POST', '/api/forget-password', { email });
    const inB = (await b.admin.request('GET', '/api/dev/outbox')).json<{ data: { to: string }[] }>();
    const inA = (await a.admin.request('GET', '/api/dev/outbox')).json<{ data: { to: string }[] }>();
    expect(inB.data.map((m) => m.to)).toContain(email);
    expect(inA.data.map((m) => m.to)).not.toContain(email);
  });
});
