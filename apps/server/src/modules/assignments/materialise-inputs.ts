import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { assignments } from '../../db/schema';
import { assets, assignmentAssetConditions, assignmentAssets, assignmentAssignees } from '../../db/schema';
import type { Tx } from '../../platform/db/client';
import { assetMatches } from './occurrence-windows';

type AssignmentRow = typeof assignments.$inferSelect;

/** What one run needs besides the assignment rows: each assignment's assets now and its assignee key. */
export interface MaterialiseInputs {
  /** Sorted asset ids per assignment id (chosen ∪ dynamic matches, archived left out). */
  assetIds: Map<string, string[]>;
  /** The assignee key per assignment id (ADR 209). */
  assigneeKeys: Map<string, string>;
}

/** Appends a value to the list of a key, making the list on first use. */
function push(map: Map<string, Set<string>>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.add(value);
  else map.set(key, new Set([value]));
}

/**
 * The assets of every assignment of a run, in three set-based reads whatever their number: the chosen ones, the
 * dynamic sets' conditions, and the non-archived assets of the sets' types (each set re-evaluated now).
 */
async function assetIdsOf(tx: Tx, ids: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, Set<string>>();
  const chosen = await tx
    .select({ assignmentId: assignmentAssets.assignmentId, assetId: assets.id })
    .from(assignmentAssets)
    .innerJoin(assets, and(eq(assets.id, assignmentAssets.assetId), isNull(assets.archivedAt)))
    .where(inArray(assignmentAssets.assignmentId, ids));
  for (const row of chosen) push(found, row.assignmentId, row.assetId);
  const dynamic = await tx
    .select()
    .from(assignmentAssetConditions)
    .where(inArray(assignmentAssetConditions.assignmentId, ids));
  if (dynamic.length > 0) {
    const typed = await tx
      .select({ id: assets.id, typeId: assets.typeId, fields: assets.fields })
      .from(assets)
      .where(
        and(
          inArray(assets.typeId, [...new Set(dynamic.map((d) => d.assetTypeId))]),
          isNull(assets.archivedAt),
        ),
      );
    for (const set of dynamic)
      for (const asset of typed)
        if (
          asset.typeId === set.assetTypeId &&
          assetMatches(asset.fields as Record<string, unknown>, set.conditions)
        )
          push(found, set.assignmentId, asset.id);
  }
  return new Map(ids.map((id) => [id, [...(found.get(id) ?? [])].sort()]));
}

/**
 * The assignee key of each assignment: `any` in "any assignee" mode, else its first assignee by user then group
 * (ADR 209), all read at once.
 */
async function assigneeKeysOf(tx: Tx, due: AssignmentRow[]): Promise<Map<string, string>> {
  const keys = new Map(due.map((a) => [a.id, 'any']));
  const single = due.filter((a) => a.assigneeMode !== 'any').map((a) => a.id);
  if (single.length === 0) return keys;
  const rows = await tx
    .selectDistinctOn([assignmentAssignees.assignmentId], {
      assignmentId: assignmentAssignees.assignmentId,
      userId: assignmentAssignees.userId,
      groupId: assignmentAssignees.groupId,
    })
    .from(assignmentAssignees)
    .where(inArray(assignmentAssignees.assignmentId, single))
    .orderBy(
      asc(assignmentAssignees.assignmentId),
      asc(assignmentAssignees.userId),
      asc(assignmentAssignees.groupId),
    );
  for (const row of rows)
    if (row.userId) keys.set(row.assignmentId, `user:${row.userId}`);
    else if (row.groupId) keys.set(row.assignmentId, `group:${row.groupId}`);
  return keys;
}

/** Loads what a run's assignments need in a fixed number of statements (ADR 213 addendum). */
export async function materialiseInputs(tx: Tx, due: AssignmentRow[]): Promise<MaterialiseInputs> {
  const ids = due.map((a) => a.id);
  return { assetIds: await assetIdsOf(tx, ids), assigneeKeys: await assigneeKeysOf(tx, due) };
}
