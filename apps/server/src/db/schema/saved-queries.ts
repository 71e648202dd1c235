import { foreignKey, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { memberships } from './workspaces';

/** A member's named filter/sort of one data table (spec §3 Saved query); the `default` key is implicit until saved. */
export const savedQueries = pgTable(
  'saved_queries',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    tableName: text('table_name').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    queryString: text('query_string').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    foreignKey({
      columns: [t.orgId, t.userId],
      foreignColumns: [memberships.orgId, memberships.userId],
    }).onDelete('cascade'),
    uniqueIndex('saved_queries_owner_key').on(t.orgId, t.userId, t.tableName, t.key),
  ],
);
