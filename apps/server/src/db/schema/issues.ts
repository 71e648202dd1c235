import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import type { IssuePriority, IssueStatus } from '@fieldbook/domain';
import { groups } from './groups';
import { uploadedFiles } from './uploaded-files';
import { memberships, organizations } from './workspaces';

/** Issue categories (spec §4: has_subcategories is fixed at creation); archived ones are kept, not deleted. */
export const issueCategories = pgTable(
  'issue_categories',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    hasSubcategories: boolean('has_subcategories').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('issue_categories_org_name_key').on(t.orgId, sql`lower(${t.name})`),
  ],
);

/** Subcategories of a category, in the order the category editor lists them. */
export const issueSubcategories = pgTable(
  'issue_subcategories',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    categoryId: uuid('category_id').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    foreignKey({
      columns: [t.orgId, t.categoryId],
      foreignColumns: [issueCategories.orgId, issueCategories.id],
    }).onDelete('cascade'),
    uniqueIndex('issue_subcategories_name_key').on(t.orgId, t.categoryId, sql`lower(${t.name})`),
  ],
);

/** Issues (spec §3 Issue): made by hand or raised from an inspection item (inspection_id, item_id). */
export const issues = pgTable(
  'issues',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }),
    status: text('status').$type<IssueStatus>().notNull().default('to_do'),
    priority: text('priority').$type<IssuePriority>().notNull().default('medium'),
    categoryId: uuid('category_id'),
    subcategoryId: uuid('subcategory_id'),
    siteId: uuid('site_id'),
    assetId: uuid('asset_id'),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    risk: text('risk'),
    type: text('type'),
    createdBy: uuid('created_by'),
    inspectionId: uuid('inspection_id'),
    itemId: text('item_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    foreignKey({
      columns: [t.orgId, t.categoryId],
      foreignColumns: [issueCategories.orgId, issueCategories.id],
    }),
    foreignKey({
      columns: [t.orgId, t.subcategoryId],
      foreignColumns: [issueSubcategories.orgId, issueSubcategories.id],
    }),
    check('issues_status_check', sql`${t.status} in ('to_do', 'in_progress', 'complete', 'cant_do')`),
    check('issues_priority_check', sql`${t.priority} in ('low', 'medium', 'high')`),
    index('issues_id_status_idx').on(t.orgId, t.id), // INCLUDE (status, created_at): migration 0023
    index('issues_created_idx').on(t.orgId, t.createdAt.desc(), t.id),
    index('issues_status_created_idx').on(t.orgId, t.status, t.createdAt.desc(), t.id),
    index('issues_due_idx')
      .on(t.orgId, t.dueAt, t.id)
      .where(sql`${t.dueAt} is not null`),
    index('issues_category_idx').on(t.orgId, t.categoryId),
    index('issues_subcategory_idx').on(t.orgId, t.subcategoryId),
    index('issues_inspection_idx')
      .on(t.orgId, t.inspectionId)
      .where(sql`${t.inspectionId} is not null`),
  ],
);

/** Who an issue is assigned to: exactly one of a member or a group of the workspace per row. */
export const issueAssignees = pgTable(
  'issue_assignees',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    issueId: uuid('issue_id').notNull(),
    userId: uuid('user_id'),
    groupId: uuid('group_id'),
    /** The member or group: one column the list's assignee index leads with (migration 0026, ADR 212). */
    assigneeId: uuid('assignee_id').generatedAlwaysAs(sql`coalesce(user_id, group_id)`),
    /** The issue's status and creation time, copied by triggers in the changing transaction (migration 0026). */
    issueStatus: text('issue_status').$type<IssueStatus>().notNull().default('to_do'),
    issueCreatedAt: timestamp('issue_created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    foreignKey({ columns: [t.orgId, t.issueId], foreignColumns: [issues.orgId, issues.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.orgId, t.userId],
      foreignColumns: [memberships.orgId, memberships.userId],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.orgId, t.groupId], foreignColumns: [groups.orgId, groups.id] }).onDelete(
      'cascade',
    ),
    check('issue_assignees_one_check', sql`num_nonnulls(${t.userId}, ${t.groupId}) = 1`),
    uniqueIndex('issue_assignees_user_key')
      .on(t.orgId, t.issueId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('issue_assignees_group_key')
      .on(t.orgId, t.issueId, t.groupId)
      .where(sql`${t.groupId} is not null`),
    index('issue_assignees_issue_idx').on(t.orgId, t.issueId), // INCLUDE (user_id, group_id): migration 0023
    index('issue_assignees_by_user_idx')
      .on(t.orgId, t.userId, t.issueId)
      .where(sql`${t.userId} is not null`),
    index('issue_assignees_by_group_idx')
      .on(t.orgId, t.groupId, t.issueId)
      .where(sql`${t.groupId} is not null`),
    index('issue_assignees_status_idx').on(
      t.orgId,
      t.assigneeId,
      t.issueStatus,
      t.issueCreatedAt.desc(),
      t.issueId.desc(),
    ),
  ],
);

/** An issue's timeline: created, comments, status changes and field changes (`from`/`to` values as JSON). */
export const issueTimeline = pgTable(
  'issue_timeline',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    issueId: uuid('issue_id').notNull(),
    kind: text('kind').$type<'created' | 'comment' | 'status' | 'field'>().notNull(),
    userId: uuid('user_id'),
    text: text('text'),
    field: text('field'),
    fromValue: jsonb('from_value').$type<unknown>(),
    toValue: jsonb('to_value').$type<unknown>(),
    /** clock_timestamp, not now(): the events of one transaction keep their order (newest last). */
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    foreignKey({ columns: [t.orgId, t.issueId], foreignColumns: [issues.orgId, issues.id] }).onDelete(
      'cascade',
    ),
    check('issue_timeline_kind_check', sql`${t.kind} in ('created', 'comment', 'status', 'field')`),
    index('issue_timeline_issue_idx').on(t.orgId, t.issueId, t.createdAt, t.id),
  ],
);

/** Files uploaded to an issue; a comment that names one sets its event (files are attached once). */
export const issueFiles = pgTable(
  'issue_files',
  {
    orgId: uuid('org_id').notNull(),
    fileId: uuid('file_id').notNull(),
    issueId: uuid('issue_id').notNull(),
    eventId: uuid('event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.fileId] }),
    foreignKey({ columns: [t.orgId, t.issueId], foreignColumns: [issues.orgId, issues.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.orgId, t.fileId],
      foreignColumns: [uploadedFiles.orgId, uploadedFiles.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.orgId, t.eventId],
      foreignColumns: [issueTimeline.orgId, issueTimeline.id],
    }),
    index('issue_files_issue_idx').on(t.orgId, t.issueId),
    index('issue_files_event_idx')
      .on(t.orgId, t.eventId)
      .where(sql`${t.eventId} is not null`),
  ],
);
