import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyInspection } from '@fieldbook/domain';
import { assignmentOccurrences, assignments, inspectionCollaborators, inspections } from '../../db/schema';
import { publishTestTemplate, valueChange, type TestTemplate } from '../inspections/inspections-test-kit';
import {
  createAdminTestApp,
  type AdminTestApp,
  type Client,
  type TestWorkspace,
} from '../users/admin-test-app';
import { assignmentFixture } from './assignments-test-kit';
import { materialiseWorkspace } from './occurrence-materialiser';

let t: AdminTestApp;
let ws: TestWorkspace;
let other: TestWorkspace;
let tpl: TestTemplate;
let fixture: Awaited<ReturnType<typeof assignmentFixture>>;
let first: Client;
let second: Client;
let outsider: Client;
beforeAll(async () => {
  // The runs are driven by hand at fixed instants: no worker may materialise on a save meanwhile.
  t = await createAdminTestApp({ env: { JOB_WORKERS: 'false' } });
  ws = await t.workspace();
  other = await t.workspace({ name: 'Other' });
  fixture = await assignmentFixture(ws.admin, 'R');
  tpl = await publishTestTemplate(ws.admin, 'Occurrence check');
  first = await t.member(ws, { permissions: [] });
  second = await t.member(ws, { permissions: [] });
  outsider = await t.member(ws, { permissions: [] });
}, 60_000);
afterAll(() => t.close());

/** An assignment of the test template for both fixture assets and both inspectors, materialised now. */
async function assignment(extra: Record<string, unknown>): Promise<string> {
  const res = await ws.admin.request('POST', '/api/assignment/new', {
    title: 'Check now',
    template_id: tpl.id,
    type: 'direct',
    start_at: new Date(Date.now() - 3_600_000).toISOString(),
    end_at: new Date(Date.now() + 3_600_000).toISOString(),
    assignees: [
      { kind: 'user', id: first.userId },
      { kind: 'user', id: second.userId },
    ],
    assets: fixture.assetIds,
    ...extra,
  });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  await materialiseWorkspace(t.db, ws.orgId, new Date());
  return res.json().data.id;
}

async function occurrenceOf(assignmentId: string, assetId: string) {
  const all = await t.db
    .select()
    .from(assignmentOccurrences)
    .where(eq(assignmentOccurrences.assignmentId, assignmentId));
  const found = all.find((o) => o.assetId === assetId);
  if (!found) throw new Error('no occurrence');
  return found;
}

const start = (
  client: Client,
  occurrenceId: string | null,
  extra: Record<string, unknown> = {},
  lang = 'en',
) =>
  client.request(
    'POST',
    '/api/inspections',
    {
      id: randomUUID(),
      template_id: tpl.id,
      timezone: 'Europe/Berlin',
      occurrence_id: occurrenceId,
      ...extra,
    },
    { headers: { 'accept-language': lang } },
  );

async function complete(client: Client, inspectionId: string): Promise<void> {
  const answered = await client.request('POST', `/api/inspections/${inspectionId}/changes`, {
    changes: [valueChange(tpl.items.text.id, 'all good')],
  });
  expect(answered.statusCode, answered.body).toBe(200);
  const done = await client.request('POST', `/api/inspections/${inspectionId}/complete`, {});
  expect(done.statusCode, done.body).toBe(200);
}

