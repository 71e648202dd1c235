import {
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { inspections } from './inspections';
import { users } from './users';
import { organizations } from './workspaces';

/**
 * A public link to one inspection's web report (ADR 201). Only the token's SHA-256 is kept; a revoked or expired
 * link stays as a record of what was shared and until when.
 */
export const reportShareLinks = pgTable(
  'report_share_links',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    inspectionId: uuid('inspection_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    foreignKey({
      name: 'report_share_links_inspection_fk',
      columns: [t.orgId, t.inspectionId],
      foreignColumns: [inspections.orgId, inspections.id],
    }).onDelete('cascade'),
    uniqueIndex('report_share_links_token_key').on(t.orgId, t.tokenHash),
    index('report_share_links_inspection_idx').on(t.orgId, t.inspectionId, t.createdAt),
  ],
);
