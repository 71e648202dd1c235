import { and, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Issue } from '@fieldbook/domain';
import { issues } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db, Executor, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { countRows } from '../../platform/list-query/count-rows';
import { issueListWhere } from './issue-list.service';
import { accessCondition, issueGate, issueGateOf, type IssueGate } from './issue-permissions';
import { issueQuery, toIssues } from './issues.repo';

/** Issues read per transaction: a short transaction each, few round trips. */
export const EXPORT_BATCH = 1000;

/** Which issues an export holds: the list's filter (as GET /issues takes it) or the selected ids. */
export interface IssueSelection {
  filter?: string | undefined;
  ids?: string[] | undefined;
  timeZone: string;
}

/** Columns of the issue export (CSV, XLSX, and the XLSX inside the ZIP, which adds `media`). */
export const ISSUE_EXPORT_HEADER = [
  'id',
  'title',
  'description',
  'status',
  'status_group',
  'priority',
  'category',
  'subcategory',
  'site',
  'asset',
  'labels',
  'risk',
  'type',
  'assignees',
  'due_at',
  'created_by',
  'created_at',
  'updated_at',
  'inspection_id',
  'item_id',
] as const;

/** One issue as an export row, in the header's order (lists joined by new lines, times as dates). */
export function issueExportRow(i: Issue): unknown[] {
  return [
    i.id,
    i.title,
    i.description,
    i.status,
    i.status_group,
    i.priority,
    i.category?.name ?? null,
    i.subcategory?.name ?? null,
    i.site?.name ?? null,
    i.asset?.name ?? null,
    i.labels.join('\n'),
    i.risk,
    i.type,
    i.assignees.map((a) => a.name).join('\n'),
    i.due_at ? new Date(i.due_at) : null,
    i.created_by?.name ?? null,
    new Date(i.created_at),
    new Date(i.updated_at),
    i.inspection_id,
    i.item_id,
  ];
}

/**
 * The selection as a WHERE clause, narrowed to the issues the caller may open exactly as the list is (ADR 210,
 * `accessCondition`); a bad filter throws ListQueryError (422), so the route checks it first.
 */
export function selectionWhere(selection: IssueSelection, gate: IssueGate): SQL | undefined {
  const params = selection.filter ? { filter: selection.filter } : {};
  const where = and(accessCondition(gate), issueListWhere(params, selection.timeZone).where);
  return selection.ids ? and(where, inArray(issues.id, selection.ids)) : where;
}

/** The gate of the user an export job runs for, read at run time (their roles or the settings may have changed). */
const jobGate = (tx: Tx, actor: Actor) => issueGateOf(tx, actor.orgId ?? '', actor.userId);

/** How many issues the selection holds for the job's user (the export's progress counts against it). */
export function countSelection(db: Db, actor: Actor, selection: IssueSelection): Promise<number> {
  return withTenant(db, actor, async (tx) =>
    countRows(tx, issues, selectionWhere(selection, await jobGate(tx, actor))),
  );
}

/**
 * Checks a selection before its export is queued: a bad filter is a 422, and naming an issue the caller cannot
 * open (another workspace's, gone, or hidden by the access setting) is not found.
 */
export async function assertSelectable(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  selection: IssueSelection,
): Promise<void> {
  await withTenant(db, actor, async (tx) => {
    const gate = await issueGate(tx, access);
    selectionWhere(selection, gate);
    if (!selection.ids) return;
    const named = selectionWhere({ ...selection, filter: undefined }, gate);
    if ((await countRows(tx, issues, named)) < new Set(selection.ids).size) throw errors.notFound();
  });
}

type Last = { createdAt: Date; id: string };

function after(last: Last | undefined): SQL | undefined {
  return last
    ? sql`(${issues.createdAt}, ${issues.id}) < (${last.createdAt.toISOString()}::timestamptz, ${last.id}::uuid)`
    : undefined;
}

async function readBatch(tx: Executor, where: SQL | undefined) {
  return issueQuery(tx).where(where).orderBy(desc(issues.createdAt), desc(issues.id)).limit(EXPORT_BATCH);
}

/**
 * The selected issues in batches, newest first, read by keyset on (created_at, id), each batch in its own short
 * transaction, so memory and locks stay small however many issues match. `extra` reads more per batch (the ZIP's
 * media) in the same transaction. The next batch is read while the caller encodes the current one (the keyset is
 * known as soon as a batch is read): the database and the encoder work at once, and at most two batches are held.
 */
export async function* issueExportBatches<T>(
  db: Db,
  actor: Actor,
  selection: IssueSelection,
  extra: (tx: Executor, batch: Issue[]) => Promise<T>,
): AsyncGenerator<{ issues: Issue[]; extra: T }> {
  const where = await withTenant(db, actor, async (tx) =>
    selectionWhere(selection, await jobGate(tx, actor)),
  );
  const read = (last: Last | undefined) =>
    withTenant(db, actor, async (tx) => {
      const rows = await readBatch(tx, and(where, after(last)));
      const tail = rows.at(-1);
      const shown = await toIssues(tx, rows);
      return {
        issues: shown,
        extra: await extra(tx, shown),
        next:
          rows.length === EXPORT_BATCH && tail
            ? { createdAt: tail.row.createdAt, id: tail.row.id }
            : undefined,
      };
    });
  let pending = read(undefined);
  for (;;) {
    const batch = await pending;
    if (batch.next) {
      pending = read(batch.next);
      pending.catch(() => undefined);
    }
    if (batch.issues.length > 0) yield { issues: batch.issues, extra: batch.extra };
    if (!batch.next) return;
  }
}
