import { and, eq, exists, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@fieldbook/domain';
import {
  assignmentAssets,
  assignmentAssignees,
  assignmentOccurrences,
  assignments,
  groupMembers,
  inspectionCollaborators,
  inspections,
} from '../../db/schema';
import type { Tx } from '../../platform/db/client';
import { AppError, errors } from '../../platform/errors/app-error';

/** What a start from an occurrence needs from the request. */
export interface OccurrenceStart {
  occurrenceId: string;
  templateId: string;
  assetId: string | null;
}

/** A start from an occurrence, checked: the inspection to continue (collaborative), or what to link after insert. */
export type PreparedStart =
  | { kind: 'continue'; inspectionId: string }
  | { kind: 'new'; occurrenceId: string; assignmentId: string; assetId: string };

/** 422 with the spec's wording: restricted mode allows one report in progress per template and asset. */
function restrictedRefusal(): AppError {
  return new AppError(422, ERROR_CODES.restrictedInProgress, 'assignment.restricted_in_progress');
}

/** Whether the member is an assignee of the assignment, as a user or through one of their groups. */
async function isAssignee(tx: Tx, assignmentId: string, userId: string): Promise<boolean> {
  const a = assignmentAssignees;
  const [found] = await tx
    .select({ id: a.id })
    .from(a)
    .where(
      and(
        eq(a.assignmentId, assignmentId),
        or(
          eq(a.userId, userId),
          and(
            isNotNull(a.groupId),
            exists(
              tx
                .select({ one: sql`1` })
                .from(groupMembers)
                .where(and(eq(groupMembers.groupId, a.groupId), eq(groupMembers.userId, userId))),
            ),
          ),
        ),
      ),
    )
    .limit(1);
  return !!found;
}

/**
 * Restricted mode (spec §4): refuses a start for a template and asset that an active restricted assignment covers
 * while an inspection of both is in progress.
 */
export async function assertNotRestricted(tx: Tx, templateId: string, assetId: string | null): Promise<void> {
  if (!assetId) return;
  const covering = await tx
    .select({ id: assignments.id })
    .from(assignments)
    .where(
      and(
        eq(assignments.templateId, templateId),
        eq(assignments.status, 'active'),
        eq(assignments.restrictedMode, true),
        or(
          exists(
            tx
              .select({ one: sql`1` })
              .from(assignmentAssets)
              .where(
                and(eq(assignmentAssets.assignmentId, assignments.id), eq(assignmentAssets.assetId, assetId)),
              ),
          ),
          exists(
            tx
              .select({ one: sql`1` })
              .from(assignmentOccurrences)
              .where(
                and(
                  eq(assignmentOccurrences.assignmentId, assignments.id),
                  eq(assignmentOccurrences.assetId, assetId),
                ),
              ),
          ),
        ),
      ),
    )
    .limit(1);
  if (covering.length === 0) return;
  const [open] = await tx
    .select({ id: inspections.id })
    .from(inspections)
    .where(
      and(
        eq(inspections.templateId, templateId),
        eq(inspections.assetId, assetId),
        ne(inspections.status, 'completed'),
        eq(inspections.archived, false),
      ),
    )
    .limit(1);
  if (open) throw restrictedRefusal();
}

/**
 * Checks a start from an occurrence (locked, so two starts of one occurrence queue up): it must be open and of
 * the template and asset asked for, and the member one of its assignees. When it already has an inspection, a
 * collaborative assignment lets the member continue it (added as a collaborator); otherwise 422.
 */
export async function prepareOccurrenceStart(
  tx: Tx,
  userId: string,
  start: OccurrenceStart,
): Promise<PreparedStart> {
  const invalid = () => errors.validation({ occurrence_id: { key: 'gen.validations.invalid_option' } });
  const [found] = await tx
    .select({ occurrence: assignmentOccurrences, assignment: assignments })
    .from(assignmentOccurrences)
    .innerJoin(assignments, eq(assignments.id, assignmentOccurrences.assignmentId))
    .where(
      and(
        eq(assignmentOccurrences.id, start.occurrenceId),
        inArray(assignmentOccurrences.status, ['to_do', 'overdue']),
      ),
    )
    .limit(1)
    .for('update', { of: assignmentOccurrences });
  if (!found || found.assignment.status !== 'active') throw invalid();
  const { occurrence, assignment } = found;
  if (assignment.templateId !== start.templateId || (start.assetId && start.assetId !== occurrence.assetId))
    throw invalid();
  if (!(await isAssignee(tx, assignment.id, userId))) throw errors.forbidden();
  if (occurrence.inspectionId) {
    if (!assignment.collaborative) throw restrictedRefusal();
    const [running] = await tx
      .select({ orgId: inspections.orgId, conductedBy: inspections.conductedBy })
      .from(inspections)
      .where(eq(inspections.id, occurrence.inspectionId))
      .limit(1);
    if (running && running.conductedBy !== userId) {
      await tx
        .insert(inspectionCollaborators)
        .values({ orgId: running.orgId, inspectionId: occurrence.inspectionId, userId })
        .onConflictDoNothing();
      await tx
        .update(inspections)
        .set({ collaborative: true })
        .where(eq(inspections.id, occurrence.inspectionId));
    }
    return { kind: 'continue', inspectionId: occurrence.inspectionId };
  }
  if (assignment.restrictedMode) await assertNotRestricted(tx, assignment.templateId, occurrence.assetId);
  return {
    kind: 'new',
    occurrenceId: occurrence.id,
    assignmentId: assignment.id,
    assetId: occurrence.assetId,
  };
}

/** Links a new inspection and its occurrence both ways. */
export async function linkOccurrenceStart(
  tx: Tx,
  prepared: Extract<PreparedStart, { kind: 'new' }>,
  inspectionId: string,
): Promise<void> {
  await tx
    .update(inspections)
    .set({ assignmentId: prepared.assignmentId })
    .where(eq(inspections.id, inspectionId));
  await tx
    .update(assignmentOccurrences)
    .set({ inspectionId, updatedAt: new Date() })
    .where(eq(assignmentOccurrences.id, prepared.occurrenceId));
}

/**
 * On completion: the inspection's occurrence is done; an auto-finish assignment without a schedule (direct) is
 * finished once every assigned asset has a completed inspection of it (spec §4).
 */
export async function onInspectionCompleted(
  tx: Tx,
  inspection: { id: string; assignmentId: string | null },
  now: Date,
): Promise<void> {
  if (!inspection.assignmentId) return;
  await tx
    .update(assignmentOccurrences)
    .set({ status: 'done', updatedAt: now })
    .where(eq(assignmentOccurrences.inspectionId, inspection.id));
  const [a] = await tx.select().from(assignments).where(eq(assignments.id, inspection.assignmentId)).limit(1);
  if (!a || !a.autoFinish || a.type !== 'direct' || a.status === 'finished') return;
  const [left] = await tx
    .select({ assetId: assignmentOccurrences.assetId })
    .from(assignmentOccurrences)
    .where(and(eq(assignmentOccurrences.assignmentId, a.id), ne(assignmentOccurrences.status, 'done')))
    .limit(1);
  const [unplanned] = await tx
    .select({ assetId: assignmentAssets.assetId })
    .from(assignmentAssets)
    .where(
      and(
        eq(assignmentAssets.assignmentId, a.id),
        sql`not exists (select 1 from ${inspections} i where i.assignment_id = ${a.id} and i.asset_id = ${assignmentAssets.assetId} and i.status = 'completed')`,
      ),
    )
    .limit(1);
  if (left || unplanned) return;
  await tx
    .update(assignments)
    .set({ status: 'finished', finishedAt: now, nextDue: null, updatedAt: now })
    .where(and(eq(assignments.id, a.id), isNull(assignments.finishedAt)));
}
