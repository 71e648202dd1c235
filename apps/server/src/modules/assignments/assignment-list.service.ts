import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ASSIGNMENT_STATUSES,
  ASSIGNMENT_TYPES,
  type AssignmentListRow,
  type ListFilter,
  type ListResponse,
} from '@fieldbook/domain';
import { assignmentAssignees, assignments } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { buildListAnswer, defineListTable, listQueryPlan } from '../../platform/list-query';
import { anyOfIds } from '../../platform/list-query/any-of-ids';
import { countRows } from '../../platform/list-query/count-rows';
import { savedQueriesFor, wantsSavedQueries } from '../saved-queries/saved-queries.repo';
import { assignmentQuery, toListRows } from './assignments.repo';

/** Table name of the assignment list (saved queries are kept per table). */
export const ASSIGNMENTS_TABLE = 'assignments';

/** Member and group ids an assignment is assigned to, as one array (the `assignee` filter's column). */
const assigneeIds = sql`array(select coalesce(${assignmentAssignees.userId}, ${assignmentAssignees.groupId})
  from ${assignmentAssignees}
  where ${assignmentAssignees.orgId} = ${assignments.orgId} and ${assignmentAssignees.assignmentId} = ${assignments.id})`;

/** Whitelist of GET /assignment/list: status, type, template, assignee, next due and dates. */
export const assignmentsListTable = defineListTable({
  tableName: ASSIGNMENTS_TABLE,
  columns: {
    title: { kind: 'text', expr: assignments.title },
    status: { kind: 'enum', expr: assignments.status, options: ASSIGNMENT_STATUSES },
    type: { kind: 'enum', expr: assignments.type, options: ASSIGNMENT_TYPES },
    template_id: { kind: 'enum', expr: assignments.templateId, elements: 'uuid' },
    assignee: { kind: 'array', expr: assigneeIds, elements: 'uuid', sortable: false },
    next_due: { kind: 'datetime', expr: assignments.nextDue },
    created_at: { kind: 'datetime', expr: assignments.createdAt },
    updated_at: { kind: 'datetime', expr: assignments.updatedAt },
  },
  tiebreaker: assignments.id,
  defaultSort: { key: 'created_at', direction: 'desc' },
});

/** "Assigned to any of" also sent as an id-in over the assignee indexes (as the issue list does, ADR 205). */
function assigneeHint(filter: ListFilter): SQL | undefined {
  const ids = anyOfIds(filter, 'assignee');
  if (!ids) return undefined;
  return inArray(
    assignments.id,
    sql`(select ${assignmentAssignees.assignmentId} from ${assignmentAssignees} where ${or(
      inArray(assignmentAssignees.userId, ids),
      inArray(assignmentAssignees.groupId, ids),
    )})`,
  );
}

/** GET /assignment/list: the shared list-query machinery (filters, sort, page, saved queries). */
export function listAssignments(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  params: Record<string, unknown>,
): Promise<ListResponse<AssignmentListRow>> {
  const plan = listQueryPlan(assignmentsListTable, params, { timeZone: access.session.user.tzCode });
  const where = and(assigneeHint(plan.query.filter), plan.where);
  return withTenant(db, actor, async (tx) => {
    const rows = await assignmentQuery(tx)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    const total = await countRows(tx, assignments, where);
    const saved =
      wantsSavedQueries(params) && actor.userId
        ? await savedQueriesFor(tx, actor.userId, ASSIGNMENTS_TABLE)
        : [];
    return buildListAnswer({
      rows: await toListRows(tx, rows),
      total,
      query: plan.query,
      tableName: ASSIGNMENTS_TABLE,
      savedQueries: saved,
    });
  });
}
