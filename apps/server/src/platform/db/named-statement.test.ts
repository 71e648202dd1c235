import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import type { Database } from './client';
import { pageLimit, runNamed, statementName } from './named-statement';
import { withTenant } from './tenancy';

describe('runNamed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('answers the rows of the query, and on PostgreSQL leaves a statement named by a hash of its text', async () => {
    const actor = { orgId: null, userId: null };
    const { rows, prepared } = await withTenant(database.db, actor, async (tx) => {
      const query = tx
        .select({ id: organizations.id, one: sql<number>`1` })
        .from(organizations)
        .limit(1);
      const name = statementName(query.toSQL().sql);
      const found = await runNamed(query);
      const again = await runNamed(query);
      expect(again).toEqual(found);
      const named = process.env.TEST_DATABASE_URL
        ? await tx.execute(sql`select name from pg_prepared_statements where name = ${name}`)
        : undefined;
      return { rows: found, prepared: named ? (named as unknown as { rows: unknown[] }).rows : [] };
    });
    expect(rows).toEqual([]);
    expect(prepared).toHaveLength(process.env.TEST_DATABASE_URL ? 1 : 0);
  });

  it('writes a page size into the text (no parameter), and refuses anything but a page size', () => {
    const query = database.db.select({ id: organizations.id }).from(organizations).limit(pageLimit(25));
    const { sql: text, params } = query.toSQL();
    expect(text).toMatch(/ limit 25$/);
    expect(params).toEqual([]);
    expect(() => pageLimit(7)).toThrow();
    expect(() => pageLimit(Number.NaN)).toThrow();
  });
});
