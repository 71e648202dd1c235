import { assignmentProgress } from './my-inspections.service';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type AssignmentDetail, type AssignmentListRow, type DynamicAssets } from '@fieldbook/domain';
import { recurrenceToRRule } from '@fieldbook/domain/assignments';
import {
  assets,
  assignmentAssetConditions,
  assignmentAssets,
  assignmentAssignees,
  assignmentManagers,
  assignments,
  groups,
  templates,
  users,
} from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { errors } from '../../platform/errors/app-error';
import { memberName } from '../users/member-name';

/** Number of chosen assets of the row's assignment. */
const assetsCount = sql<number>`(select count(*)::int from ${assignmentAssets}
  where ${assignmentAssets.orgId} = ${assignments.orgId} and ${assignmentAssets.assignmentId} = ${assignments.id})`;
/** Whether the row's assignment has a dynamic asset set. */
const hasDynamic = sql<boolean>`exists(select 1 from ${assignmentAssetConditions}
  where ${assignmentAssetConditions.orgId} = ${assignments.orgId}
    and ${assignmentAssetConditions.assignmentId} = ${assignments.id})`;

/** Columns an assignment is read with, the names of its template and assigner joined. */
export const assignmentSelection = {
  row: assignments,
  templateTitle: templates.title,
  assignerName: memberName(users.firstName, users.lastName),
  assetsCount,
  hasDynamic,
};

/** Joins every assignment read uses. */
export function assignmentQuery(tx: Executor) {
  return tx
    .select(assignmentSelection)
    .from(assignments)
    .leftJoin(
      templates,
      and(eq(templates.orgId, assignments.orgId), eq(templates.id, assignments.templateId)),
    )
    .leftJoin(users, eq(users.id, assignments.assignedBy))
    .$dynamic();
}

/** One row as {@link assignmentQuery} reads it. */
export type AssignmentRow = {
  row: typeof assignments.$inferSelect;
  templateTitle: string | null;
  assignerName: string | null;
  assetsCount: number;
  hasDynamic: boolean;
};

type AssigneeView = AssignmentListRow['assignees'][number];
const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
const ref = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

/** Assignees of the given assignments with their names: members first, then groups, each by name. */
export async function assigneesOf(
  tx: Executor,
  ids: readonly string[],
): Promise<Map<string, AssigneeView[]>> {
  const found = new Map<string, AssigneeView[]>();
  if (ids.length === 0) return found;
  const rows = await tx
    .select({
      assignmentId: assignmentAssignees.assignmentId,
      userId: assignmentAssignees.userId,
      groupId: assignmentAssignees.groupId,
      userName: memberName(users.firstName, users.lastName),
      groupName: groups.nameLang,
    })
    .from(assignmentAssignees)
    .leftJoin(users, eq(users.id, assignmentAssignees.userId))
    .leftJoin(
      groups,
      and(eq(groups.orgId, assignmentAssignees.orgId), eq(groups.id, assignmentAssignees.groupId)),
    )
    .where(inArray(assignmentAssignees.assignmentId, [...ids]));
  const views = rows
    .map((r) => ({
      id: r.assignmentId,
      view: r.userId
        ? { kind: 'user' as const, id: r.userId, name: r.userName ?? '' }
        : { kind: 'group' as const, id: r.groupId ?? '', name: r.groupName ?? '' },
    }))
    .sort((a, b) => b.view.kind.localeCompare(a.view.kind) || a.view.name.localeCompare(b.view.name));
  for (const { id, view } of views) found.set(id, [...(found.get(id) ?? []), view]);
  return found;
}

/** The one mapper from an assignment row (and its assignees) to a list row. */
export function toListRow(r: AssignmentRow, assignees: AssigneeView[]): AssignmentListRow {
  const row = r.row;
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    type: row.type,
    template: ref(row.templateId, r.templateTitle),
    assignees,
    assigned_by: ref(row.assignedBy, r.assignerName),
    assets_count: Number(r.assetsCount),
    dynamic: Boolean(r.hasDynamic),
    next_due: iso(row.nextDue),
    created_at: iso(row.createdAt) ?? '',
    updated_at: iso(row.updatedAt) ?? '',
  };
}

/** List rows of rows read with {@link assignmentQuery}, their assignees read in one more query. */
export async function toListRows(tx: Executor, rows: AssignmentRow[]): Promise<AssignmentListRow[]> {
  const assignees = await assigneesOf(
    tx,
    rows.map((r) => r.row.id),
  );
  return rows.map((r) => toListRow(r, assignees.get(r.row.id) ?? []));
}

/** The assignment row locked for a change, 404 when the workspace has none with that id (RLS). */
export async function lockAssignment(tx: Executor, id: string): Promise<typeof assignments.$inferSelect> {
  const [row] = await tx.select().from(assignments).where(eq(assignments.id, id)).limit(1).for('update');
  if (!row) throw errors.notFound();
  return row;
}

/** The dynamic asset set of an assignment, or null. */
export async function readDynamicAssets(tx: Executor, id: string): Promise<DynamicAssets | null> {
  const [row] = await tx
    .select()
    .from(assignmentAssetConditions)
    .where(eq(assignmentAssetConditions.assignmentId, id))
    .limit(1);
  return row ? { asset_type_id: row.assetTypeId, conditions: row.conditions } : null;
}

/** One assignment with everything the form edits, 404 otherwise. */
export async function readAssignment(tx: Executor, id: string): Promise<AssignmentDetail> {
  const [r] = await assignmentQuery(tx).where(eq(assignments.id, id)).limit(1);
  if (!r) throw errors.notFound();
  const [base] = await toListRows(tx, [r]);
  if (!base) throw errors.notFound();
  const managers = await tx
    .select({ id: assignmentManagers.userId, name: memberName(users.firstName, users.lastName) })
    .from(assignmentManagers)
    .innerJoin(users, eq(users.id, assignmentManagers.userId))
    .where(eq(assignmentManagers.assignmentId, id))
    .orderBy(asc(users.firstName), asc(users.lastName));
  const chosen = await tx
    .select({ id: assets.id, name: assets.displayName })
    .from(assignmentAssets)
    .innerJoin(assets, and(eq(assets.orgId, assignmentAssets.orgId), eq(assets.id, assignmentAssets.assetId)))
    .where(eq(assignmentAssets.assignmentId, id))
    .orderBy(asc(assets.displayName), asc(assets.id));
  const row = r.row;
  return {
    ...base,
    fields: row.fields,
    assignee_mode: row.assigneeMode,
    managers,
    assets: chosen,
    dynamic_assets: await readDynamicAssets(tx, id),
    progress: await assignmentProgress(tx, id),
    recurrence: row.recurrence ?? null,
    rrule: row.recurrence ? recurrenceToRRule(row.recurrence) : null,
    start_at: iso(row.startAt),
    end_at: iso(row.endAt),
    restricted_mode: row.restrictedMode,
    collaborative: row.collaborative,
    auto_finish: row.autoFinish,
    allow_additional_assets: row.allowAdditionalAssets,
    rule_applies_from: iso(row.ruleAppliesFrom),
    finished_at: iso(row.finishedAt),
  };
}
