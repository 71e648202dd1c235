import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFilter } from '@fieldbook/domain';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';

/**
 * The list filtered by assignee (ADR 212, migration 0026): one assignee is read through the assignee index, with
 * the status and creation time copied onto each assignment; it must answer exactly what the filter means, after
 * status changes single and in bulk, reassignments, in both sort directions and on every page.
 */
let t: AdminTestApp;
let ws: TestWorkspace;
let groupId: string;
/** Oldest first. */
const made: { id: string; title: string }[] = [];

beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace();
  groupId = (await ws.admin.request('POST', '/api/user/group/add', { name_lang: 'Riggers' })).json().data.id;
  for (let n = 1; n <= 14; n += 1) {
    const assignees = [
      ...(n % 2 ? [{ kind: 'user', id: ws.admin.userId }] : []),
      ...(n % 3 ? [{ kind: 'group', id: groupId }] : []),
    ];
    const res = await ws.admin.request('POST', '/api/issues', { title: `Issue ${n}`, assignees });
    expect(res.statusCode, res.body).toBe(201);
    made.push({ id: res.json().data.id, title: `Issue ${n}` });
  }
});
afterAll(() => t.close());

async function titles(filter: Record<string, unknown>, extra = '') {
  const res = await ws.admin.request(
    'GET',
    `/api/issues?filter=${encodeURIComponent(encodeFilter(filter as never))}${extra}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return {
    titles: (body.list as { title: string }[]).map((i) => i.title),
    total: body.pagination.total as number,
  };
}

const assignedTo = (id: string) => ({ assignee: { operator: 'exists-in', value: [id], not: false } });
const inStatus = (...status: string[]) => ({ status: { operator: 'exists-in', value: status, not: false } });

describe('the issue list by assignee', () => {
  it('answers one assignee (member or group) with or without a status, newest first, paged, both directions', async () => {
    const newest = (keep: (n: number) => boolean) =>
      made
        .filter((_, i) => keep(i + 1))
        .map((m) => m.title)
        .reverse();
    const mine = newest((n) => n % 2 === 1);
    const theirs = newest((n) => n % 3 !== 0);
    expect(await titles(assignedTo(ws.admin.userId))).toEqual({ titles: mine, total: 7 });
    expect(await titles(assignedTo(groupId))).toEqual({ titles: theirs, total: 10 });
    const second = await titles(assignedTo(groupId), '&limit=10&page=2&sort=created_at:asc');
    expect(second).toEqual({ titles: [], total: 10 });
    const firstAsc = await titles(assignedTo(groupId), '&limit=10&sort=created_at:asc');
    expect(firstAsc.titles).toEqual([...theirs].reverse());
    expect((await titles({ ...assignedTo(groupId), ...inStatus('to_do') })).total).toBe(10);
    expect((await titles({ ...assignedTo(groupId), ...inStatus('complete') })).total).toBe(0);
  });

  it('follows status changes (single and bulk) and reassignments in the same transaction', async () => {
    const [one, two, three, four] = made;
    await ws.admin.request('PUT', `/api/issues/${one?.id}/status`, { status: 'complete' });
    const bulk = await ws.admin.request('PUT', '/api/issues/bulk/status', {
      ids: [two?.id, four?.id],
      status: 'in_progress',
    });
    expect(bulk.json().data.count).toBe(2);
    expect(await titles({ ...assignedTo(groupId), ...inStatus('in_progress') })).toEqual({
      titles: ['Issue 4', 'Issue 2'],
      total: 2,
    });
    expect(await titles({ ...assignedTo(groupId), ...inStatus('complete', 'in_progress') })).toEqual({
      titles: ['Issue 4', 'Issue 2', 'Issue 1'],
      total: 3,
    });
    const odd = ['Issue 13', 'Issue 11', 'Issue 9', 'Issue 7', 'Issue 5'];
    expect((await titles({ ...assignedTo(ws.admin.userId), ...inStatus('to_do') })).titles).toEqual([
      ...odd,
      'Issue 3',
    ]);
    await ws.admin.request('PUT', '/api/issues/bulk/assignees', {
      ids: [three?.id],
      assignees: [{ kind: 'group', id: groupId }],
    });
    await ws.admin.request('PUT', `/api/issues/${three?.id}/status`, { status: 'cant_do' });
    expect((await titles({ ...assignedTo(groupId), ...inStatus('cant_do') })).titles).toEqual(['Issue 3']);
    expect((await titles({ ...assignedTo(ws.admin.userId), ...inStatus('to_do') })).titles).toEqual(odd);
    const sorted = await titles(
      { ...assignedTo(groupId), ...inStatus('to_do', 'cant_do') },
      '&sort=title:desc',
    );
    expect(sorted.titles).toEqual([
      'Issue 8',
      'Issue 7',
      'Issue 5',
      'Issue 3',
      'Issue 14',
      'Issue 13',
      'Issue 11',
      'Issue 10',
    ]);
  });
});
