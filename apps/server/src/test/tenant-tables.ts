import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/db/client';

/** Rows of a raw statement. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Tenant tables (those with org_id) and their uuid columns, read from the schema so new tables count too. */
export async function tenantTables(db: Db): Promise<Map<string, string[]>> {
  const found = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.data_type = 'uuid'
          and c.table_name in (select table_name from information_schema.columns
                               where table_schema = 'public' and column_name = 'org_id')
        order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of found) {
    if (column_name === 'org_id') continue;
    tables.set(table_name, [...(tables.get(table_name) ?? []), column_name]);
  }
  return tables;
}

/** One id per tenant table of the workspace (its row id, or its first uuid column), plus the workspace's own. */
export async function idPool(
  db: Db,
  tables: Map<string, string[]>,
  orgId: string,
): Promise<Map<string, string>> {
  const pool = new Map<string, string>([['organizations', orgId]]);
  for (const [table, columns] of tables) {
    const column = columns.includes('id') ? 'id' : columns[0];
    if (!column) continue;
    const [row] = await rows<{ id: string }>(
      db,
      sql`select ${sql.identifier(column)}::text as id from ${sql.identifier(table)}
          where org_id = ${orgId} order by 1 limit 1`,
    );
    if (row) pool.set(table, row.id);
  }
  return pool;
}
