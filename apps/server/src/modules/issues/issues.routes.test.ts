import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFilter } from '@fieldbook/domain';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';
import { uploadIssuePhoto } from './issues-test-kit';

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let category: { id: string; subcategories: { id: string; name: string }[] };
let plain: { id: string };
let groupId: string;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace();
  other = await t.workspace({ name: 'Other' });
  category = (
    await ws.admin.request('POST', '/api/issue/category/new', {
      name: 'Safety',
      has_subcategories: true,
      subcategories: [{ name: 'Rails' }, { name: 'Ladders' }],
    })
  ).json().data;
  plain = (await ws.admin.request('POST', '/api/issue/category/new', { name: 'Cleaning' })).json().data;
  groupId = (await ws.admin.request('POST', '/api/user/group/add', { name_lang: 'Welders' })).json().data.id;
});
afterAll(() => t.close());

const list = (query: Record<string, unknown> = {}) =>
  ws.admin.request('GET', `/api/issues?filter=${encodeURIComponent(encodeFilter(query as never))}`);

describe('issues', () => {
  it('creates, lists with filters, edits fields, moves status and comments with a photo, timeline newest last', async () => {
    const created = await ws.admin.request('POST', '/api/issues', {
      title: 'Broken guard rail',
      description: 'North stairs',
      due_at: '2026-12-04T16:00:00Z',
      priority: 'high',
      category_id: category.id,
      subcategory_id: category.subcategories[0]?.id,
      labels: ['stairs'],
      assignees: [{ kind: 'group', id: groupId }],
    });
    expect(created.statusCode).toBe(201);
    const issue = created.json().data;
    expect(issue).toMatchObject({
      title: 'Broken guard rail',
      status: 'to_do',
      status_group: 'open',
      priority: 'high',
      category: { id: category.id, name: 'Safety' },
      subcategory: { name: 'Rails' },
      assignees: [{ kind: 'group', id: groupId, name: 'Welders' }],
      created_by: { id: ws.admin.userId },
      inspection_id: null,
    });
    expect(issue.timeline.map((e: { kind: string }) => e.kind)).toEqual(['created']);
    await ws.admin.request('POST', '/api/issues', {
      title: 'Dusty floor',
      priority: 'low',
      category_id: plain.id,
    });

    const byStatus = (await list({ status: { operator: 'exists-in', value: ['to_do'] } })).json();
    expect(byStatus.pagination.total).toBe(2);
    expect(byStatus.table_name).toBe('issues');
    const byAssignee = (await list({ assignee: { operator: 'exists-in', value: [groupId] } })).json();
    expect(byAssignee.list.map((i: { title: string }) => i.title)).toEqual(['Broken guard rail']);
    const byPriority = (await list({ priority: { operator: 'exists-in', value: ['low'] } })).json();
    expect(byPriority.list.map((i: { title: string }) => i.title)).toEqual(['Dusty floor']);
    const byCategory = (await list({ category_id: { operator: 'exists-in', value: [category.id] } })).json();
    expect(byCategory.pagination.total).toBe(1);
    const due = (await list({ due_at: { operator: 'lesser', value: '2027-01-01' } })).json();
    expect(due.pagination.total).toBe(1);

    const edited = await ws.admin.request('PUT', `/api/issues/${issue.id}`, {
      title: 'Broken guard rail, level 2',
      subcategory_id: category.subcategories[1]?.id,
      assignees: [{ kind: 'user', id: ws.admin.userId }],
      risk: 'High',
    });
    expect(edited.statusCode).toBe(200);
    const moved = await ws.admin.request('PUT', `/api/issues/${issue.id}/status`, { status: 'complete' });
    expect(moved.json().data).toMatchObject({ status: 'complete', status_group: 'closed' });
    const photo = await uploadIssuePhoto(ws.admin, issue.id);
    expect(photo.statusCode).toBe(201);
    const fileId = photo.json().data.id;
    const commented = await ws.admin.request('POST', `/api/issues/${issue.id}/comments`, {
      text: 'Welded on Friday',
      file_ids: [fileId],
    });
    expect(commented.statusCode).toBe(201);
    expect(commented.json().data).toMatchObject({ kind: 'comment', text: 'Welded on Friday' });
    const timeline = (await ws.admin.request('GET', `/api/issues/${issue.id}`)).json().data.timeline;
    expect(timeline.map((e: { kind: string; field: string | null }) => e.field ?? e.kind)).toEqual([
      'created',
      'title',
      'subcategory',
      'risk',
      'assignees',
      'status',
      'comment',
    ]);
    expect(timeline.at(-1)).toMatchObject({
      text: 'Welded on Friday',
      files: [{ id: fileId, mime: 'image/png' }],
    });
    expect(timeline[5]).toMatchObject({ from: 'to_do', to: 'complete' });
    const served = await ws.admin.request('GET', `/api/issues/${issue.id}/media/${fileId}`);
    expect(served.statusCode).toBe(200);
    const again = await ws.admin.request('POST', `/api/issues/${issue.id}/comments`, {
      text: '',
      file_ids: [fileId],
    });
    expect(again.statusCode).toBe(422);
  });

  it('changes status, assignees and due date in bulk, one event per changed issue', async () => {
    const ids = await Promise.all(
      ['One', 'Two'].map(
        async (title) => (await ws.admin.request('POST', '/api/issues', { title })).json().data.id as string,
      ),
    );
    const status = await ws.admin.request('PUT', '/api/issues/bulk/status', { ids, status: 'in_progress' });
    expect(status.json().data.count).toBe(2);
    const assignees = await ws.admin.request('PUT', '/api/issues/bulk/assignees', {
      ids,
      assignees: [{ kind: 'user', id: ws.admin.userId }],
    });
    expect(assignees.json().data.count).toBe(2);
    const dueDate = await ws.admin.request('PUT', '/api/issues/bulk/due-date', {
      ids,
      due_at: '2027-01-15T00:00:00Z',
    });
    expect(dueDate.json().data.count).toBe(2);
    const detail = (await ws.admin.request('GET', `/api/issues/${ids[0]}`)).json().data;
    expect(detail).toMatchObject({
      status: 'in_progress',
      due_at: '2027-01-15T00:00:00.000Z',
      assignees: [{ kind: 'user', id: ws.admin.userId }],
    });
    expect(detail.timeline.map((e: { kind: string; field: string | null }) => e.field ?? e.kind)).toEqual([
      'created',
      'status',
      'assignees',
      'due_at',
    ]);
    const same = await ws.admin.request('PUT', '/api/issues/bulk/status', { ids, status: 'in_progress' });
    expect(same.json().data.count).toBe(0);
  });

  it('answers 422 in the caller’s language and writes nothing', async () => {
    const before = (await list()).json().pagination.total;
    const de = { headers: { 'accept-language': 'de' } };
    const noTitle = await ws.admin.request('POST', '/api/issues', { title: '' }, de);
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json().data.title).toMatch(/erforderlich|Pflicht/i);
    const wrongSub = await ws.admin.request('POST', '/api/issues', {
      title: 'x',
      category_id: plain.id,
      subcategory_id: category.subcategories[0]?.id,
    });
    expect(wrongSub.statusCode).toBe(422);
    const foreignUser = await ws.admin.request('POST', '/api/issues', {
      title: 'x',
      assignees: [{ kind: 'user', id: other.admin.userId }],
    });
    expect(foreignUser.json().data).toHaveProperty('assignees');
    const archived = (await ws.admin.request('POST', '/api/issue/category/new', { name: 'Old' })).json().data;
    await ws.admin.request('PUT', `/api/issue/category/${archived.id}/archive`);
    const onArchived = await ws.admin.request('POST', '/api/issues', {
      title: 'x',
      category_id: archived.id,
    });
    expect(onArchived.statusCode).toBe(422);
    const badStatus = await ws.admin.request('PUT', '/api/issues/bulk/status', { ids: [], status: 'done' });
    expect(badStatus.statusCode).toBe(422);
    expect((await list()).json().pagination.total).toBe(before);
  });

  it('refuses the signed-out (401), members without the permission (403) and other workspaces (404)', async () => {
    const issue = (await ws.admin.request('POST', '/api/issues', { title: 'Private' })).json().data;
    expect((await t.anonymous('GET', '/api/issues')).statusCode).toBe(401);
    expect((await t.anonymous('GET', `/api/issues/${issue.id}`)).statusCode).toBe(401);
    const nobody = await t.member(ws, { permissions: [] });
    expect((await nobody.request('GET', '/api/issues')).statusCode).toBe(403);
    expect((await nobody.request('POST', '/api/issues', { title: 'x' })).statusCode).toBe(403);
    const lister = await t.member(ws, { permissions: ['ACT_VIEW_ISSUE_LIST'] });
    expect((await lister.request('GET', '/api/issues')).statusCode).toBe(200);
    expect((await lister.request('GET', `/api/issues/${issue.id}`)).statusCode).toBe(403);
    expect(
      (await lister.request('PUT', `/api/issues/${issue.id}/status`, { status: 'complete' })).statusCode,
    ).toBe(403);
    expect((await other.admin.request('GET', `/api/issues/${issue.id}`)).statusCode).toBe(404);
    expect((await other.admin.request('PUT', `/api/issues/${issue.id}`, { title: 'Mine' })).statusCode).toBe(
      404,
    );
    expect(
      (await other.admin.request('PUT', `/api/issues/${issue.id}/status`, { status: 'complete' })).statusCode,
    ).toBe(404);
    expect(
      (await other.admin.request('POST', `/api/issues/${issue.id}/comments`, { text: 'hi' })).statusCode,
    ).toBe(404);
    expect((await uploadIssuePhoto(other.admin, issue.id)).statusCode).toBe(404);
    const bulk = await other.admin.request('PUT', '/api/issues/bulk/status', {
      ids: [issue.id],
      status: 'complete',
    });
    expect(bulk.json().data.count).toBe(0);
    expect((await ws.admin.request('GET', `/api/issues/${issue.id}`)).json().data.status).toBe('to_do');
  });
});
