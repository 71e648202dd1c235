import { eq } from 'drizzle-orm';
import type {
  IssueDetail,
  IssueEvent,
  issueCommentRequestSchema,
  issueCreateSchema,
  IssueStatus,
  issueUpdateSchema,
} from '@fieldbook/domain';
import type { z } from 'zod';
import { issueFiles, issues, issueTimeline } from '../../db/schema';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import type { RequestAccess } from '../../platform/auth/access';
import { assertIssueActions, issueGate, type IssueAction } from './issue-permissions';
import { checkAssignees, checkIssueRefs } from './issue-refs';
import { fieldChanges, recordEvents, replaceAssignees, statusChange } from './issue-timeline';
import { lockIssue, readIssue, readTimeline } from './issues.repo';

type CreateBody = z.output<typeof issueCreateSchema>;
type UpdateBody = z.output<typeof issueUpdateSchema>;
type CommentBody = z.output<typeof issueCommentRequestSchema>;

/** The issue with its timeline, as the detail answers it. */
export async function readIssueDetail(tx: Tx, id: string): Promise<IssueDetail> {
  const issue = await readIssue(tx, id);
  return { ...issue, timeline: await readTimeline(tx, id) };
}

/** GET /issues/{id}: the workspace's access setting decides who may open it (ADR 210). */
export function getIssue(db: Db, actor: Actor, access: RequestAccess, id: string): Promise<IssueDetail> {
  return withTenant(db, actor, async (tx) => {
    const detail = await readIssueDetail(tx, id);
    await assertIssueActions(tx, await issueGate(tx, access), id, []);
    return detail;
  });
}

/** POST /issues: an issue made by hand, with its "created" event; every reference checked first. */
export function createIssue(db: Db, actor: Actor, body: CreateBody): Promise<IssueDetail> {
  return withTenant(db, actor, async (tx, audit) => {
    const orgId = actor.orgId as string;
    await checkIssueRefs(tx, body);
    const assignees = await checkAssignees(tx, orgId, body.assignees);
    const [row] = await tx
      .insert(issues)
      .values({
        orgId,
        title: body.title,
        description: body.description,
        dueAt: body.due_at ? new Date(body.due_at) : null,
        status: body.status,
        priority: body.priority,
        categoryId: body.category_id,
        subcategoryId: body.subcategory_id,
        siteId: body.site_id,
        assetId: body.asset_id,
        labels: body.labels,
        risk: body.risk,
        type: body.type,
        createdBy: actor.userId,
      })
      .returning({ id: issues.id });
    if (!row) throw new Error('issue insert returned nothing');
    await replaceAssignees(tx, orgId, [row.id], assignees);
    await recordEvents(tx, [{ orgId, issueId: row.id, kind: 'created', userId: actor.userId }]);
    await audit({
      action: 'issue.created',
      entity: 'issue',
      entityId: row.id,
      summary: { title: body.title },
    });
    return readIssueDetail(tx, row.id);
  });
}

/** What an update needs beyond access: detail fields (title, risk, type) and the category (ADR 210). */
function updateActions(row: typeof issues.$inferSelect, body: UpdateBody): IssueAction[] {
  const actions: IssueAction[] = [];
  const detailChanged =
    (body.title !== undefined && body.title !== row.title) ||
    (body.risk !== undefined && body.risk !== row.risk) ||
    (body.type !== undefined && body.type !== row.type);
  if (detailChanged) actions.push({ kind: 'edit_details' });
  const categoryChanged =
    (body.category_id !== undefined && body.category_id !== row.categoryId) ||
    (body.subcategory_id !== undefined && body.subcategory_id !== row.subcategoryId);
  if (categoryChanged) actions.push({ kind: 'change_category' });
  return actions;
}

