import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';
import { organizations } from './workspaces';

/**
 * The tenant's view of one queued job (ADR 198): who enqueued it, its state and progress as the web reads
 * them under Row-Level Security. The queue itself (pg-boss, schema `pgboss`) holds the job to run; `id` is
 * the same id in both.
 */
export const jobs = pgTable(
  'jobs',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    state: text('state').notNull().default('created'),
    progress: smallint('progress').notNull().default(0),
    message: text('message'),
    result: jsonb('result'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    check('jobs_progress_range', sql`${t.progress} between 0 and 100`),
  ],
);
