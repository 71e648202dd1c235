import { Readable } from 'node:stream';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_EXPORT_MAX_ROWS,
  type ActivityLogRow,
  type ActivityTypeRow,
  type ListResponse,
} from '@fieldbook/domain';
import { activityLog, users } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db, Executor } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { buildListAnswer, listQueryPlan, type ListSqlPlan } from '../../platform/list-query';
import { cachedCount, listVersionSql, type ListSource } from '../../platform/list-query/cached-count';
import { countRows, executeRows } from '../../platform/list-query/count-rows';
import { savedQueriesFor, wantsSavedQueries } from '../saved-queries/saved-queries.repo';
import { scopeOf } from '../users/users.service';
import {
  ACTIVITY_LOG_TABLES,
  activityLogListTables,
  activityTypesFrom,
  activityTypesListTable,
  actorNameSql,
} from './activity-log.list';
import { csvLine } from '../../platform/spreadsheets/csv-line';

/** Which log a call reads: the caller's own rows or everyone's. */
export type LogScope = 'mine' | 'everyone';

/** Tables the log's total reads (the actor's name and e-mail filters join users). */
const LOG_LIST_SOURCES: readonly ListSource[] = ['activity_log', 'users'];

const logFrom: SQL = sql`${activityLog} left join ${users} on ${users.id} = ${activityLog.userId}`;

const logSelection = {
  id: activityLog.id,
  orgId: activityLog.orgId,
  userId: activityLog.userId,
  userName: actorNameSql,
  userEmail: users.email,
  action: activityLog.action,
  entity: activityLog.entity,
  entityId: activityLog.entityId,
  summary: activityLog.summary,
  ip: activityLog.ip,
  userAgent: activityLog.userAgent,
  createdAt: activityLog.createdAt,
};

type LogRead = {
  id: string;
  orgId: string;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  summary: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date | string;
};

/** The one mapper from a log row to the activity-log answer. */
export function toActivityLogRow(row: LogRead): ActivityLogRow {
  return {
    id: row.id,
    user_id: row.userId,
    user_name: row.userName,
    user_email: row.userEmail,
    workspace_id: row.orgId,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    summary: row.summary,
    ip: row.ip,
    user_agent: row.userAgent,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

function logPlan(actor: Actor, access: RequestAccess, scope: LogScope, params: Record<string, unknown>) {
  const { orgId, userId } = scopeOf(actor);
  const plan = listQueryPlan(activityLogListTables[scope], params, { timeZone: access.session.user.tzCode });
  const own = scope === 'mine' ? eq(activityLog.userId, userId) : undefined;
  return { plan, where: and(eq(activityLog.orgId, orgId), own, plan.where), orgId, userId };
}

/** One page of log rows; `version` (listVersionSql) rides along for the cached total of the list call. */
async function logPage(
  tx: Executor,
  plan: ListSqlPlan,
  where: SQL | undefined,
  page: { limit: number; offset: number; version?: SQL<string> },
) {
  const rows = await tx
    .select({ ...logSelection, listVersion: page.version ?? sql<string | null>`null` })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.userId))
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows.map(toActivityLogRow), version: rows[0]?.listVersion ?? undefined };
}

/** GET /log/activity-log (mine) and /log/user-activity-log (everyone's). */
export function listActivity(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  scope: LogScope,
  params: Record<string, unknown>,
): Promise<ListResponse<ActivityLogRow>> {
  const { plan, where, orgId, userId } = logPlan(actor, access, scope, params);
  const tableName = ACTIVITY_LOG_TABLES[scope];
  return withTenant(db, actor, async (tx) => {
    const version = listVersionSql(orgId, LOG_LIST_SOURCES);
    const { rows, version: seen } = await logPage(tx, plan, where, { ...plan, version });
    const counted = { orgId, userId, sources: LOG_LIST_SOURCES, version: seen };
    const total = await cachedCount(db, tx, counted, logFrom, where);
    const saved = wantsSavedQueries(params) ? await savedQueriesFor(tx, userId, tableName) : [];
    return buildListAnswer({ rows, total, query: plan.query, tableName, savedQueries: saved });
  });
}

