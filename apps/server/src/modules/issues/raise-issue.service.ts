import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { raisedIssuePrefill, type InspectionIssue, type IssueDetail } from '@fieldbook/domain';
import type { AnswerValue } from '@fieldbook/domain/rules';
import type { z } from 'zod';
import type { inspectionIssueRequestSchema } from '@fieldbook/domain';
import {
  inspectionMedia,
  inspections,
  issueCategories,
  issueFiles,
  issues,
  issueTimeline,
} from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { readOnlyError } from '../inspections/inspection-changes.service';
import { assertCanEdit, assertCanRead } from '../inspections/inspection-access';
import {
  answerKey,
  loadVersion,
  type InspectionEvaluation,
  type VersionModel,
} from '../inspections/inspection-version';
import { readInspectionRow, type AnswerRow, type InspectionRow } from '../inspections/inspections.repo';
import { readIssueDetail } from './issues.service';

type RaiseBody = z.output<typeof inspectionIssueRequestSchema>;

/** What one raised issue is made of; `rule` marks (and de-duplicates) an issue a rule raised. */
interface RaisedInsert {
  orgId: string;
  inspectionId: string;
  itemId: string;
  instance: number;
  title: string;
  description: string;
  categoryId: string | null;
  fileIds: readonly string[];
  userId: string;
  rule?: string;
}

/**
 * Inserts an issue linked to an inspection item, its "created" event (holding the source) and the answer's media
 * linked by file id to that event. A file already linked to another issue stays with that issue (one file, one
 * issue: ADR 205).
 */
async function insertRaised(tx: Tx, input: RaisedInsert): Promise<string> {
  const [row] = await tx
    .insert(issues)
    .values({
      orgId: input.orgId,
      title: input.title,
      description: input.description,
      categoryId: input.categoryId,
      createdBy: input.userId,
      inspectionId: input.inspectionId,
      itemId: input.itemId,
    })
    .returning({ id: issues.id });
  if (!row) throw new Error('issue insert returned nothing');
  const [event] = await tx
    .insert(issueTimeline)
    .values({
      orgId: input.orgId,
      issueId: row.id,
      kind: 'created',
      userId: input.userId,
      toValue: {
        source: input.rule ? 'rule' : 'inspection',
        instance: input.instance,
        ...(input.rule && { rule: input.rule }),
      },
    })
    .returning({ id: issueTimeline.id });
  if (!event) throw new Error('event insert returned nothing');
  const fileIds = [...new Set(input.fileIds)];
  if (fileIds.length > 0)
    await tx
      .insert(issueFiles)
      .values(fileIds.map((fileId) => ({ orgId: input.orgId, fileId, issueId: row.id, eventId: event.id })))
      .onConflictDoNothing();
  return row.id;
}

/** Sets the inspection's issues_count to the issues linked to it (raised by hand or by rules). */
export async function recountInspectionIssues(tx: Tx, inspectionId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(issues)
    .where(eq(issues.inspectionId, inspectionId));
  const count = row?.count ?? 0;
  await tx.update(inspections).set({ issuesCount: count }).where(eq(inspections.id, inspectionId));
  return count;
}

/** 422 on file_ids unless every file is media of this inspection. */
async function assertInspectionMedia(
  tx: Tx,
  inspectionId: string,
  fileIds: readonly string[],
): Promise<void> {
  const wanted = [...new Set(fileIds)];
  if (wanted.length === 0) return;
  const found = await tx
    .select({ fileId: inspectionMedia.fileId })
    .from(inspectionMedia)
    .where(and(eq(inspectionMedia.inspectionId, inspectionId), inArray(inspectionMedia.fileId, wanted)));
  if (found.length !== wanted.length)
    throw errors.validation({ file_ids: { key: 'issues.validation.file' } });
}

/**
 * POST /inspections/{id}/issues: the conductor, a collaborator or an inspection manager raises an issue on an item
 * of the inspection (in progress or completed, not archived), linking media of the inspection by file id.
 */
