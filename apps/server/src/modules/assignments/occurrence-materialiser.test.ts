import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentOccurrences, assignments } from '../../db/schema';
import { rows } from '../../test/tenant-tables';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';
import { assignmentFixture, scheduleBody } from './assignments-test-kit';
import { workspacesDue } from './materialise.job';
import { materialiseWorkspace } from './occurrence-materialiser';

let t: AdminTestApp;
let ws: TestWorkspace;
let fixture: Awaited<ReturnType<typeof assignmentFixture>>;
beforeAll(async () => {
  // The runs are driven by hand at fixed instants: no worker may materialise on a save meanwhile.
  t = await createAdminTestApp({ env: { JOB_WORKERS: 'false' } });
  ws = await t.workspace();
  fixture = await assignmentFixture(ws.admin, 'M');
}, 60_000);
afterAll(() => t.close());

/** A daily 08:00 Berlin schedule (2 h window) of both fixture assets, its rule applying from `applies`. */
async function schedule(applies: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await ws.admin.request('POST', '/api/assignment/new', {
    ...scheduleBody(fixture, [{ kind: 'user', id: ws.admin.userId }]),
    ...extra,
  });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  const id: string = res.json().data.id;
  await t.db
    .update(assignments)
    .set({ ruleAppliesFrom: new Date(applies), sweepAt: new Date(applies) })
    .where(eq(assignments.id, id));
  return id;
}

/** Only this assignment stays active, so a run of the workspace touches it alone. */
async function only(id: string): Promise<void> {
  await t.db.execute(
    sql`update assignments set status = 'paused' where org_id = ${ws.orgId} and id <> ${id} and status = 'active'`,
  );
}

const occurrences = (id: string) =>
  rows<{ asset_id: string; start: string; end: string; valid: string | null; status: string; key: string }>(
    t.db,
    sql`select asset_id::text, to_char(window_start at time zone 'UTC', 'MM-DD"T"HH24:MI') as start,
          to_char(window_end at time zone 'UTC', 'MM-DD"T"HH24:MI') as "end",
          to_char(valid_until at time zone 'UTC', 'MM-DD"T"HH24:MI') as valid, status, assignee_key as key
        from assignment_occurrences where assignment_id = ${id} order by window_start, asset_id`,
  );

