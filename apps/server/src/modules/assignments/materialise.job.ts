import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import type { AppDeps } from '../../platform/deps';
import { defineJob } from '../../platform/jobs/job-definition';
import { defineSweep } from '../../platform/jobs/sweep-definition';
import { executeRows } from '../../platform/list-query/count-rows';
import { materialiseWorkspace } from './occurrence-materialiser';
import { sendReminders } from './occurrence-reminders';

/** Minutes between ticks of the occurrence sweep; also the period of its per-workspace singleton keys. */
export const OCCURRENCE_SWEEP_MINUTES = 5;
/** Workspaces one tick enqueues at most; the rest stay due and come with the next tick. */
const ORGS_PER_TICK = 5000;

/**
 * The per-workspace run of the materialiser and its reminders (ADR 213); `at` is the tick's time, so a retry
 * computes the same.
 */
export const materialiseOccurrencesJob = defineJob({
  name: 'assignments.materialise',
  data: z.object({ at: z.string().datetime() }),
  expireInSeconds: 10 * 60,
  // Mail cannot be unsent: claimed reminders are stamped before they go out, so a retry never repeats one.
  async run(data, context) {
    const { reminders, ...result } = await materialiseWorkspace(context.db, context.orgId, new Date(data.at));
    const reminded = reminders.length > 0 ? await sendReminders(context.deps, context.orgId, reminders) : 0;
    return { ...result, reminded };
  },
});

/**
 * Materialises an assignment right after its save, instead of at the next tick (ADR 213 addendum). The save's own
 * transaction made it due (`sweep_at = now`), so a lost enqueue only waits for the sweep; the key names the save,
 * so a repeated call for the same save queues nothing more, and the job itself is idempotent.
 */
export async function materialiseSoon(
  deps: AppDeps,
  orgId: string | null,
  saved: { id: string; updated_at: string },
): Promise<void> {
  if (!orgId) return;
  await deps.jobs.enqueue(
    materialiseOccurrencesJob,
    { at: new Date().toISOString() },
    {
      orgId,
      userId: null,
      singletonKey: `assignment:${saved.id}:${saved.updated_at}`,
      singletonSeconds: OCCURRENCE_SWEEP_MINUTES * 60,
    },
  );
}

/** The workspaces with an active assignment whose `sweep_at` has come: one index range read across tenants. */
export async function workspacesDue(db: Db, at: Date, limit = ORGS_PER_TICK): Promise<string[]> {
  const due = await executeRows<{ org_id: string }>(
    db,
    sql`select org_id from assignment_orgs_due(${at.toISOString()}::timestamptz, ${limit}::int)`,
  );
  return due.map((row) => row.org_id);
}

/**
 * Every five minutes: one job per workspace with due assignments, throttled per workspace to one per period
 * (pg-boss's singleton slot) so that a repeated tick of the same period queues nothing new; a server started after days away catches up at its
 * first tick (the materialiser writes the windows it missed, then marks them).
 */
export const occurrenceSweep = defineSweep({
  name: 'assignments.materialise-sweep',
  cron: `*/${OCCURRENCE_SWEEP_MINUTES} * * * *`,
  async run({ db, at, enqueue }) {
    for (const orgId of await workspacesDue(db, at)) {
      await enqueue(
        materialiseOccurrencesJob,
        { at: at.toISOString() },
        { orgId, userId: null, singletonKey: orgId, singletonSeconds: OCCURRENCE_SWEEP_MINUTES * 60 },
      );
    }
  },
});
