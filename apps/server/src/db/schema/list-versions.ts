import { bigint, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Change counter per organisation and table, bumped by statement triggers in the transaction of every
 * change (migration 0008, ADR 087); cached list totals are valid only for the version they were counted at.
 */
export const listVersions = pgTable(
  'list_versions',
  {
    orgId: uuid('org_id').notNull(),
    source: text('source').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'list_versions_pkey', columns: [t.orgId, t.source] })],
);
