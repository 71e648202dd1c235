import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ISSUE_PRIORITIES,
  ISSUE_STATUSES,
  type Issue,
  type ListFilter,
  type ListResponse,
} from '@fieldbook/domain';
import { issueAssignees, issues } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { buildListAnswer, defineListTable, listQueryPlan } from '../../platform/list-query';
import { countRows } from '../../platform/list-query/count-rows';
import { savedQueriesFor, wantsSavedQueries } from '../saved-queries/saved-queries.repo';
import { accessCondition, issueGate } from './issue-permissions';
import { issueQuery, toIssues } from './issues.repo';

/** Table name of the issue list (saved queries are kept per table). */
export const ISSUES_TABLE = 'issues';

/** Member and group ids an issue is assigned to, as one array (the `assignee` filter's column). */
const assigneeIds = sql`array(select coalesce(${issueAssignees.userId}, ${issueAssignees.groupId}) from ${issueAssignees}
  where ${issueAssignees.orgId} = ${issues.orgId} and ${issueAssignees.issueId} = ${issues.id})`;

/** Whitelist of GET /issues. */
export const issuesListTable = defineListTable({
  tableName: ISSUES_TABLE,
  columns: {
    title: { kind: 'text', expr: issues.title },
    status: { kind: 'enum', expr: issues.status, options: ISSUE_STATUSES },
    priority: { kind: 'enum', expr: issues.priority, options: ISSUE_PRIORITIES },
    category_id: { kind: 'enum', expr: issues.categoryId, elements: 'uuid' },
    site_id: { kind: 'enum', expr: issues.siteId, elements: 'uuid' },
    asset_id: { kind: 'enum', expr: issues.assetId, elements: 'uuid' },
    assignee: { kind: 'array', expr: assigneeIds, elements: 'uuid', sortable: false },
    due_at: { kind: 'datetime', expr: issues.dueAt },
    created_at: { kind: 'datetime', expr: issues.createdAt },
    updated_at: { kind: 'datetime', expr: issues.updatedAt },
  },
  tiebreaker: issues.id,
  defaultSort: { key: 'created_at', direction: 'desc' },
});

/**
 * Index hint for the assignee filter (ADR 205): "assigned to any of" is also sent as `id in (select issue_id from
 * issue_assignees where user_id/group_id in …)`, which means the same and lets the planner start from the
 * assignee indexes instead of testing every issue's array.
 */
export function assigneeHint(filter: ListFilter): SQL | undefined {
  const entry = filter.assignee;
  if (!entry || entry.not || !['exists-in', 'equals', 'all-in'].includes(entry.operator)) return undefined;
  const ids = (Array.isArray(entry.value) ? entry.value : [entry.value]).filter(
    (v): v is string => typeof v === 'string',
  );
  if (ids.length === 0) return undefined;
  return inArray(
    issues.id,
    sql`(select ${issueAssignees.issueId} from ${issueAssignees} where ${or(
      inArray(issueAssignees.userId, ids),
      inArray(issueAssignees.groupId, ids),
    )})`,
  );
}

/** GET /issues: the shared list-query machinery (filters, sort, page, saved queries), only issues the caller may open. */
export function listIssues(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  params: Record<string, unknown>,
): Promise<ListResponse<Issue>> {
  const plan = listQueryPlan(issuesListTable, params, { timeZone: access.session.user.tzCode });
  return withTenant(db, actor, async (tx) => {
    const mayOpen = accessCondition(await issueGate(tx, access));
    const where = and(mayOpen, assigneeHint(plan.query.filter), plan.where);
    const rows = await issueQuery(tx)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    const total = await countRows(tx, issues, where);
    const saved =
      wantsSavedQueries(params) && actor.userId ? await savedQueriesFor(tx, actor.userId, ISSUES_TABLE) : [];
    return buildListAnswer({
      rows: await toIssues(tx, rows),
      total,
      query: plan.query,
      tableName: ISSUES_TABLE,
      savedQueries: saved,
    });
  });
}
