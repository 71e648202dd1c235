import {
  bigint,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './workspaces';

/**
 * Every file the server stored (ADR 184): its generated key, the type detected from its bytes at upload and its
 * size. Documents refer to a file by this row's id only; row-level security keeps each workspace to its own files.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The photo's print rendition (ADR 220): a smaller JPEG under its own generated key, and its size in pixels. */
    printKey: text('print_key'),
    printWidth: integer('print_width'),
    printHeight: integer('print_height'),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('uploaded_files_storage_key_key').on(t.storageKey),
  ],
);