describe('occurrence materialiser (ADR 213)', () => {
  it('writes the next 7 days per asset across the spring change, each once, and marks overdue then missed', async () => {
    const id = await schedule('2026-03-27T00:00:00Z', { assignee_mode: 'only_one' });
    await only(id);
    const now = new Date('2026-03-28T06:30:00Z');
    const first = await materialiseWorkspace(t.db, ws.orgId, now);
    expect(first).toMatchObject({ assignments: 1, inserted: 16, removed: 0, overdue: 0, missed: 0 });
    const written = await occurrences(id);
    // 08:00 Berlin is 07:00 UTC until the change on 29 March, 06:00 UTC after it; 28 March … 4 April.
    expect([...new Set(written.map((o) => o.start))]).toEqual([
      '03-28T07:00',
      '03-29T06:00',
      '03-30T06:00',
      '03-31T06:00',
      '04-01T06:00',
      '04-02T06:00',
      '04-03T06:00',
      '04-04T06:00',
    ]);
    expect(written[0]).toMatchObject({ end: '03-28T09:00', valid: '03-29T06:00', status: 'to_do' });
    expect(new Set(written.map((o) => o.key))).toEqual(new Set([`user:${ws.admin.userId}`]));
    expect(new Set(written.map((o) => o.asset_id))).toEqual(new Set(fixture.assetIds));

    expect(await materialiseWorkspace(t.db, ws.orgId, now)).toMatchObject({ assignments: 0, inserted: 0 });
    const [row] = await t.db.select().from(assignments).where(eq(assignments.id, id));
    expect(row?.nextDue?.toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(row?.materializedUntil?.toISOString()).toBe('2026-04-04T06:30:00.000Z');
    // An hour before the window's end: its due-soon reminder.
    expect(row?.sweepAt?.toISOString()).toBe('2026-03-28T08:00:00.000Z');

    const late = await materialiseWorkspace(t.db, ws.orgId, new Date('2026-03-28T09:00:00Z'));
    expect(late).toMatchObject({ assignments: 1, inserted: 0, overdue: 2, missed: 0 });
    const next = await materialiseWorkspace(t.db, ws.orgId, new Date('2026-03-29T06:00:00Z'));
    expect(next).toMatchObject({ assignments: 1, inserted: 0, missed: 2 });
    const statuses = (await occurrences(id)).slice(0, 4).map((o) => o.status);
    expect(statuses).toEqual(['missed', 'missed', 'to_do', 'to_do']);
  });

  it('a server stopped for three days catches up at its first run without duplicates', async () => {
    const id = await schedule('2026-05-01T00:00:00Z');
    await only(id);
    const before = await materialiseWorkspace(t.db, ws.orgId, new Date('2026-05-01T05:00:00Z'));
    expect(before.inserted).toBe(14);
    // Back three days later, at the start of 4 May's window: 8–10 May are new; 1–3 May were never done.
    const back = await materialiseWorkspace(t.db, ws.orgId, new Date('2026-05-04T06:00:00Z'));
    expect(back).toMatchObject({ assignments: 1, inserted: 6, missed: 6 });
    const all = await occurrences(id);
    expect(all).toHaveLength(20);
    expect(new Set(all.map((o) => `${o.asset_id} ${o.start}`)).size).toBe(20);
    expect(all.filter((o) => o.status === 'missed').map((o) => o.start)).toEqual([
      '05-01T06:00',
      '05-01T06:00',
      '05-02T06:00',
      '05-02T06:00',
      '05-03T06:00',
      '05-03T06:00',
    ]);
    expect(all.filter((o) => o.status === 'to_do')).toHaveLength(14);
    await t.db
      .update(assignments)
      .set({ sweepAt: new Date(0) })
      .where(eq(assignments.id, id));
    expect(await materialiseWorkspace(t.db, ws.orgId, new Date('2026-05-04T06:00:00Z'))).toMatchObject({
      assignments: 1,
      inserted: 0,
    });
  });

  it('leaves paused assignments alone and starts afresh, without back-filling, when one is activated', async () => {
    const id = await schedule('2026-06-01T00:00:00Z');
    await only(id);
    await materialiseWorkspace(t.db, ws.orgId, new Date('2026-06-01T05:00:00Z'));
    expect((await ws.admin.request('POST', `/api/assignment/${id}/pause`)).statusCode).toBe(200);
    expect(await workspacesDue(t.db, new Date('2026-06-30T00:00:00Z'))).not.toContain(ws.orgId);
    expect(await materialiseWorkspace(t.db, ws.orgId, new Date('2026-06-20T05:00:00Z'))).toMatchObject({
      assignments: 0,
    });
    expect((await ws.admin.request('POST', `/api/assignment/${id}/active`)).statusCode).toBe(200);
    const [row] = await t.db.select().from(assignments).where(eq(assignments.id, id));
    expect(row?.materializedUntil).toBeNull();
    expect(await workspacesDue(t.db, new Date())).toContain(ws.orgId);
  });

  it('an edit from the next occurrence replaces the later untouched windows and keeps the open one', async () => {
    const id = await schedule('2026-03-27T00:00:00Z');
    await t.db.update(assignments).set({ ruleAppliesFrom: null }).where(eq(assignments.id, id));
    await only(id);
    await materialiseWorkspace(t.db, ws.orgId, new Date());
    const put = await ws.admin.request('PUT', `/api/assignment/${id}`, {
      ...scheduleBody(fixture, [{ kind: 'user', id: ws.admin.userId }]),
      recurrence: {
        frequency: 'daily',
        time_zone: 'Europe/Berlin',
        start: '2026-03-27T09:00',
        duration_minutes: 120,
      },
      apply_to: 'next',
    });
    expect(put.statusCode).toBe(200);
    const [row] = await t.db.select().from(assignments).where(eq(assignments.id, id));
    const applies = row?.ruleAppliesFrom ?? new Date();
    // Run at the instant the edit applies from, so the seven days ahead hold the same windows at any hour of the
    // test (run from the wall clock, between 07:00 and 08:00 UTC the horizon cut the seventh window off).
    const result = await materialiseWorkspace(t.db, ws.orgId, applies);
    expect(result.removed).toBeGreaterThan(0);
    const later = await t.db
      .select({ start: assignmentOccurrences.windowStart })
      .from(assignmentOccurrences)
      .where(eq(assignmentOccurrences.assignmentId, id));
    const starts = later.map((o) => o.start).filter((s) => s >= applies);
    expect(starts.length).toBe(14);
    // 09:00 Berlin in winter is 08:00 UTC.
    expect(new Set(starts.map((s) => s.toISOString().slice(11, 16)))).toEqual(new Set(['08:00']));
  });

  it('one run of several assignments gives each its own assets, assignee key and windows', async () => {
    const [first, second] = fixture.assetIds;
    const mine = await schedule('2026-07-01T00:00:00Z', { assignee_mode: 'only_one', assets: [first] });
    const dynamic = await schedule('2026-07-01T00:00:00Z', {
      assignee_mode: 'any',
      assets: [],
      dynamic_assets: {
        asset_type_id: fixture.typeId,
        conditions: [{ field: fixture.serial, operator: 'equals', value: 'S-2' }],
      },
    });
    const later = await schedule('2026-07-01T00:00:00Z', {
      assignee_mode: 'only_one',
      recurrence: {
        frequency: 'daily',
        time_zone: 'America/New_York',
        start: '2026-03-27T09:00',
        duration_minutes: 60,
      },
    });
    await only(mine);
    await t.db.execute(sql`update assignments set status = 'active' where id in (${dynamic}, ${later})`);
    const run = await materialiseWorkspace(t.db, ws.orgId, new Date('2026-07-01T05:00:00Z'));
    expect(run).toMatchObject({ assignments: 3, inserted: 7 + 7 + 14 });
    const [a, b, c] = await Promise.all([mine, dynamic, later].map(occurrences));
    expect(new Set(a?.map((o) => o.start))).toEqual(
      new Set([
        '07-01T06:00',
        '07-02T06:00',
        '07-03T06:00',
        '07-04T06:00',
        '07-05T06:00',
        '07-06T06:00',
        '07-07T06:00',
      ]),
    );
    expect(new Set(a?.map((o) => `${o.asset_id} ${o.key}`))).toEqual(
      new Set([`${first} user:${ws.admin.userId}`]),
    );
    expect(new Set(b?.map((o) => `${o.asset_id} ${o.key}`))).toEqual(new Set([`${second} any`]));
    // 09:00 New York in summer is 13:00 UTC, an hour long.
    expect(c?.[0]).toMatchObject({
      start: '07-01T13:00',
      end: '07-01T14:00',
      key: `user:${ws.admin.userId}`,
    });
    expect(c).toHaveLength(14);
    const stored = await t.db
      .select()
      .from(assignments)
      .where(sql`${assignments.id} in (${mine}, ${later})`);
    expect(stored.map((row) => row.nextDue?.toISOString()).sort()).toEqual([
      '2026-07-01T08:00:00.000Z',
      '2026-07-01T14:00:00.000Z',
    ]);
  });

  it('the sweep finds only workspaces with due assignments, across tenants', async () => {
    const other = await t.workspace({ name: 'Other' });
    const otherFixture = await assignmentFixture(other.admin, 'O');
    const created = await other.admin.request('POST', '/api/assignment/new', {
      ...scheduleBody(otherFixture, [{ kind: 'user', id: other.admin.userId }]),
    });
    expect(created.statusCode).toBe(201);
    const now = new Date(Date.now() + 60_000);
    const due = await workspacesDue(t.db, now);
    expect(due).toContain(other.orgId);
    await materialiseWorkspace(t.db, other.orgId, now);
    expect(await workspacesDue(t.db, now)).not.toContain(other.orgId);
  });
});
