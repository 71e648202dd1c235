import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CustomFieldEntry, FieldValue } from '@fieldbook/domain/custom-fields/index';
import type { SiteColumn } from '@fieldbook/domain';
import { organizations } from './workspaces';

/** Global lists (spec §3): a name, custom-field definitions for its items, an optional parent list. */
export const globalLists = pgTable(
  'global_lists',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    parentId: uuid('parent_id'),
    fields: jsonb('fields').$type<CustomFieldEntry[]>().notNull().default([]),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    foreignKey({ columns: [t.orgId, t.parentId], foreignColumns: [t.orgId, t.id] }),
    uniqueIndex('global_lists_org_name_key').on(t.orgId, sql`lower(${t.name})`),
    index('global_lists_org_created_idx').on(t.orgId, t.createdAt, t.id),
  ],
);

/** Items of a global list (spec §3: item_id, display_name, plus custom-field values in `fields`). */
export const globalListItems = pgTable(
  'global_list_items',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    listId: uuid('list_id').notNull(),
    itemId: text('item_id').notNull(),
    displayName: text('display_name').notNull(),
    fields: jsonb('fields').$type<Record<string, FieldValue>>().notNull().default({}),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    foreignKey({
      columns: [t.orgId, t.listId],
      foreignColumns: [globalLists.orgId, globalLists.id],
    }).onDelete('cascade'),
    uniqueIndex('global_list_items_item_id_key').on(t.orgId, t.listId, sql`lower(${t.itemId})`),
    index('global_list_items_list_created_idx').on(t.orgId, t.listId, t.createdAt, t.id),
    index('global_list_items_list_name_idx').on(t.orgId, t.listId, t.displayName, t.id),
  ],
);

/** Site structures (spec §3): a title over a tree of nodes kept in `sites`. */
export const siteStructures = pgTable(
  'site_structures',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    index('site_structures_org_title_idx').on(t.orgId, t.title, t.id),
  ],
);

/** Nodes of a site structure: a tree through parent_id; `is_site` marks the nodes that are sites. */
export const sites = pgTable(
  'sites',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    structureId: uuid('structure_id').notNull(),
    parentId: uuid('parent_id'),
    title: text('title').notNull(),
    isSite: boolean('is_site').notNull().default(false),
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    columns: jsonb('columns').$type<SiteColumn[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    foreignKey({
      columns: [t.orgId, t.structureId],
      foreignColumns: [siteStructures.orgId, siteStructures.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.orgId, t.parentId], foreignColumns: [t.orgId, t.id] }).onDelete('cascade'),
    index('sites_structure_idx').on(t.orgId, t.structureId, t.parentId, t.position),
    index('sites_parent_idx').on(t.orgId, t.parentId, t.title),
    index('sites_title_idx').on(t.orgId, sql`lower(${t.title})`),
  ],
);

/** Per-organisation assignment settings: the custom fields every assignment carries (besides the title). */
export const assignmentSettings = pgTable('assignment_settings', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  fields: jsonb('fields').$type<CustomFieldEntry[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