export function raiseInspectionIssue(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  inspectionId: string,
  body: RaiseBody,
): Promise<IssueDetail> {
  return withTenant(db, actor, async (tx, audit) => {
    const row = await readInspectionRow(tx, inspectionId, true);
    await assertCanEdit(tx, access, row);
    if (row.archived) throw readOnlyError(row);
    const model = await loadVersion(tx, row.orgId, row.templateId, row.templateVersion);
    if (!model.items.has(body.item_id))
      throw errors.validation({ item_id: { key: 'gen.validations.invalid_option' } });
    await assertInspectionMedia(tx, row.id, body.file_ids);
    const id = await insertRaised(tx, {
      orgId: row.orgId,
      inspectionId: row.id,
      itemId: body.item_id,
      instance: body.instance,
      title: body.title,
      description: body.description,
      categoryId: null,
      fileIds: body.file_ids,
      userId: access.session.user.id,
    });
    await recountInspectionIssues(tx, row.id);
    await audit({
      action: 'issue.created',
      entity: 'issue',
      entityId: id,
      summary: { title: body.title, inspection_id: row.id, item_id: body.item_id },
    });
    return readIssueDetail(tx, id);
  });
}

/** Rule keys of the issues rules already raised on an inspection. */
async function raisedRuleKeys(tx: Tx, inspectionId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ rule: sql<string | null>`${issueTimeline.toValue}->>'rule'` })
    .from(issueTimeline)
    .innerJoin(issues, and(eq(issues.orgId, issueTimeline.orgId), eq(issues.id, issueTimeline.issueId)))
    .where(and(eq(issues.inspectionId, inspectionId), eq(issueTimeline.kind, 'created')));
  return new Set(rows.flatMap((r) => (r.rule ? [r.rule] : [])));
}

/** Categories among the ids that are active in the workspace. */
async function activeCategories(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: issueCategories.id })
    .from(issueCategories)
    .where(and(inArray(issueCategories.id, [...ids]), isNull(issueCategories.archivedAt)));
  return new Set(rows.map((r) => r.id));
}

/**
 * At completion, in its transaction: one issue per `issue` rule action whose condition holds, per item instance,
 * prefilled as the runner's dialog is; a key in the created event keeps a replay from raising it twice.
 */
export async function raiseRuleIssues(
  tx: Tx,
  model: VersionModel,
  row: InspectionRow,
  answers: readonly AnswerRow[],
  result: InspectionEvaluation,
  userId: string,
): Promise<number> {
  const raised = result.evaluation.issues;
  if (raised.length > 0) {
    const done = await raisedRuleKeys(tx, row.id);
    const byKey = new Map(answers.map((a) => [answerKey(a.itemId, a.instance), a]));
    const categories = await activeCategories(
      tx,
      raised.flatMap((r) => (r.category_id ? [r.category_id] : [])),
    );
    for (const issue of raised) {
      const key = `${issue.action_id}:${answerKey(issue.item_id, issue.instance)}`;
      const item = model.items.get(issue.item_id);
      if (done.has(key) || !item) continue;
      done.add(key);
      const answer = byKey.get(answerKey(issue.item_id, issue.instance));
      const prefill = raisedIssuePrefill(model.doc, item, (answer?.value ?? null) as AnswerValue, issue);
      await insertRaised(tx, {
        orgId: row.orgId,
        inspectionId: row.id,
        itemId: issue.item_id,
        instance: issue.instance,
        ...prefill,
        categoryId: issue.category_id && categories.has(issue.category_id) ? issue.category_id : null,
        fileIds: answer?.media ?? [],
        userId,
        rule: key,
      });
    }
  }
  return recountInspectionIssues(tx, row.id);
}

/** GET /inspections/{id}/issues: the issues linked to an inspection, for anyone who may read it. */
export function inspectionIssues(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  inspectionId: string,
): Promise<InspectionIssue[]> {
  return withTenant(db, actor, async (tx) => {
    const row = await readInspectionRow(tx, inspectionId);
    await assertCanRead(tx, access, row);
    const rows = await tx
      .select({
        id: issues.id,
        title: issues.title,
        status: issues.status,
        itemId: issues.itemId,
        createdAt: issues.createdAt,
      })
      .from(issues)
      .where(eq(issues.inspectionId, row.id))
      .orderBy(asc(issues.createdAt), asc(issues.id));
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      item_id: r.itemId,
      created_at: new Date(r.createdAt).toISOString(),
    }));
  });
}
