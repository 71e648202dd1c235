import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './workspaces';

/**
 * Folders and files of the file manager in one tree (ADR 145): a file row points at its bytes by storage key;
 * names are unique per folder without regard to case.
 */
export const fileEntries = pgTable(
  'file_entries',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    parentId: uuid('parent_id'),
    kind: text('kind').$type<'folder' | 'file'>().notNull(),
    name: text('name').notNull(),
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
    contentType: text('content_type'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    foreignKey({ columns: [t.orgId, t.parentId], foreignColumns: [t.orgId, t.id] }),
    // The root folder is the organisation itself: coalesce makes root names unique too.
    uniqueIndex('file_entries_name_key').on(
      t.orgId,
      sql`coalesce(${t.parentId}, ${t.orgId})`,
      sql`lower(${t.name})`,
    ),
    index('file_entries_parent_idx').on(t.orgId, t.parentId),
    check(
      'file_entries_kind_check',
      sql`(${t.kind} = 'folder' and ${t.storageKey} is null) or (${t.kind} = 'file' and ${t.storageKey} is not null and ${t.size} is not null and ${t.contentType} is not null)`,
    ),
  ],
);
