import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { assignmentNextDue } from '@fieldbook/domain/assignments';
import {
  assets,
  assignmentAssetConditions,
  assignmentAssets,
  assignmentAssignees,
  assignmentOccurrences,
  assignments,
} from '../../db/schema';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant } from '../../platform/db/tenancy';
import { claimReminders, dueSoonAt, type ClaimedReminder } from './occurrence-reminders';
import { assetMatches, windowsBetween } from './occurrence-windows';

/** How far ahead occurrences exist, when they are topped up, and how far back a lapsed server catches up. */
export const MATERIALISE = {
  aheadMs: 7 * 24 * 3_600_000,
  refillMs: 24 * 3_600_000,
  catchUpMs: 31 * 24 * 3_600_000,
  /** Assignments one job run handles; the rest stay due and the next tick continues. */
  batch: 500,
  insertRows: 1000,
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

/** A PostgreSQL array literal of plain values (uuids, ISO instants): one parameter, however many. */
function pgArray(values: readonly string[]): string {
  return `{${values.join(',')}}`;
}

/** The assets of an assignment now: the chosen ones and the dynamic set's matches, archived ones left out. */
async function assetIdsOf(tx: Tx, a: AssignmentRow): Promise<string[]> {
  const chosen = await tx
    .select({ id: assets.id })
    .from(assignmentAssets)
    .innerJoin(assets, eq(assets.id, assignmentAssets.assetId))
    .where(and(eq(assignmentAssets.assignmentId, a.id), isNull(assets.archivedAt)));
  const ids = new Set(chosen.map((row) => row.id));
  const [dynamic] = await tx
    .select()
    .from(assignmentAssetConditions)
    .where(eq(assignmentAssetConditions.assignmentId, a.id));
  if (dynamic) {
    const typed = await tx
      .select({ id: assets.id, fields: assets.fields })
      .from(assets)
      .where(and(eq(assets.typeId, dynamic.assetTypeId), isNull(assets.archivedAt)));
    for (const asset of typed)
      if (assetMatches(asset.fields as Record<string, unknown>, dynamic.conditions)) ids.add(asset.id);
  }
  return [...ids].sort();
}

/** The assignee key of its occurrences: `any` in "any assignee" mode, else the one assignee (ADR 209). */
async function assigneeKeyOf(tx: Tx, a: AssignmentRow): Promise<string> {
  if (a.assigneeMode === 'any') return 'any';
  const [first] = await tx
    .select({ userId: assignmentAssignees.userId, groupId: assignmentAssignees.groupId })
    .from(assignmentAssignees)
    .where(eq(assignmentAssignees.assignmentId, a.id))
    .orderBy(asc(assignmentAssignees.userId), asc(assignmentAssignees.groupId))
    .limit(1);
  if (first?.userId) return `user:${first.userId}`;
  return first?.groupId ? `group:${first.groupId}` : 'any';
}

/**
 * Brings one active assignment up to date at `now`: writes its windows up to the horizon for each asset (from
 * where the last run stopped, or — after an edit reset `materialized_until` — from when the rule applies),
 * removes untouched `to_do` occurrences the current rule or asset set no longer has, marks missed and overdue,
 * and stores `next_due`, `materialized_until` and the next `sweep_at`.
 */
async function materialiseOne(tx: Tx, a: AssignmentRow, now: Date, result: MaterialiseResult): Promise<void> {
  const horizon = new Date(now.getTime() + MATERIALISE.aheadMs);
  const floor = new Date(now.getTime() - MATERIALISE.catchUpMs);
  const applies = a.ruleAppliesFrom ?? a.createdAt;
  const open = now.getTime() - (a.recurrence?.duration_minutes ?? 0) * 60_000;
  const from = new Date(
    a.materializedUntil
      ? Math.max(a.materializedUntil.getTime(), applies.getTime(), floor.getTime())
      : Math.max(applies.getTime(), open),
  );
  const assetIds = await assetIdsOf(tx, a);
  const key = await assigneeKeyOf(tx, a);
  const windows = from < horizon ? windowsBetween(a, from, horizon) : [];
  const values = assetIds.flatMap((assetId) =>
    windows.map((w) => ({
      orgId: a.orgId,
      assignmentId: a.id,
      assetId,
      assigneeKey: key,
      windowStart: w.start,
      windowEnd: w.end,
      validUntil: w.validUntil,
    })),
  );
  for (let at = 0; at < values.length; at += MATERIALISE.insertRows) {
    const added = await tx
      .insert(assignmentOccurrences)
      .values(values.slice(at, at + MATERIALISE.insertRows))
      .onConflictDoNothing()
      .returning({ id: assignmentOccurrences.id });
    result.inserted += added.length;
  }
  if (!a.materializedUntil) {
    const cut = new Date(Math.max(applies.getTime(), now.getTime()));
    const starts = windows.filter((w) => w.start >= cut).map((w) => w.start.toISOString());
    const removed = await tx
      .delete(assignmentOccurrences)
      .where(
        and(
          eq(assignmentOccurrences.assignmentId, a.id),
          eq(assignmentOccurrences.status, 'to_do'),
          isNull(assignmentOccurrences.inspectionId),
          sql`${assignmentOccurrences.windowStart} >= ${cut.toISOString()}`,
          sql`not (${assignmentOccurrences.assetId} = any(${pgArray(assetIds)}::uuid[]) and ${assignmentOccurrences.windowStart} = any(${pgArray(starts)}::timestamptz[]))`,
        ),
      )
      .returning({ id: assignmentOccurrences.id });
    result.removed += removed.length;
  }
  await markOpen(tx, a.id, now, result);
  const nextDue = nextDueOf(a, now);
  await tx
    .update(assignments)
    .set({
      nextDue,
      materializedUntil: horizon,
      sweepAt: await nextSweepAt(tx, a.id, now, horizon, windows.length > 0 || nextDue !== null),
    })
    .where(eq(assignments.id, a.id));
}

/** Missed once the validity (or the next window) has passed; overdue once the window has ended. */
async function markOpen(tx: Tx, assignmentId: string, now: Date, result: MaterialiseResult): Promise<void> {
  const o = assignmentOccurrences;
  const missed = await tx
    .update(o)
    .set({ status: 'missed', updatedAt: now })
    .where(
      and(eq(o.assignmentId, assignmentId), inArray(o.status, ['to_do', 'overdue']), lte(o.validUntil, now)),
    )
    .returning({ id: o.id });
  const overdue = await tx
    .update(o)
    .set({ status: 'overdue', updatedAt: now })
    .where(and(eq(o.assignmentId, assignmentId), eq(o.status, 'to_do'), lte(o.windowEnd, now)))
    .returning({ id: o.id });
  result.missed += missed.length;
  result.overdue += overdue.length;
}

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
 * The next instant the assignment needs a run: a due-soon reminder, an open window ends or lapses, or the horizon
 * needs topping up.
 */
async function nextSweepAt(
  tx: Tx,
  assignmentId: string,
  now: Date,
  horizon: Date,
  more: boolean,
): Promise<Date | null> {
  const o = assignmentOccurrences;
  const [next] = await tx
    .select({
      at: sql<string | null>`min(case
        when ${o.status} = 'overdue' then ${o.validUntil}
        when ${o.dueSoonRemindedAt} is null and ${o.inspectionId} is null then least(${o.windowEnd}, ${dueSoonAt})
        else ${o.windowEnd} end)`,
    })
    .from(o)
    .where(and(eq(o.assignmentId, assignmentId), inArray(o.status, ['to_do', 'overdue'])));
  const refill = horizon.getTime() - MATERIALISE.refillMs;
  const mark = next?.at ? new Date(next.at).getTime() : Infinity;
  if (!more && mark === Infinity) return null;
  return new Date(Math.max(Math.min(refill, mark), now.getTime() + 1000));
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
    for (const a of due) {
      await materialiseOne(tx, a, now, result);
      result.assignments += 1;
    }
    return { ...result, reminders: await claimReminders(tx, now) };
  });
}
