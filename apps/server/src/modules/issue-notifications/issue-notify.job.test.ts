import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsDone } from '../../test/jobs-done';
import { mailOutbox, users } from '../../db/schema';
import {
  createAdminTestApp,
  type AdminTestApp,
  type Client,
  type TestWorkspace,
} from '../users/admin-test-app';

/** Issue e-mails (ADR 211): assignment and comment mails through the outbox, each switch honoured. */

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let anna: Client;
let ben: Client;
let cleo: Client;
let groupId: string;
const prefsUrl = '/api/user/account/issue-notifications';

/** Waits until the workspace's issue mail jobs are done. */
const issueJobsDone = (orgId: string) => jobsDone(t.db, orgId, 'issues.notify');

/** The mails sent in the workspace since `after` (a count of earlier ones), oldest first. */
async function mailsSince(after: number) {
  await issueJobsDone(ws.orgId);
  const all = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.workspaceId, ws.orgId))
    .orderBy(mailOutbox.createdAt);
  return all.slice(after);
}
const mailCount = async () => (await mailsSince(0)).length;
const emailOf = async (client: Client) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, client.userId)))[0]?.email;

beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace();
  other = await t.workspace({ name: 'Other' });
  const codes = { permissions: ['ACT_VIEW_ISSUE_LIST', 'ACT_VIEW_ISSUE'] as const };
  anna = await t.member(ws, { permissions: [...codes.permissions] });
  ben = await t.member(ws, { permissions: [...codes.permissions] });
  cleo = await t.member(ws, { permissions: [...codes.permissions] });
  await t.db.update(users).set({ locale: 'de' }).where(eq(users.id, anna.userId));
  groupId = (await ws.admin.request('POST', '/api/user/group/add', { name_lang: 'Fixers' })).json().data.id;
  await ws.admin.request('POST', `/api/user/group/${groupId}/add`, { user_ids: [ben.userId] });
});
afterAll(() => t.close());

describe('issue e-mails', () => {
  it('mails the assignees (members of groups too) once, in their language, with a link; never the actor', async () => {
    const before = await mailCount();
    const made = await ws.admin.request('POST', '/api/issues', {
      title: 'Loose rail',
      assignees: [
        { kind: 'user', id: anna.userId },
        { kind: 'group', id: groupId },
        { kind: 'user', id: ws.admin.userId },
      ],
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id as string;
    const mails = await mailsSince(before);
    expect(mails.map((m) => m.to).sort()).toEqual([await emailOf(anna), await emailOf(ben)].sort());
    const annaEmail = await emailOf(anna);
    const toAnna = mails.find((m) => m.to === annaEmail);
    expect(toAnna?.subject).toBe('Ihnen zugewiesenes Problem: Loose rail');
    expect(toAnna?.links.some((l: string) => l.endsWith(`/issues/${id}`))).toBe(true);
    expect(mails.find((m) => m.to !== toAnna?.to)?.subject).toBe('Issue assigned to you: Loose rail');

    const added = await mailCount();
    await ws.admin.request('PUT', `/api/issues/${id}`, {
      assignees: [
        { kind: 'user', id: anna.userId },
        { kind: 'group', id: groupId },
        { kind: 'user', id: cleo.userId },
      ],
    });
    expect((await mailsSince(added)).map((m) => m.to)).toEqual([await emailOf(cleo)]);
    const same = await mailCount();
    await ws.admin.request('PUT', `/api/issues/${id}`, { title: 'Loose rail, north stairs' });
    expect(await mailsSince(same)).toEqual([]);
  });

  it('a bulk assignment mails the newly assigned of each changed issue, as the single update does', async () => {
    const make = async (title: string) =>
      (
        await ws.admin.request('POST', '/api/issues', {
          title,
          assignees: [{ kind: 'user', id: anna.userId }],
        })
      ).json().data.id as string;
    const ids = [await make('Blocked exit'), await make('Frayed cable')];
    const before = await mailCount();
    const assignees = [
      { kind: 'user', id: anna.userId },
      { kind: 'user', id: cleo.userId },
    ];
    const bulk = await ws.admin.request('PUT', '/api/issues/bulk/assignees', { ids, assignees });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().data).toEqual({ count: 2, skipped: 0 });
    const mails = await mailsSince(before);
    const cleoEmail = await emailOf(cleo);
    expect(mails.map((m) => m.to)).toEqual([cleoEmail, cleoEmail]);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Issue assigned to you: Blocked exit',
      'Issue assigned to you: Frayed cable',
    ]);
    const again = await mailCount();
    await ws.admin.request('PUT', '/api/issues/bulk/assignees', { ids, assignees });
    expect(await mailsSince(again)).toEqual([]);
    await ws.admin.request('PUT', '/api/issues/bulk/assignees', {
      ids,
      assignees: [{ kind: 'group', id: groupId }],
    });
    expect((await mailsSince(again)).map((m) => m.to)).toEqual([await emailOf(ben), await emailOf(ben)]);
  });

  it('mails a comment to the other assignees and honours each member’s switch', async () => {
    const id = (
      await ws.admin.request('POST', '/api/issues', {
        title: 'Dark stairwell',
        assignees: [
          { kind: 'user', id: anna.userId },
          { kind: 'group', id: groupId },
        ],
      })
    ).json().data.id as string;
    const before = await mailCount();
    expect(
      (await anna.request('POST', `/api/issues/${id}/comments`, { text: 'Bulb ordered' })).statusCode,
    ).toBe(201);
    const comment = await mailsSince(before);
    expect(comment.map((m) => m.to)).toEqual([await emailOf(ben)]);
    expect(comment[0]?.subject).toBe('New comment on the issue: Dark stairwell');
    expect(comment[0]?.text).toContain('Bulb ordered');

    const off = await ben.request(
      'PUT',
      prefsUrl,
      { on_assignment: true, on_comment: false, daily_digest: true },
      { lang: 'fr' },
    );
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('Vos paramètres d’e-mails de problèmes ont été enregistrés.');
    const quiet = await mailCount();
    await anna.request('POST', `/api/issues/${id}/comments`, { text: 'Bulb fitted' });
    expect(await mailsSince(quiet)).toEqual([]);

    await anna.request('PUT', prefsUrl, { on_assignment: false, on_comment: true, daily_digest: true });
    const unassigned = await mailCount();
    await ws.admin.request('POST', '/api/issues', {
      title: 'Wet floor',
      assignees: [{ kind: 'user', id: anna.userId }],
    });
    expect(await mailsSince(unassigned)).toEqual([]);
  });

  it('the switches: defaults on, per member and workspace; 422, 401', async () => {
    expect((await cleo.request('GET', prefsUrl)).json().data).toEqual({
      on_assignment: true,
      on_comment: true,
      daily_digest: true,
    });
    expect((await ben.request('GET', prefsUrl)).json().data).toEqual({
      on_assignment: true,
      on_comment: false,
      daily_digest: true,
    });
    expect((await other.admin.request('GET', prefsUrl)).json().data).toEqual({
      on_assignment: true,
      on_comment: true,
      daily_digest: true,
    });
    for (const body of [
      { on_assignment: 'no', on_comment: true, daily_digest: true },
      { on_assignment: true, on_comment: true },
      {},
    ]) {
      expect((await cleo.request('PUT', prefsUrl, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await t.anonymous('GET', prefsUrl)).statusCode).toBe(401);
    expect((await t.anonymous('PUT', prefsUrl, { on_assignment: true, on_comment: true })).statusCode).toBe(
      401,
    );
  });
});
