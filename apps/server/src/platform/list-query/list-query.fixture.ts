import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { defineListTable } from './list-columns';

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

/** A fresh in-memory PostgreSQL (PGlite) holding the five fixture rows. */
export async function createItemsDb(): Promise<{ db: PgliteDatabase; close: () => Promise<void> }> {
  const client = new PGlite();
  const db = drizzle(client);
  await db.execute(
    sql.raw(`create table items (id int primary key, name text, qty int, price numeric, born date,
      seen_at timestamptz, active boolean, status text, tags text[], owner uuid, archived_at timestamptz, fields jsonb)`),
  );
  await db.execute(sql.raw(`insert into items values ${ROWS.join(', ')}`));
  return { db, close: () => client.close() };
}
