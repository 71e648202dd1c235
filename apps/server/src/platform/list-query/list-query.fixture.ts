import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  type PgDatabase,
  type PgQueryResultHKT,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { countListRows } from './list-answer';
import { defineListTable } from './list-columns';
import type { ListSqlPlan } from './translate';

/** Test-only table with one column of every kind the list mechanism supports. */
export const items = pgTable('items', {
  id: integer('id').primaryKey(),
  name: text('name'),
  qty: integer('qty'),
  price: numeric('price'),
  born: date('born'),
  seenAt: timestamp('seen_at', { withTimezone: true }),
  active: boolean('active'),
  status: text('status'),
  tags: text('tags').array(),
  owner: uuid('owner'),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  fields: jsonb('fields').$type<Record<string, string>>(),
});

/** Owners used by the fixture rows. */
export const OWNER_1 = '11111111-1111-4111-8111-111111111111';
export const OWNER_2 = '22222222-2222-4222-8222-222222222222';

/** The fixture table's whitelist, declared the way a server module declares its own. */
export const itemsList = defineListTable({
  tableName: 'items',
  columns: {
    id: { kind: 'number', expr: items.id, integer: true },
    name: { kind: 'text', expr: items.name },
    qty: { kind: 'number', expr: items.qty, integer: true },
    price: { kind: 'number', expr: items.price },
    born: { kind: 'date', expr: items.born },
    seen_at: { kind: 'datetime', expr: items.seenAt },
    active: { kind: 'boolean', expr: items.active },
    status: { kind: 'enum', expr: items.status, options: ['active', 'paused', 'finished'] },
    owner: { kind: 'enum', expr: items.owner, elements: 'uuid' },
    tags: { kind: 'array', expr: items.tags },
    archived: { kind: 'switch', when: sql`${items.archivedAt} is not null` },
    hidden_note: { kind: 'text', expr: items.name, filterable: false, sortable: false },
  },
  tiebreaker: items.id,
  defaultSort: { key: 'id', direction: 'asc' },
  customFields: { column: items.fields },
});

const ROWS = [
  `(1, 'Alpha pump', 5, 10.50, '2024-01-10', '2024-03-01T23:30:00Z', true, 'active', '{red,blue}', '${OWNER_1}', null, '{"color":"red","size":"10"}')`,
  `(2, 'beta valve', 10, 99.99, '2024-02-20', '2024-03-01T12:00:00Z', false, 'paused', '{blue}', '${OWNER_2}', '2024-05-01T00:00:00Z', '{"color":"blue","size":"2"}')`,
  `(3, 'Gamma 50%_off', null, 0, null, null, null, 'active', '{}', null, null, '{"color":"","size":"abc"}')`,
  `(4, null, -3, null, '2023-12-31', '2024-02-29T10:00:00Z', true, null, null, null, null, null)`,
  `(5, 'delta\\path', 10, 5, '2024-01-10', '2024-03-02T10:00:00Z', false, 'finished', '{red,green,blue}', '${OWNER_1}', null, '{"color":"Red","size":"10.5"}')`,
];

const CREATE = `create table items (id int primary key, name text, qty int, price numeric, born date,
  seen_at timestamptz, active boolean, status text, tags text[], owner uuid, archived_at timestamptz, fields jsonb)`;

/** The fixture database as the tests use it: run a plan the way a module would, count, close. */
export interface ItemsDb {
  /** Ids of the rows a plan selects, in its order. */
  ids(plan: ListSqlPlan): Promise<number[]>;
  /** Rows matching a condition, through countListRows. */
  count(where: SQL | undefined): Promise<number>;
  close(): Promise<void>;
}

function selectIds<H extends PgQueryResultHKT>(db: PgDatabase<H>) {
  return async (plan: ListSqlPlan): Promise<number[]> => {
    const rows = await db
      .select({ id: items.id })
      .from(items)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    return rows.map((row) => row.id);
  };
}

async function fill(execute: (query: SQL) => Promise<unknown>): Promise<void> {
  await execute(sql.raw(CREATE));
  await execute(sql.raw(`insert into items values ${ROWS.join(', ')}`));
}

/**
 * The five fixture rows in a fresh database: in-memory PGlite by default, or a throw-away schema
 * on the PostgreSQL server named by TEST_DATABASE_URL (ARCHITECTURE principle 4: same SQL everywhere).
 */
export async function createItemsDb(): Promise<ItemsDb> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const schema = `list_query_${process.pid}_${Date.now()}`;
    await client.query(`create schema ${schema}`);
    await client.query(`set search_path to ${schema}`);
    const db = drizzleNodePg(client);
    await fill((query) => db.execute(query));
    return {
      ids: selectIds(db),
      count: (where) => countListRows(db, items, where),
      close: async () => {
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      },
    };
  }
  const client = new PGlite();
  const db = drizzlePglite(client);
  await fill((query) => db.execute(query));
  return {
    ids: selectIds(db),
    count: (where) => countListRows(db, items, where),
    close: () => client.close(),
  };
}
