import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_ISSUE_ACCESS_SETTINGS,
  type IssueAccessLevel,
  type IssueAccessSettings,
  type PermissionCode,
} from '@fieldbook/domain';
import { publishTestTemplate, startTestInspection } from '../inspections/inspections-test-kit';
import {
  createAdminTestApp,
  type AdminTestApp,
  type Client,
  type TestWorkspace,
} from '../users/admin-test-app';
import { uploadIssuePhoto } from './issues-test-kit';

const CODES: PermissionCode[] = ['ACT_VIEW_ISSUE_LIST', 'ACT_VIEW_ISSUE', 'INS_VIEW_INSPECTION_LIST'];

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let creator: Client;
let assignee: Client;
let groupie: Client;
let conductor: Client;
let stranger: Client;
let manager: Client;
/** Created by `creator`, assigned to `assignee` and to a group holding `groupie`. */
let issueId: string;
/** Raised by the admin from an inspection `conductor` conducts. */
let raisedId: string;

async function settle(patch: Partial<IssueAccessSettings>) {
  const res = await ws.admin.request('PUT', '/api/issue/settings/access', {
    ...DEFAULT_ISSUE_ACCESS_SETTINGS,
    ...patch,
  });
  expect(res.statusCode).toBe(200);
}

const everyLevel = (level: IssueAccessLevel) => ({ access: level });

beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace({ plan: 'standard' });
  other = await t.workspace({ name: 'Other' });
  const worker = () => t.member(ws, { permissions: CODES });
  creator = await worker();
  assignee = await worker();
  groupie = await worker();
  conductor = await worker();
  stranger = await worker();
  manager = await t.member(ws, { permissions: [...CODES, 'ACT_MANAGE_ISSUE'] });
  const group = (await ws.admin.request('POST', '/api/user/group/add', { name_lang: 'Fixers' })).json().data;
  await ws.admin.request('POST', `/api/user/group/${group.id}/add`, { user_ids: [groupie.userId] });
  const made = await creator.request('POST', '/api/issues', {
    title: 'Loose rail',
    assignees: [
      { kind: 'user', id: assignee.userId },
      { kind: 'group', id: group.id },
    ],
  });
  expect(made.statusCode).toBe(201);
  issueId = made.json().data.id;
  const tpl = await publishTestTemplate(ws.admin, 'Rail check');
  const inspection = await startTestInspection(conductor, tpl.id);
  const raised = await ws.admin.request('POST', `/api/inspections/${inspection.id}/issues`, {
    item_id: tpl.items.text.id,
    title: 'Raised rail',
  });
  expect(raised.statusCode).toBe(201);
  raisedId = raised.json().data.id;
});
afterAll(() => t.close());
beforeEach(() => settle({}));

const open = (client: Client, id = issueId) => client.request('GET', `/api/issues/${id}`);
const listed = async (client: Client) =>
  ((await client.request('GET', '/api/issues')).json().list as { id: string }[]).map((i) => i.id);

