import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { issueStatusGroup, type Issue, type IssueAssigneeView, type IssueEvent } from '@fieldbook/domain';
import {
  assets,
  groups,
  issueAssignees,
  issueCategories,
  issueFiles,
  issues,
  issueSubcategories,
  issueTimeline,
  sites,
  uploadedFiles,
  users,
} from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { errors } from '../../platform/errors/app-error';
import { memberName } from '../users/member-name';

/** The issue's creator, aliased: the assignee column reads `users` in its own subquery. */
export const creator = alias(users, 'creator');

/** One assignment as the issue's row carries it: member id, group id, member name, group name. */
export type AssigneeTuple = [string | null, string | null, string | null, string | null];

/** Assignments with their names as one JSON array, aggregated over `issue_assignees` joined to users and groups. */
export const assigneeTuples = sql<AssigneeTuple[]>`json_agg(json_build_array(${issueAssignees.userId},
  ${issueAssignees.groupId}, ${memberName(users.firstName, users.lastName)}, ${groups.nameLang}))`;

/**
 * An issue's assignees as one JSON array in the issue's own row, so a read of many issues needs no second
 * statement for them (ADR 212, "The list call").
 */
export const assigneesJson = sql<AssigneeTuple[]>`(select coalesce(${assigneeTuples}, '[]'::json)
  from ${issueAssignees} left join ${users} on ${users.id} = ${issueAssignees.userId}
  left join ${groups} on ${groups.orgId} = ${issueAssignees.orgId} and ${groups.id} = ${issueAssignees.groupId}
  where ${issueAssignees.orgId} = ${issues.orgId} and ${issueAssignees.issueId} = ${issues.id})`;

/** Columns an issue is read with, the names of what it points at and its assignees joined. */
export const issueSelection = {
  row: issues,
  categoryName: issueCategories.name,
  subcategoryName: issueSubcategories.name,
  siteTitle: sites.title,
  assetName: assets.displayName,
  creatorName: memberName(creator.firstName, creator.lastName),
  assignees: assigneesJson,
};

/** What an issue points at, each with its join condition (left joins: each reference is optional). */
const categoryRef = and(eq(issueCategories.orgId, issues.orgId), eq(issueCategories.id, issues.categoryId));
const subcategoryRef = and(
  eq(issueSubcategories.orgId, issues.orgId),
  eq(issueSubcategories.id, issues.subcategoryId),
);
const siteRef = and(eq(sites.orgId, issues.orgId), eq(sites.id, issues.siteId));
const assetRef = and(eq(assets.orgId, issues.orgId), eq(assets.id, issues.assetId));
const creatorRef = eq(creator.id, issues.createdBy);

/** `issues` with the joins of {@link issueQuery}, for reads written as raw SQL (the exports). */
export const issuesJoinedSql = sql`${issues} left join ${issueCategories} on ${categoryRef}
  left join ${issueSubcategories} on ${subcategoryRef} left join ${sites} on ${siteRef}
  left join ${assets} on ${assetRef} left join ${users} as ${sql.identifier('creator')} on ${creatorRef}`;

/** Every issue read: the API's columns with the joins they need; `listVersion` rides along when given (ADR 087). */
export function issueQuery(tx: Executor, listVersion?: SQL<string>) {
  return tx
    .select({ ...issueSelection, listVersion: listVersion ?? sql<string | null>`null` })
    .from(issues)
    .leftJoin(issueCategories, categoryRef)
    .leftJoin(issueSubcategories, subcategoryRef)
    .leftJoin(sites, siteRef)
    .leftJoin(assets, assetRef)
    .leftJoin(creator, creatorRef)
    .$dynamic();
}

type IssueRow = {
  row: typeof issues.$inferSelect;
  categoryName: string | null;
  subcategoryName: string | null;
  siteTitle: string | null;
  assetName: string | null;
  creatorName: string | null;
  assignees: AssigneeTuple[];
};

const iso = (value: Date | string) => new Date(value).toISOString();
const ref = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

/** Members first, then groups, each by name: the order every answer lists assignees in. */
export const byKindThenName = (a: IssueAssigneeView, b: IssueAssigneeView) =>
  a.kind.localeCompare(b.kind) * -1 || a.name.localeCompare(b.name);

/** One assignment as the API shows it: a member or a group with its name. */
export const assigneeView = ([userId, groupId, userName, groupName]: AssigneeTuple): IssueAssigneeView =>
  userId
    ? { kind: 'user', id: userId, name: userName ?? '' }
    : { kind: 'group', id: groupId ?? '', name: groupName ?? '' };

