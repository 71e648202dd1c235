import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ISSUE_STATUSES, type IssueStatus, type ListFilter, type ListQuery } from '@fieldbook/domain';
import { issueAssignees, issues } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { anyOfIds } from '../../platform/list-query/any-of-ids';

/** The statuses of an "in any of" status filter, else undefined (no status condition on the assignee rows). */
export function statusFilterValues(filter: ListFilter): IssueStatus[] | undefined {
  const entry = filter.status;
  if (!entry || entry.not || entry.operator !== 'exists-in' || !Array.isArray(entry.value)) return undefined;
  const known = entry.value.filter((v): v is IssueStatus => ISSUE_STATUSES.includes(v as IssueStatus));
  return known.length ? known : undefined;
}

/** One status as `=` (an index walk keeps its order), several as `in` (PostgreSQL then sorts the matches). */
function statusIs(statuses: readonly IssueStatus[] | undefined): SQL | undefined {
  if (!statuses) return undefined;
  return statuses.length === 1
    ? eq(issueAssignees.issueStatus, statuses[0] as IssueStatus)
    : inArray(issueAssignees.issueStatus, [...statuses]);
}

/**
 * The assignee filter as a semi-join on the assignment rows (migration 0026): the issues assigned to any of `ids`,
 * in any of `statuses` (the status copied onto each assignment narrows the inner side to the matches).
 */
export function assignedTo(ids: readonly string[], statuses: readonly IssueStatus[] | undefined): SQL {
  return sql`(${issues.orgId}, ${issues.id}) in (select ${issueAssignees.orgId}, ${issueAssignees.issueId}
    from ${issueAssignees} where ${and(inArray(issueAssignees.assigneeId, [...ids]), statusIs(statuses))})`;
}

/** A page that can be read by walking the assignee index: one member or group, sorted by creation time. */
export interface AssigneeWalk {
  assigneeId: string;
  statuses: IssueStatus[] | undefined;
  direction: 'asc' | 'desc';
}

/** The walk for a list query, when its filter names one assignee ("any of") and it sorts by `created_at`. */
export function assigneeWalkOf(query: ListQuery, defaultKey: string): AssigneeWalk | undefined {
  const entry = query.filter.assignee;
  const ids = anyOfIds(query.filter, 'assignee');
  const sort = query.sort ?? { key: defaultKey, direction: 'desc' as const };
  if (entry?.operator !== 'exists-in' || ids?.length !== 1 || sort.key !== 'created_at') return undefined;
  return {
    assigneeId: ids[0] as string,
    statuses: statusFilterValues(query.filter),
    direction: sort.direction,
  };
}

/**
 * The ids of one page, read from the assignment rows of one member or group in (status, created_at, id) order and
 * joined to their issues for the rest of `where` (ADR 212): the first page reads about `limit` index entries however
 * many issues the assignee has. A subquery, so the page's issues are read in the same statement.
 */
export function assigneeWalkPage(
  tx: Executor,
  walk: AssigneeWalk,
  where: SQL | undefined,
  page: { limit: number; offset: number },
) {
  const order = walk.direction === 'desc' ? desc : asc;
  return tx
    .select({ id: issueAssignees.issueId })
    .from(issueAssignees)
    .innerJoin(issues, and(eq(issues.orgId, issueAssignees.orgId), eq(issues.id, issueAssignees.issueId)))
    .where(and(eq(issueAssignees.assigneeId, walk.assigneeId), statusIs(walk.statuses), where))
    .orderBy(order(issueAssignees.issueCreatedAt), order(issueAssignees.issueId))
    .limit(page.limit)
    .offset(page.offset);
}
