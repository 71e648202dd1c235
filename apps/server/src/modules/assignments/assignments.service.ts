import { and, eq, gt, isNull } from 'drizzle-orm';
import { jsonEqual } from '@fieldbook/domain/custom-fields/json-equal';
import {
  ERROR_CODES,
  type AssignmentDetail,
  type AssignmentInput,
  type AssignmentStatus,
  type Language,
  type Recurrence,
} from '@fieldbook/domain';
import { assignmentNextDue, currentOrNextOccurrence, recurrenceToRRule } from '@fieldbook/domain/assignments';
import {
  assignmentAssetConditions,
  assignmentAssets,
  assignmentAssignees,
  assignmentManagers,
  assignmentOccurrences,
  assignments,
} from '../../db/schema';
import type { Db, Executor } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { AppError } from '../../platform/errors/app-error';
import { translate } from '../../platform/i18n/i18n';
import { scopeOf } from '../users/users.service';
import { checkAssignmentRefs, type CheckedRefs } from './assignment-refs';
import { lockAssignment, readAssignment, readDynamicAssets } from './assignments.repo';

/** The refusal every change of a finished assignment gets (spec §4, §8). */
function finishedRefusal(): AppError {
  return new AppError(422, ERROR_CODES.assignmentFinished, 'assignment.update_not_allowed');
}

const dateOrNull = (value: string | null) => (value ? new Date(value) : null);

/** The columns of an assignment that come straight from the request and its checked references. */
function columnsOf(body: AssignmentInput, refs: CheckedRefs, status: AssignmentStatus, now: Date) {
  return {
    title: body.title,
    fields: refs.fields,
    type: body.type,
    templateId: body.template_id,
    assigneeMode: body.assignee_mode,
    recurrence: body.type === 'direct' ? null : body.recurrence,
    rrule: body.type !== 'direct' && body.recurrence ? recurrenceToRRule(body.recurrence) : null,
    startAt: body.type === 'schedule' ? null : dateOrNull(body.start_at),
    endAt: body.type === 'schedule' ? null : dateOrNull(body.end_at),
    nextDue: dateOrNull(
      assignmentNextDue(
        {
          status,
          type: body.type,
          recurrence: body.type === 'direct' ? null : body.recurrence,
          start_at: body.start_at,
          end_at: body.end_at,
        },
        now,
      ),
    ),
    restrictedMode: body.restricted_mode,
    collaborative: body.collaborative,
    autoFinish: body.auto_finish,
    allowAdditionalAssets: body.allow_additional_assets,
  };
}

/** Replaces an assignment's assignees, managers, chosen assets and dynamic set. */
async function storeChildren(tx: Executor, orgId: string, id: string, refs: CheckedRefs): Promise<void> {
  await tx.delete(assignmentAssignees).where(eq(assignmentAssignees.assignmentId, id));
  await tx.delete(assignmentManagers).where(eq(assignmentManagers.assignmentId, id));
  await tx.delete(assignmentAssets).where(eq(assignmentAssets.assignmentId, id));
  await tx.delete(assignmentAssetConditions).where(eq(assignmentAssetConditions.assignmentId, id));
  if (refs.assignees.length)
    await tx.insert(assignmentAssignees).values(
      refs.assignees.map((a) => ({
        orgId,
        assignmentId: id,
        userId: a.kind === 'user' ? a.id : null,
        groupId: a.kind === 'group' ? a.id : null,
      })),
    );
  if (refs.managers.length)
    await tx
      .insert(assignmentManagers)
      .values(refs.managers.map((userId) => ({ orgId, assignmentId: id, userId })));
  if (refs.assets.length)
    await tx
      .insert(assignmentAssets)
      .values(refs.assets.map((assetId) => ({ orgId, assignmentId: id, assetId })));
  if (refs.dynamic)
    await tx.insert(assignmentAssetConditions).values({
      orgId,
      assignmentId: id,
      assetTypeId: refs.dynamic.asset_type_id,
      conditions: refs.dynamic.conditions,
    });
}

/**
 * From when a changed schedule applies (ADR 209): "next" keeps the open window of the old rule and starts the new
 * one at its end; "current" replaces the open window too. Without an open window the new rule applies from now.
 */
export function ruleAppliesFrom(previous: Recurrence | null, applyTo: 'next' | 'current', now: Date): Date {
  const open = previous ? currentOrNextOccurrence(previous, now) : null;
  if (!open || Date.parse(open.start) > now.getTime()) return now;
  return new Date(applyTo === 'current' ? open.start : open.end);
}

/** GET /assignment/{id}. */
export function getAssignment(db: Db, actor: Actor, id: string): Promise<AssignmentDetail> {
  return withTenant(db, actor, (tx) => readAssignment(tx, id));
}

/** POST /assignment/new: an active assignment, assigned by the caller; every reference checked first. */
export function createAssignment(db: Db, actor: Actor, body: AssignmentInput): Promise<AssignmentDetail> {
  const { orgId, userId } = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    const refs = await checkAssignmentRefs(tx, orgId, body, null);
    const now = new Date();
    const [row] = await tx
      .insert(assignments)
      .values({ orgId, ...columnsOf(body, refs, 'active', now), assignedBy: userId, ruleAppliesFrom: now })
      .returning({ id: assignments.id });
    if (!row) throw new Error('assignment insert returned nothing');
    await storeChildren(tx, orgId, row.id, refs);
    await audit({
      action: 'assignment.created',
      entity: 'assignment',
      entityId: row.id,
      summary: { title: body.title },
    });
    return readAssignment(tx, row.id);
  });
}