/** The one mapper from issue rows read with {@link issueQuery} to the API's issue. */
export function toIssue(r: IssueRow): Issue {
  const row = r.row;
  const assignees = r.assignees.map(assigneeView).sort(byKindThenName);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    due_at: row.dueAt ? iso(row.dueAt) : null,
    status: row.status,
    status_group: issueStatusGroup(row.status),
    priority: row.priority,
    category: ref(row.categoryId, r.categoryName),
    subcategory: ref(row.subcategoryId, r.subcategoryName),
    site: ref(row.siteId, r.siteTitle),
    asset: ref(row.assetId, r.assetName),
    labels: row.labels,
    risk: row.risk,
    type: row.type,
    assignees,
    created_by: ref(row.createdBy, r.creatorName),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    inspection_id: row.inspectionId,
    item_id: row.itemId,
  };
}

/** Assignees of the given issues with their names, members first then groups, by name. */
export async function assigneesOf(
  tx: Executor,
  issueIds: readonly string[],
): Promise<Map<string, IssueAssigneeView[]>> {
  const found = new Map<string, IssueAssigneeView[]>();
  if (issueIds.length === 0) return found;
  const rows = await tx
    .select({
      issueId: issueAssignees.issueId,
      userId: issueAssignees.userId,
      groupId: issueAssignees.groupId,
      userName: memberName(users.firstName, users.lastName),
      groupName: groups.nameLang,
    })
    .from(issueAssignees)
    .leftJoin(users, eq(users.id, issueAssignees.userId))
    .leftJoin(groups, and(eq(groups.orgId, issueAssignees.orgId), eq(groups.id, issueAssignees.groupId)))
    .where(inArray(issueAssignees.issueId, [...issueIds]));
  const views = rows
    .map((r) => ({ issueId: r.issueId, view: assigneeView([r.userId, r.groupId, r.userName, r.groupName]) }))
    .sort((a, b) => byKindThenName(a.view, b.view));
  for (const { issueId, view } of views) found.set(issueId, [...(found.get(issueId) ?? []), view]);
  return found;
}

/** One issue of the workspace (RLS), 404 otherwise. */
export async function readIssue(tx: Executor, id: string): Promise<Issue> {
  const [row] = await issueQuery(tx).where(eq(issues.id, id)).limit(1);
  if (!row) throw errors.notFound();
  return toIssue(row);
}

/** The issue row locked for a change, 404 otherwise. */
export async function lockIssue(tx: Executor, id: string): Promise<typeof issues.$inferSelect> {
  const [row] = await tx.select().from(issues).where(eq(issues.id, id)).limit(1).for('update');
  if (!row) throw errors.notFound();
  return row;
}

/** An issue's timeline (or one event of it), oldest first (newest last), with who acted and each comment's files. */
export async function readTimeline(tx: Executor, issueId: string, eventId?: string): Promise<IssueEvent[]> {
  const events = await tx
    .select({ event: issueTimeline, userName: memberName(users.firstName, users.lastName) })
    .from(issueTimeline)
    .leftJoin(users, eq(users.id, issueTimeline.userId))
    .where(and(eq(issueTimeline.issueId, issueId), eventId ? eq(issueTimeline.id, eventId) : undefined))
    .orderBy(asc(issueTimeline.createdAt), asc(issueTimeline.id));
  const files = await tx
    .select({
      eventId: issueFiles.eventId,
      id: uploadedFiles.id,
      name: uploadedFiles.originalName,
      mime: uploadedFiles.contentType,
    })
    .from(issueFiles)
    .innerJoin(
      uploadedFiles,
      and(eq(uploadedFiles.orgId, issueFiles.orgId), eq(uploadedFiles.id, issueFiles.fileId)),
    )
    .where(and(eq(issueFiles.issueId, issueId), eventId ? eq(issueFiles.eventId, eventId) : undefined))
    .orderBy(asc(issueFiles.createdAt));
  return events.map(({ event, userName }) => ({
    id: event.id,
    kind: event.kind,
    user: ref(event.userId, userName),
    text: event.text,
    field: event.field,
    from: event.fromValue ?? null,
    to: event.toValue ?? null,
    files: files.filter((f) => f.eventId === event.id).map((f) => ({ id: f.id, name: f.name, mime: f.mime })),
    created_at: iso(event.createdAt),
  }));
}
