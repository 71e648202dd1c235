import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { organizations } from './workspaces';

/**
 * One finished bulk import (ADR 141): what was imported into which asset type or global list, its counts, and the
 * storage key of the CSV of rejected rows with their reasons (null when no row was rejected).
 */
export const importReports = pgTable(
  'import_reports',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    target: text('target').notNull(),
    targetId: uuid('target_id').notNull(),
    fileName: text('file_name').notNull(),
    total: integer('total').notNull(),
    inserted: integer('inserted').notNull(),
    rejected: integer('rejected').notNull(),
    rejectedKey: text('rejected_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.id] })],
);
