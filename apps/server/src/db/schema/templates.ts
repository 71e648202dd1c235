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
import { organizations } from './workspaces';

/** Folders of the template list; nested through parent_id (ADR 110). */
export const templateFolders = pgTable(
  'template_folders',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    parentId: uuid('parent_id'),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    foreignKey({ columns: [t.orgId, t.parentId], foreignColumns: [t.orgId, t.id] }),
    index('template_folders_parent_idx').on(t.orgId, t.parentId),
  ],
);

/**
 * A checklist template: its draft document (server shape, spec §3) with the revision counter the
 * autosave contract checks, and the number of its latest published version (ADR 111).
 */
export const templates = pgTable(
  'templates',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    parentId: uuid('parent_id'),
    title: text('title').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    revision: integer('revision').notNull().default(0),
    hasDraft: boolean('has_draft').notNull().default(true),
    publishedVersion: integer('published_version'),
    archived: boolean('archived').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    foreignKey({
      columns: [t.orgId, t.parentId],
      foreignColumns: [templateFolders.orgId, templateFolders.id],
    }),
    index('templates_org_updated_idx').on(t.orgId, t.updatedAt, t.id),
    index('templates_parent_idx').on(t.orgId, t.parentId),
  ],
);

/** An immutable published version of a template (POST …/publish); inspections run these. */
export const templateVersions = pgTable(
  'template_versions',
  {
    orgId: uuid('org_id').notNull(),
    templateId: uuid('template_id').notNull(),
    version: integer('version').notNull(),
    revision: integer('revision').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    publishedBy: uuid('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.templateId, t.version] }),
    foreignKey({
      columns: [t.orgId, t.templateId],
      foreignColumns: [templates.orgId, templates.id],
    }).onDelete('cascade'),
  ],
);

/** Who changed which translated text of a template, from what to what (ADR 113). */
export const templateTranslationHistory = pgTable(
  'template_translation_history',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    templateId: uuid('template_id').notNull(),
    lang: text('lang').notNull(),
    key: text('key').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    source: text('source').notNull(),
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    foreignKey({
      columns: [t.orgId, t.templateId],
      foreignColumns: [templates.orgId, templates.id],
    }).onDelete('cascade'),
    index('template_translation_history_idx').on(t.orgId, t.templateId, t.lang, t.createdAt),
  ],
);

/** Workspace-wide response sets (spec §3 Global response set) with per-language option labels. */
export const globalResponses = pgTable(
  'global_responses',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    title: text('title').notNull(),
    options: jsonb('options').$type<{ uuid: string; label: string }[]>().notNull(),
    translations: jsonb('translations').$type<Record<string, Record<string, string>>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.id] })],
);

/** Units an organisation defined beyond the built-in ones. */
export const customUnits = pgTable(
  'custom_units',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    unitType: text('unit_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('custom_units_org_name_key').on(t.orgId, sql`lower(${t.name})`),
  ],
);
