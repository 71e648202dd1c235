import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { IssueAccessSettings } from '@fieldbook/domain';
import { organizations } from './workspaces';

/** A workspace's "who may" settings of issues (ADR 210); no row means the defaults. */
export const issueAccessSettings = pgTable('issue_access_settings', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<IssueAccessSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