/** PUT /assignment/{id}: replaces the assignment; a finished one refuses (spec §8). */
export function updateAssignment(
  db: Db,
  actor: Actor,
  id: string,
  body: AssignmentInput,
): Promise<AssignmentDetail> {
  const { orgId } = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    const before = await lockAssignment(tx, id);
    if (before.status === 'finished') throw finishedRefusal();
    const held = await tx
      .select({ id: assignmentAssets.assetId })
      .from(assignmentAssets)
      .where(eq(assignmentAssets.assignmentId, id));
    const refs = await checkAssignmentRefs(tx, orgId, body, {
      templateId: before.templateId,
      assetIds: new Set(held.map((h) => h.id)),
    });
    const now = new Date();
    const columns = columnsOf(body, refs, before.status, now);
    // jsonb answers keys in its own order: compare by value, not by text.
    const ruleChanged = !jsonEqual(columns.recurrence, before.recurrence ?? null);
    await tx
      .update(assignments)
      .set({
        ...columns,
        ...(ruleChanged && { ruleAppliesFrom: ruleAppliesFrom(before.recurrence, body.apply_to, now) }),
        ...rematerialise(now),
        updatedAt: now,
      })
      .where(eq(assignments.id, id));
    await storeChildren(tx, orgId, id, refs);
    await audit({
      action: 'assignment.updated',
      entity: 'assignment',
      entityId: id,
      summary: { title: body.title, schedule_changed: ruleChanged, apply_to: body.apply_to },
    });
    return readAssignment(tx, id);
  });
}

/**
 * After an edit or a state change the materialiser (ADR 213) rebuilds the occurrences from now on at its next
 * tick: no catching up on windows that passed while the rule or the pause was different.
 */
function rematerialise(now: Date) {
  return { sweepAt: now, materializedUntil: null };
}

/**
 * A pause takes back the occurrences that have not begun and nobody started; activating writes them again (the
 * materialiser from now on, as after any state change). Open, started and finished ones stay as they were.
 */
async function dropFutureToDo(tx: Executor, id: string, now: Date): Promise<void> {
  const o = assignmentOccurrences;
  await tx
    .delete(o)
    .where(
      and(eq(o.assignmentId, id), eq(o.status, 'to_do'), isNull(o.inspectionId), gt(o.windowStart, now)),
    );
}

/** POST /assignment/{id}/pause and /active: switches active ↔ paused; a finished one refuses (spec §4). */
export function setAssignmentStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: 'active' | 'paused',
): Promise<AssignmentDetail> {
  return withTenant(db, actor, async (tx, audit) => {
    const row = await lockAssignment(tx, id);
    if (row.status === 'finished') throw finishedRefusal();
    if (row.status !== status) {
      const now = new Date();
      const nextDue = assignmentNextDue(
        {
          status,
          type: row.type,
          recurrence: row.recurrence ?? null,
          start_at: row.startAt?.toISOString() ?? null,
          end_at: row.endAt?.toISOString() ?? null,
        },
        now,
      );
      await tx
        .update(assignments)
        .set({ status, nextDue: dateOrNull(nextDue), ...rematerialise(now), updatedAt: now })
        .where(eq(assignments.id, id));
      if (status === 'paused') await dropFutureToDo(tx, id, now);
      await audit({
        action: status === 'paused' ? 'assignment.paused' : 'assignment.activated',
        entity: 'assignment',
        entityId: id,
        summary: { title: row.title },
      });
    }
    return readAssignment(tx, id);
  });
}

/** POST /assignment/{id}/clone: a new active assignment with everything of the original, titled as a copy. */
export function cloneAssignment(db: Db, actor: Actor, id: string, lang: Language): Promise<AssignmentDetail> {
  const { orgId, userId } = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    const source = await readAssignment(tx, id);
    const title = translate(lang, 'assignment.copy_title', { title: source.title }).slice(0, 255);
    const now = new Date();
    const body: AssignmentInput = {
      title,
      fields: source.fields,
      template_id: source.template?.id ?? '',
      type: source.type,
      assignees: source.assignees.map(({ kind, id: assigneeId }) => ({ kind, id: assigneeId })),
      assignee_mode: source.assignee_mode,
      managers: source.managers.map((m) => m.id),
      assets: source.assets.map((a) => a.id),
      dynamic_assets: await readDynamicAssets(tx, id),
      recurrence: source.recurrence,
      start_at: source.start_at,
      end_at: source.end_at,
      restricted_mode: source.restricted_mode,
      collaborative: source.collaborative,
      auto_finish: source.auto_finish,
      allow_additional_assets: source.allow_additional_assets,
      apply_to: 'next',
    };
    const refs: CheckedRefs = {
      fields: source.fields,
      assignees: body.assignees,
      managers: body.managers,
      assets: body.assets,
      dynamic: body.dynamic_assets,
    };
    const [row] = await tx
      .insert(assignments)
      .values({ orgId, ...columnsOf(body, refs, 'active', now), assignedBy: userId, ruleAppliesFrom: now })
      .returning({ id: assignments.id });
    if (!row) throw new Error('assignment insert returned nothing');
    await storeChildren(tx, orgId, row.id, refs);
    await audit({
      action: 'assignment.cloned',
      entity: 'assignment',
      entityId: row.id,
      summary: { title, source_id: id },
    });
    return readAssignment(tx, row.id);
  });
}

/** DELETE /assignment/{id}: the assignment goes with its assignees, assets, conditions and occurrences. */
export function deleteAssignment(db: Db, actor: Actor, id: string): Promise<void> {
  return withTenant(db, actor, async (tx, audit) => {
    const row = await lockAssignment(tx, id);
    await tx.delete(assignments).where(eq(assignments.id, id));
    await audit({
      action: 'assignment.deleted',
      entity: 'assignment',
      entityId: id,
      summary: { title: row.title },
    });
  });
}
