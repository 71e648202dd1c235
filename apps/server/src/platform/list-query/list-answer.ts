import { paginationOf, type ListResponse, type SavedQuery } from '@fieldbook/domain';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Anything that runs raw SQL and answers rows: the PGlite and node-postgres Drizzle databases both do. */
export interface SqlExecutor {
  execute(query: SQL): PromiseLike<{ rows: readonly Record<string, unknown>[] }>;
}

/** `select count(*)` over the same source and filter as the page, so total and rows always agree. */
export function countSql(from: SQLWrapper, where: SQL | undefined): SQL {
  return sql`select count(*)::int as total from ${from} where ${where ?? sql`true`}`;
}

/** Runs {@link countSql} and returns the number of matching rows. */
export async function countListRows(
  db: SqlExecutor,
  from: SQLWrapper,
  where: SQL | undefined,
): Promise<number> {
  const result = await db.execute(countSql(from, where));
  return Number(result.rows[0]?.total ?? 0);
}

/** Assembles a list answer (spec §3 Table list response) with its pagination arithmetic. */
export function buildListAnswer<Row>(input: {
  rows: Row[];
  total: number;
  query: { limit: number; page: number };
  tableName: string;
  savedQueries?: SavedQuery[];
}): ListResponse<Row> {
  return {
    list: input.rows,
    pagination: paginationOf(input.total, input.query.limit, input.query.page),
    saved_queries: input.savedQueries ?? [],
    table_name: input.tableName,
  };
}
