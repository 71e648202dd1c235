import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CustomFieldEntry, FieldValue } from '@fieldbook/domain';
import { organizations } from './workspaces';

/** Kinds of assets with their custom-field definitions (spec §3 Asset type; ADR 100 flat ordered list). */
export const assetTypes = pgTable(
  'asset_types',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    fields: jsonb('fields')
      .$type<CustomFieldEntry[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('asset_types_org_name_key').on(t.orgId, sql`lower(${t.name})`),
  ],
);

/** Things inspected (spec §3 Asset): the customer's asset id, a name, a type and custom-field values. */
export const assets = pgTable(
  'assets',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    assetId: text('asset_id').notNull(),
    displayName: text('display_name').notNull(),
    typeId: uuid('type_id').notNull(),
    fields: jsonb('fields')
      .$type<Record<string, FieldValue>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    lastInspectionAt: timestamp('last_inspection_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    foreignKey({ columns: [t.orgId, t.typeId], foreignColumns: [assetTypes.orgId, assetTypes.id] }),
    uniqueIndex('assets_org_asset_id_key').on(t.orgId, t.assetId),
    index('assets_org_type_idx').on(t.orgId, t.typeId),
    index('assets_active_name_idx')
      .on(t.orgId, t.displayName, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('assets_archived_idx')
      .on(t.orgId, t.archivedAt, t.id)
      .where(sql`${t.archivedAt} is not null`),
    index('assets_fields_gin').using('gin', sql`${t.fields} jsonb_path_ops`),
  ],
);