describe('inspections from occurrences (ADR 213)', () => {
  it('links the inspection, refuses a second start in restricted mode (422, localised), marks it done', async () => {
    const id = await assignment({ restricted_mode: true });
    const occurrence = await occurrenceOf(id, fixture.assetIds[0]!);
    const started = await start(first, occurrence.id);
    expect(started.statusCode, started.body).toBe(201);
    const inspection = started.json().data;
    const [linked] = await t.db.select().from(inspections).where(eq(inspections.id, inspection.id));
    expect(linked).toMatchObject({ assignmentId: id, templateId: tpl.id, assetId: fixture.assetIds[0] });
    expect((await occurrenceOf(id, fixture.assetIds[0]!)).inspectionId).toBe(inspection.id);

    const again = await start(second, occurrence.id, {}, 'de');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error_code: 'AST_RESTRICTED_IN_PROGRESS' });
    expect(again.json().message).toMatch(/Eingeschränkter Modus/);
    const plain = await start(second, null, { asset_id: fixture.assetIds[0] });
    expect(plain.statusCode).toBe(422);
    expect(plain.json().message).toMatch(/Restricted mode/);

    await complete(first, inspection.id);
    expect((await occurrenceOf(id, fixture.assetIds[0]!)).status).toBe('done');
    expect((await start(second, null, { asset_id: fixture.assetIds[0] })).statusCode).toBe(201);
  });

  it('refuses a member who is not an assignee (403), an unknown or foreign occurrence (422), 401 signed out', async () => {
    const id = await assignment({});
    const occurrence = await occurrenceOf(id, fixture.assetIds[1]!);
    expect((await start(outsider, occurrence.id)).statusCode).toBe(403);
    const unknown = await start(first, randomUUID());
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data).toHaveProperty('occurrence_id');
    expect((await start(first, occurrence.id, { asset_id: fixture.assetIds[0] })).statusCode).toBe(422);
    expect((await start(other.admin, occurrence.id)).statusCode).toBe(422);
    const anonymous = await t.anonymous('POST', '/api/inspections', {
      id: randomUUID(),
      template_id: tpl.id,
      timezone: 'Europe/Berlin',
      occurrence_id: occurrence.id,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('collaborative: the first starts, the next continues the same inspection as a collaborator', async () => {
    const id = await assignment({ collaborative: true });
    const occurrence = await occurrenceOf(id, fixture.assetIds[1]!);
    const started = await start(first, occurrence.id);
    expect(started.statusCode).toBe(201);
    const joined = await start(second, occurrence.id);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data.id).toBe(started.json().data.id);
    const collaborators = await t.db
      .select()
      .from(inspectionCollaborators)
      .where(eq(inspectionCollaborators.inspectionId, started.json().data.id));
    expect(collaborators.map((c) => c.userId)).toEqual([second.userId]);
    await complete(second, started.json().data.id);
    expect((await occurrenceOf(id, fixture.assetIds[1]!)).status).toBe('done');
  });

  it('auto-finish closes a one-off assignment once every assigned asset has a completed report', async () => {
    const id = await assignment({ auto_finish: true });
    for (const [n, assetId] of fixture.assetIds.entries()) {
      const started = await start(n === 0 ? first : second, (await occurrenceOf(id, assetId)).id);
      expect(started.statusCode).toBe(201);
      const [before] = await t.db.select().from(assignments).where(eq(assignments.id, id));
      expect(before?.status).toBe('active');
      await complete(n === 0 ? first : second, started.json().data.id);
    }
    const [after] = await t.db.select().from(assignments).where(eq(assignments.id, id));
    expect(after).toMatchObject({ status: 'finished', nextDue: null });
    expect(after?.finishedAt).toBeInstanceOf(Date);
  });
});

describe('GET /assignment/my-inspections and the detail progress (ADR 213)', () => {
  const mine = (client: Client, query = '') =>
    client.request('GET', `/api/assignment/my-inspections${query}`);

  it('answers the inspector to do, in progress and done, with template, asset and window; managers see counts', async () => {
    const id = await assignment({ title: 'Mine' });
    const listed = await mine(first);
    expect(listed.statusCode, listed.body).toBe(200);
    const ofIt = (rows: MyInspection[]) => rows.filter((r) => r.assignment.id === id);
    const rows = ofIt(listed.json().data);
    const firstRow = rows[0]!;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      state: 'to_do',
      assignment: { id, name: 'Mine' },
      template: { id: tpl.id, name: 'Occurrence check' },
      asset: { id: expect.any(String), name: expect.stringContaining('forklift') },
      window_start: expect.any(String),
      window_end: expect.any(String),
      inspection_id: null,
    });
    const started = await start(first, firstRow.occurrence_id);
    const afterStart = ofIt((await mine(first, '?state=in_progress')).json().data);
    expect(afterStart.map((r) => r.occurrence_id)).toEqual([firstRow.occurrence_id]);
    await complete(first, started.json().data.id);
    const done = await mine(second, '?state=done');
    expect(ofIt(done.json().data)).toHaveLength(1);
    expect(done.json().counts.done).toBeGreaterThanOrEqual(1);

    const detail = await ws.admin.request('GET', `/api/assignment/${id}`);
    expect(detail.json().data.progress).toEqual({ to_do: 1, overdue: 0, in_progress: 0, missed: 0, done: 1 });
  });

  it('shows nothing to members who are not assignees nor to another workspace; 422 on a bad state; 401', async () => {
    const id = await assignment({ title: 'Not yours' });
    const ofIt = (res: { json(): { data: { assignment: { id: string } }[] } }) =>
      res.json().data.filter((r) => r.assignment.id === id);
    expect(ofIt(await mine(outsider))).toEqual([]);
    const foreign = await mine(other.admin);
    expect(foreign.statusCode).toBe(200);
    expect(ofIt(foreign)).toEqual([]);
    expect((await other.admin.request('GET', `/api/assignment/${id}`)).statusCode).toBe(404);
    const bad = await mine(first, '?state=later');
    expect(bad.statusCode).toBe(422);
    expect((await t.anonymous('GET', '/api/assignment/my-inspections')).statusCode).toBe(401);
  });
});
