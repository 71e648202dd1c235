import { and, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { issueStatusGroup, type IssueStatus } from '@fieldbook/domain';
import {
  assets,
  groups,
  issueAssignees,
  issueCategories,
  issues,
  issueSubcategories,
  sites,
  users,
} from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db, Executor, Tx } from '../../platform/db/client';
import { readAhead } from '../../platform/db/read-ahead';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { countRows, executeRows } from '../../platform/list-query/count-rows';
import { issueListWhere } from './issue-list.service';
import { accessCondition, issueGate, issueGateOf, type IssueGate } from './issue-permissions';
import {
  assigneeTuples,
  assigneeView,
  byKindThenName,
  creator,
  issuesJoinedSql,
  type AssigneeTuple,
} from './issues.repo';
import { memberName } from '../users/member-name';

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

/** Milliseconds since the epoch of a time column, a plain number on both drivers (no date parsing per cell). */
const epochMs = (column: SQLWrapper) =>
  sql<number | null>`floor(extract(epoch from ${column}) * 1000)::float8`;

/**
 * What a batch reads per issue, each column under its own name: the batch runs as raw SQL and its rows are used as
 * the driver gives them, without Drizzle's per-row mapping (ADR 212, "The exports at scale"). `keyset_at` is the
 * creation time as PostgreSQL prints it, so the next batch starts exactly after it (no rounding to milliseconds).
 */
const exportColumns = sql`${issues.id} as id, ${issues.title} as title, ${issues.description} as description,
  ${issues.status} as status, ${issues.priority} as priority, ${issueCategories.name} as category,
  ${issueSubcategories.name} as subcategory, ${sites.title} as site, ${assets.displayName} as asset,
  ${issues.labels} as labels, ${issues.risk} as risk, ${issues.type} as type,
  ${epochMs(issues.dueAt)} as due_ms, ${memberName(creator.firstName, creator.lastName)} as created_by,
  ${epochMs(issues.createdAt)} as created_ms, ${epochMs(issues.updatedAt)} as updated_ms,
  ${issues.inspectionId} as inspection_id, ${issues.itemId} as item_id, ${issues.createdAt}::text as keyset_at`;

/** One issue as a batch reads it (the driver's row of {@link exportColumns}). */
export interface ExportIssue {
  id: string;
  title: string;
  description: string | null;
  status: IssueStatus;
  priority: string | null;
  category: string | null;
  subcategory: string | null;
  site: string | null;
  asset: string | null;
  labels: string[];
  risk: string | null;
  type: string | null;
  assignees: AssigneeTuple[];
  due_ms: number | null;
  created_by: string | null;
  created_ms: number;
  updated_ms: number;
  inspection_id: string | null;
  item_id: string | null;
  keyset_at: string;
}

/** Assignee names in the API's order (members, then groups, by name), one per line. */
function assigneeNames(tuples: AssigneeTuple[]): string {
  if (tuples.length === 0) return '';
  if (tuples.length === 1) return assigneeView(tuples[0] as AssigneeTuple).name;
  return tuples
    .map(assigneeView)
    .sort(byKindThenName)
    .map((a) => a.name)
    .join('\n');
}

/** One issue as an export row, in the header's order (lists joined by new lines, times as dates). */
export function issueExportRow(i: ExportIssue): unknown[] {
  return [
    i.id,
    i.title,
    i.description,
    i.status,
    issueStatusGroup(i.status),
    i.priority,
    i.category,
    i.subcategory,
    i.site,
    i.asset,
    i.labels.join('\n'),
    i.risk,
    i.type,
    assigneeNames(i.assignees),
    i.due_ms === null ? null : new Date(Number(i.due_ms)),
    i.created_by,
    new Date(Number(i.created_ms)),
    new Date(Number(i.updated_ms)),
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

type Last = { keysetAt: string; id: string };

function after(last: Last | undefined): SQL | undefined {
  return last
    ? sql`(${issues.createdAt}, ${issues.id}) < (${last.keysetAt}::timestamptz, ${last.id}::uuid)`
    : undefined;
}

/**
 * One batch as raw rows (see {@link exportColumns}), the assignees of all its issues read in one index scan over the
 * batch's sorted ids rather than one probe per issue: half the database time of a batch (ADR 222).
 */
function readBatch(tx: Executor, orgId: string, where: SQL | undefined): Promise<ExportIssue[]> {
  return executeRows<ExportIssue>(
    tx,
    sql`with batch as (select ${exportColumns} from ${issuesJoinedSql} where ${where ?? sql`true`}
        order by ${issues.createdAt} desc, ${issues.id} desc limit ${sql.raw(String(EXPORT_BATCH))}),
      named as (select ${issueAssignees.issueId} as issue_id, ${assigneeTuples} as assignees
        from ${issueAssignees} left join ${users} on ${users.id} = ${issueAssignees.userId}
        left join ${groups} on ${groups.orgId} = ${issueAssignees.orgId} and ${groups.id} = ${issueAssignees.groupId}
        where ${issueAssignees.orgId} = ${orgId}::uuid and ${issueAssignees.issueId} = any(array(select id from batch))
        group by ${issueAssignees.issueId})
      select batch.*, coalesce(named.assignees, '[]'::json) as assignees
      from batch left join named on named.issue_id = batch.id
      order by batch.keyset_at::timestamptz desc, batch.id desc`,
  );
}

/**
 * The selected issues in batches, newest first, read by keyset on (created_at, id), each batch in its own short
 * transaction, so memory and locks stay small however many issues match. `extra` reads more per batch (the ZIP's
 * media) in the same transaction; the next batch is read while the caller encodes the current one (readAhead).
 */
export async function* issueExportBatches<T>(
  db: Db,
  actor: Actor,
  selection: IssueSelection,
  extra: (tx: Executor, batch: ExportIssue[]) => Promise<T>,
): AsyncGenerator<{ issues: ExportIssue[]; extra: T }> {
  const where = await withTenant(db, actor, async (tx) =>
    selectionWhere(selection, await jobGate(tx, actor)),
  );
  const batches = readAhead<{ issues: ExportIssue[]; extra: T }, Last>((last) =>
    withTenant(db, actor, async (tx) => {
      const rows = await readBatch(tx, actor.orgId ?? '', and(where, after(last)));
      const tail = rows.at(-1);
      return {
        batch: { issues: rows, extra: await extra(tx, rows) },
        next: rows.length === EXPORT_BATCH && tail ? { keysetAt: tail.keyset_at, id: tail.id } : undefined,
      };
    }),
  );
  for await (const batch of batches) if (batch.issues.length > 0) yield batch;
}
