import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, users } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { createMailer } from '../../platform/mail/mailer';
import { outboxOf } from '../../test/outbox';
import {
  createAdminTestApp,
  type AdminTestApp,
  type Client,
  type TestWorkspace,
} from '../users/admin-test-app';
import { assignmentFixture, scheduleBody } from './assignments-test-kit';
import { materialiseWorkspace } from './occurrence-materialiser';
import { sendReminders } from './occurrence-reminders';

let t: AdminTestApp;
let ws: TestWorkspace;
let inspector: Client;
let deps: AppDeps;
let fixture: Awaited<ReturnType<typeof assignmentFixture>>;
beforeAll(async () => {
  // The runs are driven by hand at fixed instants: no worker may materialise on a save meanwhile.
  t = await createAdminTestApp({ env: { JOB_WORKERS: 'false' } });
  ws = await t.workspace();
  fixture = await assignmentFixture(ws.admin, 'N');
  inspector = await t.member(ws, { permissions: [] });
  await t.db.update(users).set({ locale: 'de' }).where(eq(users.id, inspector.userId));
  // The parts of the app's services reminders use: the database, the public address and the outbox mailer.
  deps = {
    db: t.db,
    config: { publicUrl: 'https://fieldbook.test' },
    mailer: createMailer({ db: t.db, from: 'fieldbook@example.com' }),
  } as unknown as AppDeps;
}, 60_000);
afterAll(() => t.close());

async function run(at: string): Promise<number> {
  const { reminders } = await materialiseWorkspace(t.db, ws.orgId, new Date(at));
  return sendReminders(deps, ws.orgId, reminders);
}

const mailsTo = async (email: string) => (await outboxOf(t.db).messages()).filter((m) => m.to === email);

describe('reminders (ADR 213)', () => {
  it('mails due soon and overdue once each, in the recipient language, with a link to My inspections', async () => {
    const res = await ws.admin.request('POST', '/api/assignment/new', {
      ...scheduleBody(fixture, [{ kind: 'user', id: inspector.userId }]),
      title: 'Morning round',
    });
    expect(res.statusCode).toBe(201);
    const id: string = res.json().data.id;
    await t.db
      .update(assignments)
      .set({ ruleAppliesFrom: new Date('2026-03-27T00:00:00Z'), sweepAt: new Date('2026-03-27T00:00:00Z') })
      .where(eq(assignments.id, id));
    await t.db.execute(
      sql`update assignments set status = 'paused' where org_id = ${ws.orgId} and id <> ${id} and status = 'active'`,
    );
    const [person] = await t.db.select().from(users).where(eq(users.id, inspector.userId));
    const email = person?.email ?? '';

    // 28 March: the window is 07:00–09:00 UTC; nothing is due before 08:00 UTC.
    expect(await run('2026-03-28T06:30:00Z')).toBe(0);
    expect(await run('2026-03-28T08:00:00Z')).toBe(1);
    expect(await run('2026-03-28T08:30:00Z')).toBe(0);
    const [dueSoon] = await mailsTo(email);
    expect(dueSoon?.subject).toBe('Bald fällige Inspektionen: Morning round');
    expect(dueSoon?.text).toContain('N forklift 1 — fällig');
    expect(dueSoon?.text).toContain('N forklift 2 — fällig');
    expect(dueSoon?.links).toEqual(['https://fieldbook.test/assignment/my-inspections']);

    expect(await run('2026-03-28T09:00:00Z')).toBe(1);
    expect(await run('2026-03-28T09:05:00Z')).toBe(0);
    const all = await mailsTo(email);
    expect(all.map((m) => m.subject).sort()).toEqual([
      'Bald fällige Inspektionen: Morning round',
      'Überfällige Inspektionen: Morning round',
    ]);
    const [assignment] = await t.db.select().from(assignments).where(eq(assignments.id, id));
    // The next instant it needs a run: the 29 March window's due-soon mail, an hour before its 08:00 UTC end.
    expect(assignment?.sweepAt?.toISOString()).toBe('2026-03-29T06:00:00.000Z');
  });
});
