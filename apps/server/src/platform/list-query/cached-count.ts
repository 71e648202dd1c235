import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { listVersions } from '../../db/schema';
import type { Db, Executor } from '../db/client';
import { countRows, executeRows } from './count-rows';
import { countSql } from './list-answer';

/**
 * Tables whose change versions cached totals and answers depend on (the triggers of migrations 0008, 0010, 0023
 * and 0026 name them by table, ADRs 087 and 089).
 */
export type ListSource =
  | 'memberships'
  | 'membership_roles'
  | 'group_members'
  | 'users'
  | 'activity_log'
  | 'roles'
  | 'groups'
  | 'saved_queries'
  | 'asset_types'
  | 'assets'
  | 'global_lists'
  | 'global_list_items'
  | 'inspections'
  | 'inspection_collaborators'
  | 'issues'
  | 'issue_assignees';

/** Most totals remembered per database; the oldest is dropped beyond it. */
const MAX_ENTRIES = 5000;

const dialect = new PgDialect();
const caches = new WeakMap<object, Map<string, { version: number; total: number }>>();

/**
 * The sum of an organisation's versions of some tables: it grows with every change to any of them. As an
 * expression it can ride along in the page query (one round trip less, ADR 087).
 */
export function listVersionSql(orgId: string, sources: readonly ListSource[]): SQL<string> {
  return sql<string>`(select coalesce(sum(${listVersions.version}), 0) from ${listVersions} where ${and(eq(listVersions.orgId, orgId), inArray(listVersions.source, [...sources]))})`;
}

async function versionOf(tx: Executor, orgId: string, sources: readonly ListSource[]): Promise<number> {
  const [row] = await executeRows<{ version: string }>(
    tx,
    sql`select ${listVersionSql(orgId, sources)} as version`,
  );
  return Number(row?.version ?? 0);
}

/**
 * The exact total of a list, counted once per (caller, query, version) and then reused until one of
 * `sources` changes in the organisation (ADR 087). The version is read before counting (or given: read by
 * the page query with {@link listVersionSql}), so a remembered total is never older than the version it
 * is filed under. Run it inside the list's tenant transaction.
 */
export async function cachedCount(
  db: Db,
  tx: Executor,
  scope: { orgId: string; userId: string; sources: readonly ListSource[]; version?: string | number },
  from: SQLWrapper,
  where: SQL | undefined,
): Promise<number> {
  const version =
    scope.version === undefined ? await versionOf(tx, scope.orgId, scope.sources) : Number(scope.version);
  const query = dialect.sqlToQuery(countSql(from, where));
  const key = `${scope.orgId}|${scope.userId}|${query.sql}|${JSON.stringify(query.params)}`;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && hit.version === version) return hit.total;
  const total = await countRows(tx, from, where);
  cache.delete(key);
  if (cache.size >= MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, { version, total });
  return total;
}
