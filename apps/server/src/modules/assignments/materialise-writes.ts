import { and, eq, inArray, sql } from 'drizzle-orm';
import { assignmentOccurrences } from '../../db/schema';
import type { Tx } from '../../platform/db/client';
import { executeRows } from '../../platform/list-query/count-rows';
import { dueSoonAt } from './occurrence-reminders';
import type { OccurrenceWindow } from './occurrence-windows';

/** One assignment's share of a run's writes: its windows, assets and assignee key. */
export interface AssignmentPlan {
  id: string;
  assigneeKey: string;
  assetIds: string[];
  windows: OccurrenceWindow[];
  /** Set after an edit (no `materialized_until`): untouched `to_do` occurrences from here on are re-checked. */
  cut: Date | null;
}

/** What one assignment's row gets at the end of a run. */
export interface AssignmentMark {
  id: string;
  nextDue: Date | null;
  sweepAt: Date | null;
}

/**
 * A PostgreSQL array literal of plain values (uuids, ISO instants, assignee keys; null as NULL): one parameter,
 * however many values.
 */
function pgArray(values: readonly (string | null)[]): string {
  return `{${values.map((v) => v ?? 'NULL').join(',')}}`;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The (assignment, asset) pairs of the plans, as two parallel array literals. */
function assetPairs(plans: readonly AssignmentPlan[]): { owners: string; assets: string } {
  const owners: string[] = [];
  const assets: string[] = [];
  for (const plan of plans)
    for (const assetId of plan.assetIds) {
      owners.push(plan.id);
      assets.push(assetId);
    }
  return { owners: pgArray(owners), assets: pgArray(assets) };
}

/**
 * Writes every window × asset of the run in one statement (`on conflict do nothing`: idempotent across processes
 * and repeats); the rows are joined in SQL from the windows and the asset pairs. Answers how many were new.
 */
export async function insertOccurrences(
  tx: Tx,
  orgId: string,
  plans: readonly AssignmentPlan[],
): Promise<number> {
  const owners: string[] = [];
  const keys: string[] = [];
  const starts: string[] = [];
  const ends: string[] = [];
  const valids: (string | null)[] = [];
  for (const plan of plans)
    for (const w of plan.windows) {
      owners.push(plan.id);
      keys.push(plan.assigneeKey);
      starts.push(w.start.toISOString());
      ends.push(w.end.toISOString());
      valids.push(iso(w.validUntil));
    }
  if (owners.length === 0) return 0;
  const pairs = assetPairs(plans);
  const [row] = await executeRows<{ n: number }>(
    tx,
    sql`with added as (
      insert into assignment_occurrences
        (org_id, assignment_id, asset_id, assignee_key, window_start, window_end, valid_until)
      select ${orgId}::uuid, w.assignment_id, p.asset_id, w.assignee_key, w.window_start, w.window_end, w.valid_until
      from unnest(${pgArray(owners)}::uuid[], ${pgArray(keys)}::text[], ${pgArray(starts)}::timestamptz[],
                  ${pgArray(ends)}::timestamptz[], ${pgArray(valids)}::timestamptz[])
             as w(assignment_id, assignee_key, window_start, window_end, valid_until)
      join unnest(${pairs.owners}::uuid[], ${pairs.assets}::uuid[]) as p(assignment_id, asset_id)
        on p.assignment_id = w.assignment_id
      on conflict do nothing
      returning 1
    ) select count(*)::int as n from added`,
  );
  return Number(row?.n ?? 0);
}

/**
 * After an edit (and on a first run): deletes, for every reset assignment of the run at once, the untouched `to_do`
 * occurrences from its cut on whose asset or start the current rule and asset set no longer have (the kept pairs
 * are probed through hashed sub-plans, not scanned per row). Answers how many went.
 */
export async function removeStale(tx: Tx, orgId: string, plans: readonly AssignmentPlan[]): Promise<number> {
  const reset = plans.filter((p) => p.cut !== null);
  if (reset.length === 0) return 0;
  const kept: { owners: string[]; starts: string[] } = { owners: [], starts: [] };
  for (const plan of reset)
    for (const w of plan.windows)
      if (plan.cut && w.start >= plan.cut) {
        kept.owners.push(plan.id);
        kept.starts.push(w.start.toISOString());
      }
  const pairs = assetPairs(reset);
  const [row] = await executeRows<{ n: number }>(
    tx,
    sql`with gone as (
      delete from assignment_occurrences o
      using unnest(${pgArray(reset.map((p) => p.id))}::uuid[], ${pgArray(reset.map((p) => iso(p.cut)))}::timestamptz[])
              as r(assignment_id, cut)
      where o.org_id = ${orgId}::uuid and o.assignment_id = r.assignment_id and o.status = 'to_do'
        and o.inspection_id is null and o.window_start >= r.cut
        and not (
          (o.assignment_id, o.asset_id) in (select * from unnest(${pairs.owners}::uuid[], ${pairs.assets}::uuid[]))
          and (o.assignment_id, o.window_start) in
            (select * from unnest(${pgArray(kept.owners)}::uuid[], ${pgArray(kept.starts)}::timestamptz[])))
      returning 1
    ) select count(*)::int as n from gone`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Marks the run's open occurrences in one statement: missed once the validity (or the next window) has passed,
 * else overdue once the window has ended.
 */
export async function markOpen(
  tx: Tx,
  orgId: string,
  ids: readonly string[],
  now: Date,
): Promise<{ missed: number; overdue: number }> {
  const at = now.toISOString();
  const [row] = await executeRows<{ missed: number; overdue: number }>(
    tx,
    sql`with marked as (
      update assignment_occurrences o
      set status = case when o.valid_until <= ${at}::timestamptz then 'missed' else 'overdue' end,
          updated_at = ${at}::timestamptz
      where o.org_id = ${orgId}::uuid and o.assignment_id = any(${pgArray(ids)}::uuid[])
        and o.status in ('to_do', 'overdue')
        and (o.valid_until <= ${at}::timestamptz or (o.status = 'to_do' and o.window_end <= ${at}::timestamptz))
      returning o.status
    ) select count(*) filter (where status = 'missed')::int as missed,
             count(*) filter (where status = 'overdue')::int as overdue
      from marked`,
  );
  return { missed: Number(row?.missed ?? 0), overdue: Number(row?.overdue ?? 0) };
}

/**
 * The next instant each assignment's open occurrences need a run (a due-soon reminder, an end, a lapse), for the
 * whole run in one grouped read; assignments without open occurrences are absent.
 */
export async function nextOpenMarks(tx: Tx, orgId: string, ids: string[]): Promise<Map<string, number>> {
  const o = assignmentOccurrences;
  const rows = await tx
    .select({
      assignmentId: o.assignmentId,
      at: sql<string | null>`min(case
        when ${o.status} = 'overdue' then ${o.validUntil}
        when ${o.dueSoonRemindedAt} is null and ${o.inspectionId} is null then least(${o.windowEnd}, ${dueSoonAt})
        else ${o.windowEnd} end)`,
    })
    .from(o)
    .where(and(eq(o.orgId, orgId), inArray(o.assignmentId, ids), inArray(o.status, ['to_do', 'overdue'])))
    .groupBy(o.assignmentId);
  const marks = new Map<string, number>();
  for (const row of rows) if (row.at) marks.set(row.assignmentId, new Date(row.at).getTime());
  return marks;
}

/** Stores `next_due`, `materialized_until` and `sweep_at` of every assignment of the run in one statement. */
export async function storeMarks(
  tx: Tx,
  orgId: string,
  marks: readonly AssignmentMark[],
  horizon: Date,
): Promise<void> {
  if (marks.length === 0) return;
  await tx.execute(
    sql`update assignments a
      set next_due = v.next_due, materialized_until = ${horizon.toISOString()}::timestamptz, sweep_at = v.sweep_at
      from unnest(${pgArray(marks.map((m) => m.id))}::uuid[], ${pgArray(marks.map((m) => iso(m.nextDue)))}::timestamptz[],
                  ${pgArray(marks.map((m) => iso(m.sweepAt)))}::timestamptz[]) as v(id, next_due, sweep_at)
      where a.org_id = ${orgId}::uuid and a.id = v.id`,
  );
}
