import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { createMailer } from '../../platform/mail/mailer';
import { outboxOf } from '../../test/outbox';
import {
  createAdminTestApp,
  type AdminTestApp,
  type Client,
  type TestWorkspace,
} from '../users/admin-test-app';
import { sendDigests, workspacesWithOverdueIssues } from './issue-digest.job';

/** The daily digest of overdue issues (ADR 211): once a day per member, honouring the switch, in their language. */

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let dora: Client;
let emil: Client;
let deps: AppDeps;
const prefsUrl = '/api/user/account/issue-notifications';
const AT = '2026-06-10T06:00:00.000Z';

beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace();
  other = await t.workspace({ name: 'Other' });
  dora = await t.member(ws, { permissions: ['ACT_VIEW_ISSUE_LIST', 'ACT_VIEW_ISSUE'] });
  emil = await t.member(ws, { permissions: ['ACT_VIEW_ISSUE_LIST', 'ACT_VIEW_ISSUE'] });
  await t.db.update(users).set({ locale: 'de' }).where(eq(users.id, emil.userId));
  const group = await ws.admin.request('POST', '/api/user/group/add', { name_lang: 'Night shift' });
  const groupId = group.json().data.id as string;
  expect(
    (await ws.admin.request('POST', `/api/user/group/${groupId}/add`, { user_ids: [emil.userId] }))
      .statusCode,
  ).toBe(200);
  const issue = (title: string, dueAt: string | null, assignees: unknown[]) =>
    ws.admin.request('POST', '/api/issues', { title, due_at: dueAt, assignees });
  expect(
    (await issue('Broken rail', '2026-06-01T00:00:00Z', [{ kind: 'user', id: dora.userId }])).statusCode,
  ).toBe(201);
  await issue('Leaking valve', '2026-06-05T00:00:00Z', [{ kind: 'group', id: groupId }]);
  await issue('Not yet due', '2026-07-01T00:00:00Z', [{ kind: 'user', id: dora.userId }]);
  await issue('No due date', null, [{ kind: 'user', id: dora.userId }]);
  deps = {
    db: t.db,
    config: { publicUrl: 'https://fieldbook.test' },
    mailer: createMailer({ db: t.db, from: 'fieldbook@example.com' }),
  } as unknown as AppDeps;
}, 60_000);
afterAll(() => t.close());

const emailOf = async (client: Client) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, client.userId)))[0]?.email ?? '';
const mailsTo = async (client: Client) => {
  const email = await emailOf(client);
  // Creating the issues also mailed their assignees (ADR 211); only the digests count here.
  return (await outboxOf(t.db).messages()).filter(
    (m) => m.to === email && /^(Overdue issues|Überfällige Probleme): /.test(m.subject),
  );
};

describe('daily digest of overdue issues', () => {
  it('finds the workspace with overdue issues, not one without', async () => {
    const due = await workspacesWithOverdueIssues(t.db, new Date(AT));
    expect(due).toContain(ws.orgId);
    expect(due).not.toContain(other.orgId);
  });

  it('mails each assignee their overdue issues once a day, in their language, through groups too', async () => {
    expect(await sendDigests(deps, ws.orgId, { day: '2026-06-10', at: AT })).toEqual({ sent: 2 });
    const [toDora] = await mailsTo(dora);
    expect(toDora?.subject).toBe('Overdue issues: 1');
    expect(toDora?.text).toContain('Broken rail');
    expect(toDora?.text).not.toContain('Not yet due');
    expect(toDora?.text).toContain('https://fieldbook.test/issues/');
    const [toEmil] = await mailsTo(emil);
    expect(toEmil?.subject).toBe('Überfällige Probleme: 1');
    expect(toEmil?.text).toContain('Leaking valve');

    expect(await sendDigests(deps, ws.orgId, { day: '2026-06-10', at: AT })).toEqual({ sent: 0 });
    expect(await mailsTo(dora)).toHaveLength(1);
  });

  it('sends nothing to a member who turned the digest off', async () => {
    const off = await dora.request('PUT', prefsUrl, {
      on_assignment: true,
      on_comment: true,
      daily_digest: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await sendDigests(deps, ws.orgId, { day: '2026-06-11', at: '2026-06-11T06:00:00.000Z' })).toEqual({
      sent: 1,
    });
    expect(await mailsTo(dora)).toHaveLength(1);
    expect(await mailsTo(emil)).toHaveLength(2);
  });
});
