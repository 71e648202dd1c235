import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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

const fullName = (first: unknown, last: unknown) => sql<string>`trim(${first} || ' ' || ${last})`;

/** Columns an issue is read with, the names of what it points at joined. */
export const issueSelection = {
  row: issues,
  categoryName: issueCategories.name,
  subcategoryName: issueSubcategories.name,
  siteTitle: sites.title,
  assetName: assets.displayName,
  creatorName: fullName(users.firstName, users.lastName),
};

/** Joins every issue read uses (left joins: each reference is optional). */
export function issueQuery(tx: Executor) {
  return tx
    .select(issueSelection)
    .from(issues)
    .leftJoin(
      issueCategories,
      and(eq(issueCategories.orgId, issues.orgId), eq(issueCategories.id, issues.categoryId)),
    )
    .leftJoin(
      issueSubcategories,
      and(eq(issueSubcategories.orgId, issues.orgId), eq(issueSubcategories.id, issues.subcategoryId)),
    )
    .leftJoin(sites, and(eq(sites.orgId, issues.orgId), eq(sites.id, issues.siteId)))
    .leftJoin(assets, and(eq(assets.orgId, issues.orgId), eq(assets.id, issues.assetId)))
    .leftJoin(users, eq(users.id, issues.createdBy))
    .$dynamic();
}

type IssueRow = {
  row: typeof issues.$inferSelect;
  categoryName: string | null;
  subcategoryName: string | null;
  siteTitle: string | null;
  assetName: string | null;
  creatorName: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();
const ref = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

/** The one mapper from issue rows (and their assignees) to the API's issue. */
export function toIssue(r: IssueRow, assignees: IssueAssigneeView[]): Issue {
  const row = r.row;
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
      userName: fullName(users.firstName, users.lastName),
      groupName: groups.nameLang,
    })
    .from(issueAssignees)
    .leftJoin(users, eq(users.id, issueAssignees.userId))
    .leftJoin(groups, and(eq(groups.orgId, issueAssignees.orgId), eq(groups.id, issueAssignees.groupId)))
    .where(inArray(issueAssignees.issueId, [...issueIds]));
  const views = rows
    .map((r) => ({
      issueId: r.issueId,
      view: r.userId
        ? { kind: 'user' as const, id: r.userId, name: r.userName ?? '' }
        : { kind: 'group' as const, id: r.groupId ?? '', name: r.groupName ?? '' },
    }))
    .sort((a, b) => a.view.kind.localeCompare(b.view.kind) * -1 || a.view.name.localeCompare(b.view.name));
  for (const { issueId, view } of views) found.set(issueId, [...(found.get(issueId) ?? []), view]);
  return found;
}

/** Issues of rows read with {@link issueQuery}, their assignees read in one more query. */
export async function toIssues(tx: Executor, rows: IssueRow[]): Promise<Issue[]> {
  const assignees = await assigneesOf(
    tx,
    rows.map((r) => r.row.id),
  );
  return rows.map((r) => toIssue(r, assignees.get(r.row.id) ?? []));
}

/** One issue of the workspace (RLS), 404 otherwise. */
export async function readIssue(tx: Executor, id: string): Promise<Issue> {
  const [row] = await issueQuery(tx).where(eq(issues.id, id)).limit(1);
  if (!row) throw errors.notFound();
  const [issue] = await toIssues(tx, [row]);
  if (!issue) throw errors.notFound();
  return issue;
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
    .select({ event: issueTimeline, userName: fullName(users.firstName, users.lastName) })
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
