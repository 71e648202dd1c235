import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { countSql } from './list-answer';

/** Rows of a raw query; PGlite and node-postgres both answer `{ rows }`, the Drizzle type only says unknown. */
export async function executeRows<T>(tx: Executor, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as { rows: T[] };
  return result.rows;
}

/** The list's total over the same source and filter as its page, on a database or transaction handle. */
export async function countRows(tx: Executor, from: SQLWrapper, where: SQL | undefined): Promise<number> {
  const [row] = await executeRows<{ total: number }>(tx, countSql(from, where ?? sql`true`));
  return Number(row?.total ?? 0);
}
