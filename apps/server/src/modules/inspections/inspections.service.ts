import { onInspectionCompleted } from '../assignments/occurrence-inspections';
import { eq, inArray } from 'drizzle-orm';
import type { InspectionDetail } from '@fieldbook/domain';
import { inspectionAnswers, inspectionCollaborators, inspections, memberships } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors, type FieldMessage } from '../../platform/errors/app-error';
import { isMessageKey } from '../../platform/i18n/i18n';
import { applyEvaluation, dateAnswer, serverAnswers, upsertAnswers, type AnswerBase } from './answer-rows';
import { assertCanRead, MANAGE_INSPECTIONS } from './inspection-access';
import { editableInspection, readOnlyError } from './inspection-changes.service';
import { inspectionDetail } from './inspection-detail';
import {
  answerKey,
  completionProblems,
  evaluateInspection,
  loadVersion,
  totalsOf,
  type VersionModel,
} from './inspection-version';
import { readInspectionRow, type AnswerRow } from './inspections.repo';
import { raiseRuleIssues } from '../issues/raise-issue.service';

/** Item types the server answers at completion with the end time, unless the inspector set them. */
const END_DATE_TYPES = new Set(['inspection_end_date', 'inspection_real_end_date']);

/** The end-date answers the server fills at completion (the inspector's own answers of those items win; also the demo seed's). */
export function endAnswers(
  model: VersionModel,
  base: AnswerBase,
  timeZone: string,
  seq: number,
  stored: readonly AnswerRow[],
): AnswerRow[] {
  return serverAnswers(
    model,
    base,
    timeZone,
    seq,
    (item) => (END_DATE_TYPES.has(item.type) ? dateAnswer(base.at, timeZone) : null),
    new Set(stored.map((a) => answerKey(a.itemId, a.instance))),
  );
}

/** GET /inspections/{id}: for the conductor, collaborators and members who may read every inspection. */
export function getInspection(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  id: string,
): Promise<InspectionDetail> {
  return withTenant(db, actor, async (tx) => {
    const row = await readInspectionRow(tx, id);
    await assertCanRead(tx, access, row);
    return inspectionDetail(tx, row);
  });
}

/** The 422 field of a completion problem: `items.<item id>`, with `.<instance>` inside repeated sections. */
const problemField = (itemId: string, instance: number): string =>
  instance === 0 ? `items.${itemId}` : `items.${itemId}.${instance}`;

/**
 * POST /inspections/{id}/complete: fills the end dates, validates the merged answers with the rules engine (required answers, bounds,
 * dates, required notes and media); refuses with 422 naming each item, else stores the final score and completes.
 */
export function completeInspection(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  id: string,
  completedAt: string | undefined,
): Promise<InspectionDetail> {
  return withTenant(db, actor, async (tx, audit) => {
    const row = await editableInspection(tx, access, id);
    const model = await loadVersion(tx, row.orgId, row.templateId, row.templateVersion);
    const stored = await tx
      .select()
      .from(inspectionAnswers)
      .where(eq(inspectionAnswers.inspectionId, row.id));
    const now = new Date();
    const endedAt = completedAt ? new Date(completedAt) : now;
    const seq = row.seq + 1;
    const base = {
      orgId: row.orgId,
      inspectionId: row.id,
      assetId: row.assetId,
      userId: access.session.user.id,
      at: endedAt,
    };
    const ends = endAnswers(model, base, row.timezone, seq, stored);
    const answers = [...stored, ...ends];
    const result = evaluateInspection(model, answers, row.instances);
    const problems = completionProblems(model, answers, result, now);
    if (problems.length > 0) {
      const fields: Record<string, FieldMessage> = {};
      for (const p of problems)
        fields[problemField(p.item_id, p.instance)] ??= {
          key: isMessageKey(p.key) ? p.key : 'errors.validation',
          ...(p.params && { params: p.params }),
        };
      throw errors.validation(fields, 'INS_NOT_COMPLETE', 'inspections.not_complete');
    }
    const changed = applyEvaluation(answers, result);
    for (const end of ends) changed.add(answerKey(end.itemId, end.instance));
    await upsertAnswers(
      tx,
      answers.filter((a) => changed.has(answerKey(a.itemId, a.instance))),
    );
    const [updated] = await tx
      .update(inspections)
      .set({
        status: 'completed',
        completedAt: endedAt,
        seq,
        ...totalsOf(result),
        updatedAt: now,
      })
      .where(eq(inspections.id, row.id))
      .returning();
    await onInspectionCompleted(tx, row, now);
    const issuesCount = await raiseRuleIssues(tx, model, row, answers, result, access.session.user.id);
    await audit({
      action: 'inspection.completed',
      entity: 'inspection',
      entityId: row.id,
      summary: { title: row.title, score: result.score, percent: result.percent },
    });
    return inspectionDetail(tx, { ...(updated ?? row), issuesCount });
  });
}

/** PUT /inspections/{id}/collaborators: the conductor or an inspection manager sets who may continue it. */
export function setCollaborators(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  id: string,
  userIds: readonly string[],
): Promise<InspectionDetail> {
  return withTenant(db, actor, async (tx, audit) => {
    const row = await readInspectionRow(tx, id, true);
    if (row.conductedBy !== access.session.user.id && !access.permissions.has(MANAGE_INSPECTIONS)) {
      await assertCanRead(tx, access, row);
      throw errors.forbidden();
    }
    if (row.archived || row.status === 'completed') throw readOnlyError(row);
    const wanted = [...new Set(userIds)].filter((u) => u !== row.conductedBy);
    const members =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: memberships.userId })
            .from(memberships)
            .where(inArray(memberships.userId, wanted));
    const known = new Set(members.map((m) => m.id));
    const unknown = userIds.findIndex((u) => u !== row.conductedBy && !known.has(u));
    if (unknown >= 0)
      throw errors.validation({ [`user_ids.${unknown}`]: { key: 'gen.validations.invalid_option' } });
    await tx.delete(inspectionCollaborators).where(eq(inspectionCollaborators.inspectionId, row.id));
    if (wanted.length > 0)
      await tx
        .insert(inspectionCollaborators)
        .values(wanted.map((userId) => ({ orgId: row.orgId, inspectionId: row.id, userId })));
    const [updated] = await tx
      .update(inspections)
      .set({ collaborative: wanted.length > 0, updatedAt: new Date() })
      .where(eq(inspections.id, row.id))
      .returning();
    await audit({
      action: 'inspection.collaborators_set',
      entity: 'inspection',
      entityId: row.id,
      summary: { user_ids: wanted },
    });
    return inspectionDetail(tx, updated ?? row);
  });
}
