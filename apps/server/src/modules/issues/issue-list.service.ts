import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { ISSUE_PRIORITIES, ISSUE_STATUSES, type Issue, type ListResponse } from '@fieldbook/domain';
import { issueAssignees, issues } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import {
  buildListAnswer,
  defineListTable,
  listQueryPlan,
  translateListQuery,
  type ListSqlPlan,
} from '../../platform/list-query';
import { cachedCount, listVersionSql, type ListSource } from '../../platform/list-query/cached-count';
import { pageLimit, runNamed } from '../../platform/db/named-statement';
import { anyOfIds } from '../../platform/list-query/any-of-ids';
import { savedQueriesFor, wantsSavedQueries } from '../saved-queries/saved-queries.repo';
import { scopeOf } from '../users/users.service';
import {
  assignedTo,
  assigneeWalkOf,
  assigneeWalkPage,
  statusFilterValues,
  type AssigneeWalk,
} from './issue-assignee-walk';
import { accessCondition, issueGate } from './issue-permissions';
import { issueQuery, toIssue } from './issues.repo';

/** Table name of the issue list (saved queries are kept per table). */
export const ISSUES_TABLE = 'issues';

/** Member and group ids an issue is assigned to, as one array (the `assignee` filter's column). */
const assigneeIds = sql`array(select ${issueAssignees.assigneeId} from ${issueAssignees}
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
 * The list's plan and WHERE for a filter as GET /issues takes it (the filter checked in full: a bad one throws
 * ListQueryError, 422), the assignee filter as a semi-join. The list, its count and the exports all use it.
 */
export function issueListWhere(
  params: Record<string, unknown>,
  timeZone: string,
): { plan: ListSqlPlan; where: SQL | undefined; walk: IssueListWalk | undefined } {
  const plan = listQueryPlan(issuesListTable, params, { timeZone });
  const { filter } = plan.query;
  const ids = anyOfIds(filter, 'assignee');
  if (!ids) return { plan, where: plan.where, walk: undefined };
  const semiJoin = assignedTo(ids, statusFilterValues(filter));
  if (filter.assignee?.operator !== 'exists-in')
    return { plan, where: and(semiJoin, plan.where), walk: undefined };
  const { assignee: _answered, ...rest } = filter;
  const others = translateListQuery(issuesListTable, { ...plan.query, filter: rest }, { timeZone }).where;
  const walk = assigneeWalkOf(plan.query, issuesListTable.defaultSort.key);
  return { plan, where: and(semiJoin, others), walk: walk && { ...walk, others } };
}

/** A page read through the assignee index, with the rest of the filter (all but the assignee) to join. */
type IssueListWalk = AssigneeWalk & { others: SQL | undefined };

/** Tables the list's total depends on: the issues, their assignees, and what the access setting reads (ADR 087). */
const LIST_SOURCES: ListSource[] = [
  'issues',
  'issue_assignees',
  'group_members',
  'inspections',
  'inspection_collaborators',
];

/** GET /issues: the shared list-query machinery (filters, sort, page, saved queries), only issues the caller may open. */
export function listIssues(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  params: Record<string, unknown>,
): Promise<ListResponse<Issue>> {
  const { plan, where: listWhere, walk } = issueListWhere(params, access.session.user.tzCode);
  const { orgId, userId } = scopeOf(actor);
  return withTenant(db, actor, async (tx) => {
    const mayOpen = accessCondition(await issueGate(tx, access));
    const where = and(mayOpen, listWhere);
    const page = { limit: pageLimit(plan.limit), offset: plan.offset };
    const read = issueQuery(tx, listVersionSql(orgId, LIST_SOURCES));
    const query = walk
      ? read
          .where(inArray(issues.id, assigneeWalkPage(tx, walk, and(mayOpen, walk.others), page)))
          .orderBy(...plan.orderBy)
      : read
          .where(where)
          .orderBy(...plan.orderBy)
          .limit(page.limit)
          .offset(page.offset);
    const rows = await runNamed(query);
    const counted = { orgId, userId, sources: LIST_SOURCES, version: rows[0]?.listVersion ?? undefined };
    const total = await cachedCount(db, tx, counted, issues, where);
    const saved =
      wantsSavedQueries(params) && actor.userId ? await savedQueriesFor(tx, actor.userId, ISSUES_TABLE) : [];
    return buildListAnswer({
      rows: rows.map(toIssue),
      total,
      query: plan.query,
      tableName: ISSUES_TABLE,
      savedQueries: saved,
    });
  });
}
