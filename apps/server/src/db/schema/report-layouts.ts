import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type { ReportLayoutInput } from '@fieldbook/domain';
import { templates } from './templates';
import { organizations } from './workspaces';

/** A layout's stored choices: everything of the domain layout but its name and templates, which are columns. */
export type StoredReportLayout = Omit<ReportLayoutInput, 'name' | 'template_ids'>;

/**
 * Report layouts (ADR 202): the organisation default (is_default, at most one) and layouts of some templates.
 * Logo and cover images are uploaded-file ids inside `layout`, checked against the workspace on every save.
 */
export const reportLayouts = pgTable(
  'report_layouts',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    layout: jsonb('layout').$type<StoredReportLayout>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('report_layouts_default_key')
      .on(t.orgId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Which layout a template's reports use: a template belongs to at most one layout (its primary key). */
export const reportLayoutTemplates = pgTable(
  'report_layout_templates',
  {
    orgId: uuid('org_id').notNull(),
    templateId: uuid('template_id').notNull(),
    layoutId: uuid('layout_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.templateId] }),
    foreignKey({
      columns: [t.orgId, t.layoutId],
      foreignColumns: [reportLayouts.orgId, reportLayouts.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.orgId, t.templateId],
      foreignColumns: [templates.orgId, templates.id],
    }).onDelete('cascade'),
    index('report_layout_templates_layout_idx').on(t.orgId, t.layoutId),
  ],
);