describe('who may do what to issues (ADR 210)', () => {
  it('keeps today’s behaviour by default: the issue codes are enough', async () => {
    expect((await open(stranger)).statusCode).toBe(200);
    expect(
      (await stranger.request('PUT', `/api/issues/${issueId}/status`, { status: 'complete' })).statusCode,
    ).toBe(200);
  });

  it('access: each level lets exactly its people open, list, comment and see media', async () => {
    const people = () => ({ creator, assignee, groupie, conductor, stranger, manager });
    const expected: Record<IssueAccessLevel, string[]> = {
      all_users: ['creator', 'assignee', 'groupie', 'conductor', 'stranger', 'manager'],
      organisation: ['creator', 'assignee', 'groupie', 'conductor', 'stranger', 'manager'],
      collaborators: ['creator', 'assignee', 'groupie', 'manager'],
      creator_and_assignee: ['creator', 'assignee', 'groupie', 'manager'],
      restricted: ['manager'],
    };
    for (const [level, allowed] of Object.entries(expected) as [IssueAccessLevel, string[]][]) {
      await settle(everyLevel(level));
      for (const [name, client] of Object.entries(people())) {
        const status = (await open(client)).statusCode;
        expect(status, `${level} ${name}`).toBe(allowed.includes(name) ? 200 : 403);
        expect((await listed(client)).includes(issueId), `${level} ${name} list`).toBe(
          allowed.includes(name),
        );
      }
    }
    await settle(everyLevel('restricted'));
    const refused = await stranger.request(
      'POST',
      `/api/issues/${issueId}/comments`,
      { text: 'hi' },
      { lang: 'fr' },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error_code: expect.any(String),
      message:
        'Vous ne pouvez pas ouvrir ce problème : les paramètres des problèmes en restreignent l’accès.',
    });
    expect((await uploadIssuePhoto(stranger, issueId)).statusCode).toBe(403);
    expect((await uploadIssuePhoto(manager, issueId)).statusCode).toBe(201);
  });

  it('collaborators include the conductor of the inspection the issue came from; creator-and-assignee do not', async () => {
    await settle(everyLevel('collaborators'));
    expect((await open(conductor, raisedId)).statusCode).toBe(200);
    expect((await open(stranger, raisedId)).statusCode).toBe(403);
    await settle(everyLevel('creator_and_assignee'));
    expect((await open(conductor, raisedId)).statusCode).toBe(403);
  });

  it('detail fields and category have their own settings; other fields follow access', async () => {
    await settle({ edit_details: 'creator_and_assignee', change_category: 'restricted' });
    const put = (client: Client, body: unknown) =>
      client.request('PUT', `/api/issues/${issueId}`, body, { lang: 'de' });
    const title = await put(stranger, { title: 'Renamed' });
    expect(title.statusCode).toBe(403);
    expect(title.json().message).toBe('Sie dürfen Titel, Risiko oder Typ dieses Problems nicht ändern.');
    expect((await put(stranger, { risk: 'high' })).statusCode).toBe(403);
    expect((await put(stranger, { description: 'Still fine' })).statusCode).toBe(200);
    expect((await put(assignee, { title: 'Renamed', type: 'Safety' })).statusCode).toBe(200);
    const category = (await ws.admin.request('POST', '/api/issue/category/new', { name: 'Rails' })).json()
      .data;
    const moved = await put(assignee, { category_id: category.id });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().message).toBe('Sie dürfen die Kategorie dieses Problems nicht ändern.');
    expect((await put(manager, { category_id: category.id })).statusCode).toBe(200);
    expect((await put(assignee, { category_id: category.id, title: 'Renamed' })).statusCode).toBe(200);
  });

  it('each status has its own setting; unchanged status is not a move; 422, 401 and cross-tenant 404 stay', async () => {
    await settle({
      status: {
        ...DEFAULT_ISSUE_ACCESS_SETTINGS.status,
        complete: 'restricted',
        cant_do: 'creator_and_assignee',
      },
    });
    const move = (client: Client, status: string, lang = 'en') =>
      client.request('PUT', `/api/issues/${issueId}/status`, { status }, { lang });
    expect((await move(ws.admin, 'to_do')).statusCode).toBe(200);
    const refused = await move(creator, 'complete', 'de');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Sie dürfen dieses Problem nicht auf „Erledigt“ setzen.');
    expect((await move(stranger, 'cant_do')).statusCode).toBe(403);
    expect((await move(groupie, 'cant_do')).statusCode).toBe(200);
    expect((await move(stranger, 'cant_do')).statusCode).toBe(200);
    expect((await move(stranger, 'in_progress')).statusCode).toBe(200);
    expect((await move(manager, 'complete')).statusCode).toBe(200);
    expect((await move(stranger, 'bogus')).statusCode).toBe(422);
    expect((await t.anonymous('PUT', `/api/issues/${issueId}/status`, { status: 'to_do' })).statusCode).toBe(
      401,
    );
    expect(
      (await other.admin.request('PUT', `/api/issues/${issueId}/status`, { status: 'to_do' })).statusCode,
    ).toBe(404);
    expect((await other.admin.request('GET', `/api/issues/${issueId}`)).statusCode).toBe(404);
  });

  it('bulk calls skip the issues a member may not change and say how many', async () => {
    await settle({ status: { ...DEFAULT_ISSUE_ACCESS_SETTINGS.status, complete: 'creator_and_assignee' } });
    await ws.admin.request('PUT', '/api/issues/bulk/status', { ids: [issueId, raisedId], status: 'to_do' });
    const bulk = await assignee.request('PUT', '/api/issues/bulk/status', {
      ids: [issueId, raisedId],
      status: 'complete',
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toEqual({
      message: '1 issue(s) updated; 1 skipped because you may not change them.',
      data: { count: 1, skipped: 1 },
    });
    expect((await open(ws.admin, raisedId)).json().data.status).toBe('to_do');
    await settle(everyLevel('restricted'));
    const due = await stranger.request('PUT', '/api/issues/bulk/due-date', {
      ids: [issueId, raisedId],
      due_at: '2026-12-24T12:00:00Z',
    });
    expect(due.json().data).toEqual({ count: 0, skipped: 2 });
    const mine = await manager.request('PUT', '/api/issues/bulk/due-date', {
      ids: [issueId, raisedId],
      due_at: '2026-12-24T12:00:00Z',
    });
    expect(mine.json().data).toEqual({ count: 2, skipped: 0 });
    const foreign = await other.admin.request('PUT', '/api/issues/bulk/status', {
      ids: [issueId],
      status: 'cant_do',
    });
    expect(foreign.json().data).toEqual({ count: 0, skipped: 0 });
  });
});
