import { and, eq, inArray } from 'drizzle-orm';
import type { InspectionChange, InspectionChangesResponse } from '@fieldbook/domain';
import {
  inspectionAnswers,
  inspectionChanges,
  inspections,
  type InspectionStamps,
  type PartStamp,
} from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { AppError } from '../../platform/errors/app-error';
import { beats, mergePart } from './answer-merge';
import { applyEvaluation, newAnswerRow, typedColumns, upsertAnswers } from './answer-rows';
import { assertChangesFit } from './change-checks';
import { assertCanEdit, assertCanRead } from './inspection-access';
import { changesSince } from './inspection-detail';
import { answerKey, evaluateInspection, loadVersion, totalsOf } from './inspection-version';
import { readInspectionRow, type AnswerRow, type InspectionRow } from './inspections.repo';

/** 409 for a change to a completed or archived inspection: it is read-only (ADR 194). */
export function readOnlyError(row: InspectionRow): AppError {
  return row.archived
    ? new AppError(409, 'INS_ARCHIVED', 'inspections.archived_read_only')
    : new AppError(409, 'INS_COMPLETED', 'inspections.completed_read_only');
}

/** The inspection locked for a change by an editor; completed and archived inspections refuse with 409. */
export async function editableInspection(tx: Tx, access: RequestAccess, id: string): Promise<InspectionRow> {
  const row = await readInspectionRow(tx, id, true);
  await assertCanEdit(tx, access, row);
  if (row.archived || row.status === 'completed') throw readOnlyError(row);
  return row;
}

/** Change ids of the batch that were applied before (a retry): they are acknowledged, not applied again. */
async function appliedBefore(tx: Tx, inspectionId: string, ids: readonly string[]): Promise<Set<string>> {
  const rows = await tx
    .select({ id: inspectionChanges.changeId })
    .from(inspectionChanges)
    .where(
      and(eq(inspectionChanges.inspectionId, inspectionId), inArray(inspectionChanges.changeId, [...ids])),
    );
  return new Set(rows.map((r) => r.id));
}

const partValue = (change: InspectionChange): unknown =>
  change.kind === 'value'
    ? change.value
    : change.kind === 'note'
      ? change.note
      : change.kind === 'media'
        ? change.file_ids
        : change.kind === 'rating'
          ? change.rating
          : change.kind === 'markers'
            ? change.markers
            : null;

/** Inspection-level changes (repeat counts, title, location): the later change of each field wins. */
function applyInspectionField(
  row: InspectionRow,
  stamps: InspectionStamps,
  change: InspectionChange,
  stamp: PartStamp,
): void {
  const field = change.kind === 'instances' ? `instances.${change.item_id}` : change.kind;
  if (!beats(stamp, stamps[field])) return;
  stamps[field] = stamp;
  if (change.kind === 'instances') row.instances = { ...row.instances, [change.item_id]: change.count };
  if (change.kind === 'title') row.title = change.title;
  if (change.kind === 'location') row.location = change.location && { ...change.location, address: null };
}

/**
 * POST /inspections/{id}/changes: applies a batch of the runner's idempotent changes in one transaction, merging
 * per answer part (ADR 194), re-evaluates the rules for scores and failed answers, and answers what changed after
 * `since`. The first change moves the inspection from to_do to in_progress.
 */
export function applyChanges(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  id: string,
  changes: readonly InspectionChange[],
  since: number,
): Promise<InspectionChangesResponse> {
  const userId = access.session.user.id;
  return withTenant(db, actor, async (tx) => {
    const row = await editableInspection(tx, access, id);
    const model = await loadVersion(tx, row.orgId, row.templateId, row.templateVersion);
    await assertChangesFit(tx, model, row.id, changes);
    const done = await appliedBefore(
      tx,
      row.id,
      changes.map((c) => c.change_id),
    );
    const fresh = changes.filter(
      (c, i) => !done.has(c.change_id) && changes.findIndex((o) => o.change_id === c.change_id) === i,
    );
    const applied = [...new Set(changes.map((c) => c.change_id))];
    if (fresh.length === 0) return changesSince(tx, row, since, applied);

    const seq = row.seq + 1;
    const now = new Date();
    const rows = await tx.select().from(inspectionAnswers).where(eq(inspectionAnswers.inspectionId, row.id));
    const byKey = new Map<string, AnswerRow>(rows.map((r) => [answerKey(r.itemId, r.instance), r]));
    const touched = new Set<string>();
    const stamps: InspectionStamps = { ...row.stamps };
    const base = { orgId: row.orgId, inspectionId: row.id, assetId: row.assetId, userId, at: now };
    for (const change of fresh) {
      const stamp = { at: change.changed_at, by: userId, change: change.change_id };
      if (change.kind === 'instances' || change.kind === 'title' || change.kind === 'location') {
        applyInspectionField(row, stamps, change, stamp);
        continue;
      }
      const part = change.kind;
      const key = answerKey(change.item_id, change.instance);
      const current = byKey.get(key) ?? newAnswerRow(model, base, change.item_id, change.instance);
      const merged = mergePart(current, part, partValue(change), stamp);
      const winner = merged.partTimes[part] === stamp;
      byKey.set(key, {
        ...current,
        ...merged,
        ...(winner &&
          part === 'value' &&
          typedColumns(model.items.get(change.item_id), merged.value, row.timezone)),
        ...(winner && { changedBy: userId, responseAt: now }),
        seq,
      });
      touched.add(key);
    }
    const all = [...byKey.values()];
    const result = evaluateInspection(model, all, row.instances);
    for (const key of applyEvaluation(all, result)) touched.add(key);
    await upsertAnswers(
      tx,
      all.filter((a) => touched.has(answerKey(a.itemId, a.instance))),
    );
    await tx
      .insert(inspectionChanges)
      .values(fresh.map((c) => ({ orgId: row.orgId, inspectionId: row.id, changeId: c.change_id })))
      .onConflictDoNothing();
    const [updated] = await tx
      .update(inspections)
      .set({
        seq,
        status: row.status === 'to_do' ? 'in_progress' : row.status,
        title: row.title,
        location: row.location,
        instances: row.instances,
        stamps,
        ...totalsOf(result),
        updatedAt: now,
      })
      .where(eq(inspections.id, row.id))
      .returning();
    return changesSince(tx, updated ?? row, since, applied);
  });
}

/** GET /inspections/{id}/answers?since=N: answers changed after N, for collaborators polling. */
export function answersSince(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  id: string,
  since: number,
): Promise<InspectionChangesResponse> {
  return withTenant(db, actor, async (tx) => {
    const row = await readInspectionRow(tx, id);
    await assertCanRead(tx, access, row);
    return changesSince(tx, row, since, []);
  });
}
