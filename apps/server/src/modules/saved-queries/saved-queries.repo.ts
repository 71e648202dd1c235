import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_SAVED_QUERY_KEY, type SavedQuery } from '@fieldbook/domain';
import { savedQueries } from '../../db/schema';
import type { Executor } from '../../platform/db/client';

/** Id of the implicit default query a table has until its owner saves one (ADR 084). */
export const IMPLICIT_DEFAULT_ID = '00000000-0000-4000-8000-000000000000';
/** Name of the default tab; the web shows its own label for the `default` key. */
export const DEFAULT_QUERY_NAME = 'Default';

type SavedQueryRow = typeof savedQueries.$inferSelect;

/** The one mapper from a stored row to the spec's saved query. */
export function toSavedQuery(row: SavedQueryRow): SavedQuery {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    table_name: row.tableName,
    query_string: row.queryString,
  };
}

/** A user's queries of one table, the default first (implicit when never saved), then by creation. */
export async function savedQueriesFor(
  db: Executor,
  userId: string,
  tableName: string,
): Promise<SavedQuery[]> {
  const rows = await db
    .select()
    .from(savedQueries)
    .where(and(eq(savedQueries.userId, userId), eq(savedQueries.tableName, tableName)))
    .orderBy(asc(savedQueries.createdAt), asc(savedQueries.id));
  const stored = rows.map(toSavedQuery);
  const fallback: SavedQuery = {
    id: IMPLICIT_DEFAULT_ID,
    key: DEFAULT_SAVED_QUERY_KEY,
    name: DEFAULT_QUERY_NAME,
    table_name: tableName,
    query_string: '',
  };
  const defaultQuery = stored.find((q) => q.key === DEFAULT_SAVED_QUERY_KEY) ?? fallback;
  return [defaultQuery, ...stored.filter((q) => q.key !== DEFAULT_SAVED_QUERY_KEY)];
}

/** Whether a list call asked for its saved queries (`with_saved_queries=1|true`). */
export function wantsSavedQueries(params: { with_saved_queries?: string | undefined }): boolean {
  return params.with_saved_queries === '1' || params.with_saved_queries === 'true';
}