/** Rows fetched per query while exporting: bounded memory, however long the log. */
const EXPORT_BATCH = 1000;

/** Header of the activity-log CSV, in the order of its columns. */
export const ACTIVITY_CSV_HEADER = [
  'time',
  'user',
  'email',
  'action',
  'entity',
  'entity_id',
  'summary',
  'ip',
  'user_agent',
] as const;

/**
 * GET /log/…/export: the filtered, sorted rows (no paging, at most ACTIVITY_EXPORT_MAX_ROWS) as a CSV
 * stream, read in batches so a long log never sits in memory. The query is validated before streaming.
 */
export function exportActivity(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  scope: LogScope,
  params: Record<string, unknown>,
): Readable {
  const { plan, where } = logPlan(actor, access, scope, params);
  async function* lines() {
    yield csvLine(ACTIVITY_CSV_HEADER);
    for (let offset = 0; offset < ACTIVITY_EXPORT_MAX_ROWS; offset += EXPORT_BATCH) {
      const { rows: batch } = await withTenant(db, actor, (tx) =>
        logPage(tx, plan, where, { limit: EXPORT_BATCH, offset }),
      );
      for (const r of batch) {
        yield csvLine([
          r.created_at,
          r.user_name,
          r.user_email,
          r.action,
          r.entity,
          r.entity_id,
          r.summary,
          r.ip,
          r.user_agent,
        ]);
      }
      if (batch.length < EXPORT_BATCH) return;
    }
  }
  return Readable.from(lines());
}

type TypeRead = { action: string; entity: string; count: number; last_at: string | Date | null };

function toActivityType(row: TypeRead): ActivityTypeRow {
  return {
    action: row.action,
    entity: row.entity,
    count: Number(row.count),
    last_at: row.last_at ? new Date(row.last_at).toISOString() : null,
  };
}

function typesQuery(plan: ListSqlPlan, limit: number, offset: number): SQL {
  return sql`select types.action, types.entity, types.count, types.last_at from ${activityTypesFrom} where ${plan.where ?? sql`true`} order by ${sql.join(plan.orderBy, sql`, `)} limit ${limit} offset ${offset}`;
}

/** GET /log/activity-types: the action catalogue with this workspace's counts. */
export function listActivityTypes(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  params: Record<string, unknown>,
): Promise<ListResponse<ActivityTypeRow>> {
  const { userId } = scopeOf(actor);
  const plan = listQueryPlan(activityTypesListTable, params, { timeZone: access.session.user.tzCode });
  return withTenant(db, actor, async (tx) => {
    const read = await executeRows<TypeRead>(tx, typesQuery(plan, plan.limit, plan.offset));
    const total = await countRows(tx, activityTypesFrom, plan.where);
    const saved = wantsSavedQueries(params)
      ? await savedQueriesFor(tx, userId, ACTIVITY_LOG_TABLES.types)
      : [];
    const rows = read.map(toActivityType);
    return buildListAnswer({
      rows,
      total,
      query: plan.query,
      tableName: ACTIVITY_LOG_TABLES.types,
      savedQueries: saved,
    });
  });
}

/** GET /log/activity-types/export: the filtered catalogue as CSV (small: one row per action type). */
export async function exportActivityTypes(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  params: Record<string, unknown>,
): Promise<string> {
  const plan = listQueryPlan(activityTypesListTable, params, { timeZone: access.session.user.tzCode });
  const read = await withTenant(db, actor, (tx) => executeRows<TypeRead>(tx, typesQuery(plan, 10_000, 0)));
  const rows = read.map(toActivityType);
  return [
    csvLine(['action', 'entity', 'count', 'last_at']),
    ...rows.map((r) => csvLine([r.action, r.entity, r.count, r.last_at])),
  ].join('');
}
