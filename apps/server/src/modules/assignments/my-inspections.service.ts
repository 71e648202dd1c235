import { and, asc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  AssignmentProgress,
  MyInspection,
  MyInspectionState,
  MyInspectionsQuery,
} from '@fieldbook/domain';
import {
  assets,
  assignmentAssignees,
  assignmentOccurrences,
  assignments,
  groupMembers,
  templates,
} from '../../db/schema';
import type { Db, Executor } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';

const o = assignmentOccurrences;
const DAY = 86_400_000;

/** An occurrence's state as "My inspections" shows it: open with an inspection started is in progress. */
const stateOf = sql<MyInspectionState>`case
  when ${o.status} = 'done' then 'done'
  when ${o.inspectionId} is not null then 'in_progress'
  else ${o.status} end`;

/**
 * The occurrences assigned to a member: their own key, one of their groups', or `any` on an assignment they are
 * an assignee of (directly or through a group). Indexed by `assignment_occurrences_assignee_idx` for open ones.
 */
function assignedTo(userId: string): SQL {
  const myGroups = sql`select ${groupMembers.groupId} from ${groupMembers} where ${groupMembers.userId} = ${userId}`;
  const a = assignmentAssignees;
  return or(
    eq(o.assigneeKey, `user:${userId}`),
    sql`${o.assigneeKey} in (select 'group:' || g.group_id from (${myGroups}) g(group_id))`,
    and(
      eq(o.assigneeKey, 'any'),
      sql`exists (select 1 from ${a} where ${a.assignmentId} = ${o.assignmentId}
        and (${a.userId} = ${userId} or ${a.groupId} in (${myGroups})))`,
    ),
  ) as SQL;
}

/**
 * GET /assignment/my-inspections: the signed-in inspector's to do, overdue, in-progress and recently done
 * occurrences of active assignments, soonest due first, with the count of each state.
 */
export function myInspections(
  db: Db,
  actor: Actor,
  query: MyInspectionsQuery,
): Promise<{ data: MyInspection[]; counts: Record<MyInspectionState, number> }> {
  const userId = actor.userId ?? '';
  const since = new Date(Date.now() - query.done_days * DAY);
  return withTenant(db, actor, async (tx) => {
    const visible = and(
      assignedTo(userId),
      eq(assignments.status, 'active'),
      or(inArray(o.status, ['to_do', 'overdue']), and(eq(o.status, 'done'), gte(o.updatedAt, since))),
    );
    const counted = await tx
      .select({ state: stateOf, n: sql<number>`count(*)::int` })
      .from(o)
      .innerJoin(assignments, eq(assignments.id, o.assignmentId))
      .where(visible)
      .groupBy(stateOf);
    const counts: Record<MyInspectionState, number> = { to_do: 0, overdue: 0, in_progress: 0, done: 0 };
    for (const c of counted) counts[c.state] = Number(c.n);
    const rows = await tx
      .select({
        occurrence: o,
        state: stateOf,
        assignmentTitle: assignments.title,
        templateId: assignments.templateId,
        templateTitle: templates.title,
        assetName: assets.displayName,
      })
      .from(o)
      .innerJoin(assignments, eq(assignments.id, o.assignmentId))
      .innerJoin(assets, eq(assets.id, o.assetId))
      .leftJoin(templates, eq(templates.id, assignments.templateId))
      .where(and(visible, query.state ? sql`${stateOf} = ${query.state}` : undefined))
      .orderBy(asc(o.windowEnd), asc(assets.displayName), asc(o.id))
      .limit(query.limit);
    return {
      counts,
      data: rows.map((r) => ({
        occurrence_id: r.occurrence.id,
        state: r.state,
        assignment: { id: r.occurrence.assignmentId, name: r.assignmentTitle },
        template: { id: r.templateId, name: r.templateTitle ?? '' },
        asset: { id: r.occurrence.assetId, name: r.assetName },
        window_start: r.occurrence.windowStart.toISOString(),
        window_end: r.occurrence.windowEnd.toISOString(),
        valid_until: r.occurrence.validUntil?.toISOString() ?? null,
        inspection_id: r.occurrence.inspectionId,
      })),
    };
  });
}

/** An assignment's occurrences by state, for the managers' detail (one grouped count). */
export async function assignmentProgress(tx: Executor, assignmentId: string): Promise<AssignmentProgress> {
  const counted = await tx
    .select({
      status: o.status,
      started: sql<boolean>`${o.inspectionId} is not null`,
      n: sql<number>`count(*)::int`,
    })
    .from(o)
    .where(eq(o.assignmentId, assignmentId))
    .groupBy(o.status, sql`${o.inspectionId} is not null`);
  const progress: AssignmentProgress = { to_do: 0, overdue: 0, in_progress: 0, missed: 0, done: 0 };
  for (const c of counted) {
    const open = c.status === 'to_do' || c.status === 'overdue';
    progress[open && c.started ? 'in_progress' : c.status] += Number(c.n);
  }
  return progress;
}
