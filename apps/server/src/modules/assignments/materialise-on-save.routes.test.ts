import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsDone } from '../../test/jobs-done';
import { assignmentOccurrences, jobs } from '../../db/schema';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';
import { assignmentFixture, scheduleBody } from './assignments-test-kit';

let t: AdminTestApp;
let ws: TestWorkspace;
let fixture: Awaited<ReturnType<typeof assignmentFixture>>;
beforeAll(async () => {
  // Workers on, as in a server: the save's job runs here; the five-minute sweep is never called.
  t = await createAdminTestApp();
  ws = await t.workspace();
  fixture = await assignmentFixture(ws.admin, 'S');
}, 60_000);
afterAll(() => t.close());

/** Waits until the workspace's materialise jobs are done (none queued or running). */
const materialiseJobsDone = () => jobsDone(t.db, ws.orgId, 'assignments.materialise');

/** The assignment's `to_do` occurrences that have not begun yet. */
const upcoming = (id: string) =>
  t.db
    .select({ assetId: assignmentOccurrences.assetId, start: assignmentOccurrences.windowStart })
    .from(assignmentOccurrences)
    .where(
      and(
        eq(assignmentOccurrences.assignmentId, id),
        eq(assignmentOccurrences.status, 'to_do'),
        gt(assignmentOccurrences.windowStart, sql`now()`),
      ),
    );

const jobCount = async () =>
  (
    await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.orgId, ws.orgId), eq(jobs.name, 'assignments.materialise')))
  ).length;

describe('occurrences on save (ADR 213 addendum)', () => {
  it('a created schedule has its next 7 days at once; a pause takes back the future ones, activating restores them', async () => {
    const created = await ws.admin.request(
      'POST',
      '/api/assignment/new',
      scheduleBody(fixture, [{ kind: 'user', id: ws.admin.userId }]),
    );
    expect(created.statusCode).toBe(201);
    const id: string = created.json().data.id;
    // The save queued its own job (the sweep's are per workspace and period; no tick ran here).
    expect(await jobCount()).toBe(1);
    await materialiseJobsDone();
    const written = await upcoming(id);
    // Daily 08:00 Berlin, two assets, seven days ahead: 7 (or 8 at the horizon's edge) windows each.
    expect(written.length).toBeGreaterThanOrEqual(14);
    expect(new Set(written.map((o) => o.assetId))).toEqual(new Set(fixture.assetIds));

    expect((await ws.admin.request('POST', `/api/assignment/${id}/pause`)).statusCode).toBe(200);
    expect(await upcoming(id)).toHaveLength(0);

    expect((await ws.admin.request('POST', `/api/assignment/${id}/active`)).statusCode).toBe(200);
    await materialiseJobsDone();
    expect((await upcoming(id)).length).toBe(written.length);
    expect(await jobCount()).toBe(2);
  });

  it('an edit is materialised at once: a new asset gets its windows without a sweep', async () => {
    const created = await ws.admin.request('POST', '/api/assignment/new', {
      ...scheduleBody(fixture, [{ kind: 'user', id: ws.admin.userId }]),
      assets: [fixture.assetIds[0]],
    });
    const id: string = created.json().data.id;
    await materialiseJobsDone();
    const before = await upcoming(id);
    expect(new Set(before.map((o) => o.assetId))).toEqual(new Set([fixture.assetIds[0]]));
    const put = await ws.admin.request('PUT', `/api/assignment/${id}`, {
      ...scheduleBody(fixture, [{ kind: 'user', id: ws.admin.userId }]),
      apply_to: 'next',
    });
    expect(put.statusCode).toBe(200);
    await materialiseJobsDone();
    const after = await upcoming(id);
    expect(new Set(after.map((o) => o.assetId))).toEqual(new Set(fixture.assetIds));
    expect(after.length).toBe(before.length * 2);
  });
});
