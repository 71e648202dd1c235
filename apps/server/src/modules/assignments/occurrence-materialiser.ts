import { and, asc, eq, lte } from 'drizzle-orm';
import { assignmentNextDue } from '@fieldbook/domain/assignments';
import { assignments } from '../../db/schema';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant } from '../../platform/db/tenancy';
import { materialiseInputs } from './materialise-inputs';
import {
  insertOccurrences,
  markOpen,
  nextOpenMarks,
  removeStale,
  storeMarks,
  type AssignmentPlan,
} from './materialise-writes';
import { claimReminders, type ClaimedReminder } from './occurrence-reminders';
import { windowsBetween } from './occurrence-windows';

/** How far ahead occurrences exist, when they are topped up, and how far back a lapsed server catches up. */
export const MATERIALISE = {
  aheadMs: 7 * 24 * 3_600_000,
  refillMs: 24 * 3_600_000,
  catchUpMs: 31 * 24 * 3_600_000,
  /** Assignments one job run handles; the rest stay due and the next tick continues. */
  batch: 500,
} as const;

type AssignmentRow = typeof assignments.$inferSelect;

/** What one run did, as the job's result. */
export interface MaterialiseResult {
  assignments: number;
  inserted: number;
  removed: number;
  overdue: number;
  missed: number;
}

/** A per-run cache: inputs with the same key (a rule shared by many assignments) are computed once. */
function memoised<A extends unknown[], V>(
  key: (...args: A) => string,
  compute: (...args: A) => V,
): (...args: A) => V {
  const seen = new Map<string, V>();
  return (...args) => {
    const k = key(...args);
    if (!seen.has(k)) seen.set(k, compute(...args));
    return seen.get(k) as V;
  };
}

/** What the windows and the next due time of an assignment depend on, as a cache key. */
const ruleKey = (a: AssignmentRow) => JSON.stringify([a.status, a.type, a.recurrence, a.startAt, a.endAt]);

function nextDueOf(a: AssignmentRow, now: Date): Date | null {
  const due = assignmentNextDue(
    {
      status: a.status,
      type: a.type,
      recurrence: a.recurrence ?? null,
      start_at: a.startAt?.toISOString() ?? null,
      end_at: a.endAt?.toISOString() ?? null,
    },
    now,
  );
  return due ? new Date(due) : null;
}

/**
 * Where an assignment's windows start at `now`: where the last run stopped or, after an edit reset
 * `materialized_until`, when the rule applies (never back-filling a window already closed); at most 31 days back.
 */
function windowsFrom(a: AssignmentRow, now: Date): Date {
  const applies = a.ruleAppliesFrom ?? a.createdAt;
  if (a.materializedUntil) {
    const floor = now.getTime() - MATERIALISE.catchUpMs;
    return new Date(Math.max(a.materializedUntil.getTime(), applies.getTime(), floor));
  }
  const open = now.getTime() - (a.recurrence?.duration_minutes ?? 0) * 60_000;
  return new Date(Math.max(applies.getTime(), open));
}

/**
 * Brings a run's active assignments up to date at `now` in a fixed number of statements (ADR 213 and its
 * addendum): reads their assets and assignees at once, expands each distinct rule once, writes all windows up to
 * the horizon in one insert, removes untouched `to_do` occurrences that edited rules or asset sets no longer
 * have, marks missed and overdue, and stores `next_due`, `materialized_until` and the next `sweep_at`.
 */
async function materialiseRun(
  tx: Tx,
  orgId: string,
  due: AssignmentRow[],
  now: Date,
  result: MaterialiseResult,
): Promise<void> {
  const horizon = new Date(now.getTime() + MATERIALISE.aheadMs);
  const inputs = await materialiseInputs(tx, due);
  const windowsOf = memoised(
    (a: AssignmentRow, from: Date) => `${ruleKey(a)} ${from.toISOString()}`,
    (a: AssignmentRow, from: Date) => (from < horizon ? windowsBetween(a, from, horizon) : []),
  );
  const dueOf = memoised(ruleKey, (a: AssignmentRow) => nextDueOf(a, now));
  const plans: AssignmentPlan[] = due.map((a) => ({
    id: a.id,
    assigneeKey: inputs.assigneeKeys.get(a.id) ?? 'any',
    assetIds: inputs.assetIds.get(a.id) ?? [],
    windows: windowsOf(a, windowsFrom(a, now)),
    cut: a.materializedUntil
      ? null
      : new Date(Math.max((a.ruleAppliesFrom ?? a.createdAt).getTime(), now.getTime())),
  }));
  const ids = due.map((a) => a.id);
  result.inserted += await insertOccurrences(tx, orgId, plans);
  result.removed += await removeStale(tx, orgId, plans);
  const marked = await markOpen(tx, orgId, ids, now);
  result.missed += marked.missed;
  result.overdue += marked.overdue;
  const open = await nextOpenMarks(tx, orgId, ids);
  const refill = horizon.getTime() - MATERIALISE.refillMs;
  const marks = due.map((a, n) => {
    const nextDue = dueOf(a);
    const more = (plans[n]?.windows.length ?? 0) > 0 || nextDue !== null;
    const mark = open.get(a.id) ?? Infinity;
    const sweepAt =
      !more && mark === Infinity ? null : new Date(Math.max(Math.min(refill, mark), now.getTime() + 1000));
    return { id: a.id, nextDue, sweepAt };
  });
  await storeMarks(tx, orgId, marks, horizon);
}

/**
 * The per-workspace run of the materialiser (ADR 213): every active assignment whose `sweep_at` has come, in
 * one transaction of the workspace, claiming the reminders due by then; idempotent, so a repeat or a second
 * process adds nothing.
 */
export function materialiseWorkspace(
  db: Db,
  orgId: string,
  now: Date,
): Promise<MaterialiseResult & { reminders: ClaimedReminder[] }> {
  return withTenant(db, { orgId, userId: null }, async (tx) => {
    const result: MaterialiseResult = { assignments: 0, inserted: 0, removed: 0, overdue: 0, missed: 0 };
    const due = await tx
      .select()
      .from(assignments)
      .where(and(eq(assignments.status, 'active'), lte(assignments.sweepAt, now)))
      .orderBy(asc(assignments.sweepAt))
      .limit(MATERIALISE.batch)
      .for('update', { skipLocked: true });
    if (due.length > 0) await materialiseRun(tx, orgId, due, now, result);
    result.assignments = due.length;
    return { ...result, reminders: await claimReminders(tx, now) };
  });
}
