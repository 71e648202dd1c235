import { listResponseSchema } from '@fieldbook/domain';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListAnswer, countListRows } from './list-answer';
import { createItemsDb, items, itemsList } from './list-query.fixture';
import { listQueryPlan } from './translate';

let db: PgliteDatabase;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await createItemsDb()));
afterAll(() => close());

describe('buildListAnswer', () => {
  it.each([
    [0, 25, 1, 0],
    [5, 10, 1, 1],
    [51, 25, 3, 3],
    [100, 100, 1, 1],
  ])('%i rows, %i a page, page %i → %i pages', (total, limit, page, pages) => {
    const answer = buildListAnswer({ rows: [], total, query: { limit, page }, tableName: 'items' });
    expect(answer.pagination).toEqual({ total, limit, current_page: page, total_pages: pages });
  });

  it('answers the spec shape, with saved queries when given', () => {
    const saved = [
      {
        id: '0b9a8c5e-7f0e-4f51-9d55-3c8a3f8f6a10',
        key: 'default',
        name: 'All',
        table_name: 'items',
        query_string: '',
      },
    ];
    const answer = buildListAnswer({
      rows: [{ id: 1 }],
      total: 1,
      query: { limit: 25, page: 1 },
      tableName: 'items',
      savedQueries: saved,
    });
    expect(listResponseSchema(z.object({ id: z.number() })).parse(answer)).toEqual({
      list: [{ id: 1 }],
      pagination: { total: 1, limit: 25, current_page: 1, total_pages: 1 },
      saved_queries: saved,
      table_name: 'items',
    });
  });
});

describe('counting with the page filter', () => {
  it.each([
    ['', 5],
    ['filter=' + encodeURIComponent('{"qty":{"operator":"equals","value":10}}'), 2],
    ['filter=' + encodeURIComponent('{"tags":{"operator":"is-null"}}'), 2],
    ['filter=' + encodeURIComponent('{"name":{"operator":"equals","value":"nobody"}}'), 0],
  ])('%s → %i rows', async (queryString, total) => {
    const plan = listQueryPlan(itemsList, queryString);
    expect(await countListRows(db, items, plan.where)).toBe(total);
  });

  it('pages and total agree on a full list call', async () => {
    const plan = listQueryPlan(itemsList, {
      limit: '10',
      page: '1',
      sort: 'qty:desc',
      filter: '{"active":{"operator":"is-not-null"}}',
    });
    const rows = await db
      .select({ id: items.id })
      .from(items)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    const answer = buildListAnswer({
      rows,
      total: await countListRows(db, items, plan.where),
      query: plan.query,
      tableName: itemsList.tableName,
    });
    expect(answer).toEqual({
      list: [{ id: 5 }, { id: 2 }, { id: 1 }, { id: 4 }],
      pagination: { total: 4, limit: 10, current_page: 1, total_pages: 1 },
      saved_queries: [],
      table_name: 'items',
    });
  });
});