/** PUT /issues/{id}: the fields sent change, as the settings permit; each changed field is one timeline event. */
export function updateIssue(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  id: string,
  body: UpdateBody,
): Promise<IssueDetail> {
  return withTenant(db, actor, async (tx, audit) => {
    const orgId = actor.orgId as string;
    const row = await lockIssue(tx, id);
    await assertIssueActions(tx, await issueGate(tx, access), id, updateActions(row, body));
    const before = await readIssue(tx, id);
    const categoryId = body.category_id !== undefined ? body.category_id : row.categoryId;
    const categoryChanged = categoryId !== row.categoryId;
    const next = {
      category_id: categoryId,
      // A new category drops the old subcategory unless one is sent with it.
      subcategory_id:
        body.subcategory_id !== undefined ? body.subcategory_id : categoryChanged ? null : row.subcategoryId,
      site_id: body.site_id !== undefined ? body.site_id : row.siteId,
      asset_id: body.asset_id !== undefined ? body.asset_id : row.assetId,
    };
    await checkIssueRefs(tx, next, {
      category_id: row.categoryId,
      subcategory_id: row.subcategoryId,
      site_id: row.siteId,
      asset_id: row.assetId,
    });
    if (body.assignees)
      await replaceAssignees(tx, orgId, [id], await checkAssignees(tx, orgId, body.assignees));
    await tx
      .update(issues)
      .set({
        ...(body.title !== undefined && { title: body.title }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.due_at !== undefined && { dueAt: body.due_at ? new Date(body.due_at) : null }),
        ...(body.priority !== undefined && { priority: body.priority }),
        ...(body.labels !== undefined && { labels: body.labels }),
        ...(body.risk !== undefined && { risk: body.risk }),
        ...(body.type !== undefined && { type: body.type }),
        categoryId: next.category_id,
        subcategoryId: next.subcategory_id,
        siteId: next.site_id,
        assetId: next.asset_id,
        updatedAt: new Date(),
      })
      .where(eq(issues.id, id));
    const after = await readIssue(tx, id);
    const changes = fieldChanges(actor, before, after);
    await recordEvents(tx, changes);
    if (changes.length > 0) {
      await audit({
        action: 'issue.updated',
        entity: 'issue',
        entityId: id,
        summary: { title: after.title, fields: changes.map((c) => c.field) },
      });
    }
    return readIssueDetail(tx, id);
  });
}

/** PUT /issues/{id}/status: a status-change event when the status differs and the settings permit the move. */
export function changeIssueStatus(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  id: string,
  status: IssueStatus,
): Promise<IssueDetail> {
  return withTenant(db, actor, async (tx, audit) => {
    const row = await lockIssue(tx, id);
    if (row.status !== status) {
      await assertIssueActions(tx, await issueGate(tx, access), id, [{ kind: 'status', status }]);
      await tx.update(issues).set({ status, updatedAt: new Date() }).where(eq(issues.id, id));
      await recordEvents(tx, [statusChange(actor, id, row.status, status)]);
      await audit({
        action: 'issue.status_changed',
        entity: 'issue',
        entityId: id,
        summary: { title: row.title, from: row.status, to: status },
      });
    }
    return readIssueDetail(tx, id);
  });
}

/**
 * POST /issues/{id}/comments: text and files uploaded to this issue that no comment holds yet. Answers the new
 * event only: a long timeline is not sent back on every comment.
 */
export function commentOnIssue(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  id: string,
  body: CommentBody,
): Promise<IssueEvent> {
  return withTenant(db, actor, async (tx, audit) => {
    const row = await lockIssue(tx, id);
    await assertIssueActions(tx, await issueGate(tx, access), id, []);
    const fileIds = [...new Set(body.file_ids)];
    const free = fileIds.length
      ? await tx
          .select({ fileId: issueFiles.fileId, eventId: issueFiles.eventId })
          .from(issueFiles)
          .where(eq(issueFiles.issueId, id))
      : [];
    const usable = new Set(free.filter((f) => f.eventId === null).map((f) => f.fileId));
    if (fileIds.some((fileId) => !usable.has(fileId))) {
      throw errors.validation({ file_ids: { key: 'issues.validation.file' } });
    }
    const [event] = await tx
      .insert(issueTimeline)
      .values({
        orgId: row.orgId,
        issueId: id,
        kind: 'comment',
        userId: actor.userId,
        text: body.text || null,
      })
      .returning({ id: issueTimeline.id });
    if (!event) throw new Error('comment insert returned nothing');
    for (const fileId of fileIds) {
      await tx.update(issueFiles).set({ eventId: event.id }).where(eq(issueFiles.fileId, fileId));
    }
    await tx.update(issues).set({ updatedAt: new Date() }).where(eq(issues.id, id));
    await audit({
      action: 'issue.commented',
      entity: 'issue',
      entityId: id,
      summary: { title: row.title, files: fileIds.length },
    });
    const [answer] = await readTimeline(tx, id, event.id);
    if (!answer) throw new Error('comment read returned nothing');
    return answer;
  });
}
