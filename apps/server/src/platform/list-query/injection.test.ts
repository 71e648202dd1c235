import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import fc from 'fast-check';
import type { FilterEntry, ListQuery } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItemsDb, items, itemsList } from './list-query.fixture';
import { ListQueryError } from './list-query-error';
import { listQueryPlan, translateListQuery } from './translate';

let db: PgliteDatabase;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await createItemsDb()));
afterAll(() => close());

const dialect = new PgDialect();
const query = (filter: Record<string, FilterEntry>, sort: ListQuery['sort'] = null): ListQuery => ({
  limit: 25,
  page: 1,
  sort,
  filter,
});

async function rowsFor(q: ListQuery): Promise<number[]> {
  const plan = translateListQuery(itemsList, q);
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(plan.where)
    .orderBy(...plan.orderBy);
  return rows.map((r) => r.id);
}

async function tableIntact(): Promise<void> {
  const result = await db.execute(sql`select count(*)::int as n from items`);
  expect(result.rows[0]).toEqual({ n: 5 });
}

const HOSTILE = [
  "'; drop table items; --",
  "name'); delete from items; --",
  'name" or 1=1 --',
  '1 union select * from pg_user',
  "fields->x'||(select 1)||'",
  "fields->>'x'",
  'qty:asc,(select 1)',
];

describe('hostile field names are refused', () => {
  it.each(HOSTILE)('in the filter on the wire: %s', async (name) => {
    const filter = JSON.stringify({ [name]: { operator: 'equals', value: 'x' } });
    expect(() => listQueryPlan(itemsList, { filter })).toThrow(ListQueryError);
    await tableIntact();
  });

  it.each(HOSTILE)('in the sort on the wire: %s', (name) => {
    expect(() => listQueryPlan(itemsList, { sort: `${name}:asc` })).toThrow(ListQueryError);
  });

  it.each(HOSTILE)('even when a caller bypasses the codec: %s', (name) => {
    expect(() =>
      translateListQuery(itemsList, query({ [name]: { operator: 'equals', value: 'x', not: false } })),
    ).toThrow(ListQueryError);
    expect(() => translateListQuery(itemsList, query({}, { key: name, direction: 'asc' }))).toThrow(
      ListQueryError,
    );
  });

  it('a forged sort direction can only ever render asc or desc', () => {
    const forged = { key: 'qty', direction: 'desc; drop table items' } as unknown as ListQuery['sort'];
    const plan = translateListQuery(itemsList, query({}, forged));
    const text = dialect.sqlToQuery(sql.join(plan.orderBy, sql`, `)).sql;
    expect(text).toBe('"items"."qty" asc, "items"."id" asc');
  });
});

describe('hostile values are only ever parameters', () => {
  it.each(HOSTILE)('text value %s matches nothing and harms nothing', async (value) => {
    for (const operator of ['equals', 'string-contains', 'starts-with', 'ends-with'] as const) {
      expect(await rowsFor(query({ name: { operator, value, not: false } }))).toEqual([]);
      expect(await rowsFor(query({ 'fields->color': { operator, value, not: false } }))).toEqual([]);
    }
    await tableIntact();
  });

  it('never writes a value or custom-field key into the SQL text', () => {
    const marker = 'MARKERx7';
    const plan = translateListQuery(
      itemsList,
      query({
        name: { operator: 'string-contains', value: marker, not: false },
        [`fields->${marker}`]: { operator: 'equals', value: marker, not: true },
        status: { operator: 'exists-in', value: ['active'], not: false },
      }),
    );
    const compiled = dialect.sqlToQuery(plan.where ?? sql`true`);
    expect(compiled.sql).not.toContain(marker);
    expect(compiled.params).toEqual(expect.arrayContaining([`%${marker}%`, marker, ['active']]));
  });

  it('arbitrary text in any text operator runs without a database error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).filter((s) => !s.includes('\u0000')),
        fc.constantFrom('equals', 'not-equals', 'string-contains', 'starts-with', 'ends-with'),
        async (value, operator) => {
          const found = await rowsFor(query({ name: { operator, value, not: false } }));
          expect(Array.isArray(found)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
    await tableIntact();
  });
});
