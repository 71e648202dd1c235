import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  type PgColumn,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AssetCondition,
  AssigneeMode,
  AssignmentStatus,
  AssignmentType,
  FieldValue,
  OccurrenceStatus,
  Recurrence,
} from '@fieldbook/domain';
import { assets, assetTypes } from './assets';
import { groups } from './groups';
import { memberships, organizations } from './workspaces';

const open = sql`status in ('to_do', 'overdue')`;

/**
 * Assignments (spec §3; ADR 209): who inspects what with which template, once (start_at → end_at) and/or on a
 * recurrence (the domain's rule as jsonb, its RFC 5545 text beside it). `next_due` is the end of the open or next
 * window; `rule_applies_from` is when the current rule took over (an edit "from the next occurrence").
 */
export const assignments = pgTable(
  'assignments',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    title: text('title').notNull(),
    fields: jsonb('fields')
      .$type<Record<string, FieldValue>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text('status').$type<AssignmentStatus>().notNull().default('active'),
    type: text('type').$type<AssignmentType>().notNull(),
    templateId: uuid('template_id').notNull(),
    assignedBy: uuid('assigned_by'),
    assigneeMode: text('assignee_mode').$type<AssigneeMode>().notNull().default('any'),
    recurrence: jsonb('recurrence').$type<Recurrence | null>(),
    rrule: text('rrule'),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    nextDue: timestamp('next_due', { withTimezone: true }),
    ruleAppliesFrom: timestamp('rule_applies_from', { withTimezone: true }),
    sweepAt: timestamp('sweep_at', { withTimezone: true }).defaultNow(),
    materializedUntil: timestamp('materialized_until', { withTimezone: true }),
    restrictedMode: boolean('restricted_mode').notNull().default(false),
    collaborative: boolean('collaborative').notNull().default(false),
    autoFinish: boolean('auto_finish').notNull().default(false),
    allowAdditionalAssets: boolean('allow_additional_assets').notNull().default(false),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    check('assignments_status_check', sql`${t.status} in ('active', 'paused', 'finished')`),
    check('assignments_type_check', sql`${t.type} in ('direct', 'schedule', 'mix')`),
    check('assignments_mode_check', sql`${t.assigneeMode} in ('only_one', 'any')`),
    index('assignments_created_idx').on(t.orgId, t.createdAt.desc(), t.id),
    index('assignments_status_created_idx').on(t.orgId, t.status, t.createdAt.desc(), t.id),
    index('assignments_template_idx').on(t.orgId, t.templateId),
    index('assignments_next_due_idx')
      .on(t.orgId, t.nextDue, t.id)
      .where(sql`${t.status} = 'active'`),
    index('assignments_due_sweep_idx')
      .on(t.nextDue)
      .where(sql`${t.status} = 'active'`),
    index('assignments_sweep_at_idx')
      .on(t.sweepAt, t.orgId)
      .where(sql`${t.status} = 'active'`),
  ],
);

/** The foreign key every child table of an assignment has (cascading: an assignment goes with its rows). */
const ofAssignment = (t: { orgId: PgColumn; assignmentId: PgColumn }) =>
  foreignKey({
    columns: [t.orgId, t.assignmentId],
    foreignColumns: [assignments.orgId, assignments.id],
  }).onDelete('cascade');

/** Who conducts an assignment: exactly one of a member or a group per row. */
export const assignmentAssignees = pgTable(
  'assignment_assignees',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    assignmentId: uuid('assignment_id').notNull(),
    userId: uuid('user_id'),
    groupId: uuid('group_id'),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    ofAssignment(t),
    foreignKey({
      columns: [t.orgId, t.userId],
      foreignColumns: [memberships.orgId, memberships.userId],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.orgId, t.groupId], foreignColumns: [groups.orgId, groups.id] }).onDelete(
      'cascade',
    ),
    check('assignment_assignees_one_check', sql`num_nonnulls(${t.userId}, ${t.groupId}) = 1`),
    uniqueIndex('assignment_assignees_user_key')
      .on(t.orgId, t.assignmentId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('assignment_assignees_group_key')
      .on(t.orgId, t.assignmentId, t.groupId)
      .where(sql`${t.groupId} is not null`),
    index('assignment_assignees_by_user_idx')
      .on(t.orgId, t.userId, t.assignmentId)
      .where(sql`${t.userId} is not null`),
    index('assignment_assignees_by_group_idx')
      .on(t.orgId, t.groupId, t.assignmentId)
      .where(sql`${t.groupId} is not null`),
  ],
);

/** Members who oversee an assignment's reports without conducting them (spec §6 manager). */
export const assignmentManagers = pgTable(
  'assignment_managers',
  {
    orgId: uuid('org_id').notNull(),
    assignmentId: uuid('assignment_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.assignmentId, t.userId] }),
    ofAssignment(t),
    foreignKey({
      columns: [t.orgId, t.userId],
      foreignColumns: [memberships.orgId, memberships.userId],
    }).onDelete('cascade'),
    index('assignment_managers_user_idx').on(t.orgId, t.userId),
  ],
);

/** Assets chosen for an assignment; deleting an asset takes it out of its assignments. */
export const assignmentAssets = pgTable(
  'assignment_assets',
  {
    orgId: uuid('org_id').notNull(),
    assignmentId: uuid('assignment_id').notNull(),
    assetId: uuid('asset_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.assignmentId, t.assetId] }),
    ofAssignment(t),
    foreignKey({ columns: [t.orgId, t.assetId], foreignColumns: [assets.orgId, assets.id] }).onDelete(
      'cascade',
    ),
    index('assignment_assets_asset_idx').on(t.orgId, t.assetId),
  ],
);

/** An assignment's dynamic assets: the active assets of a type that match every condition, at each occurrence. */
export const assignmentAssetConditions = pgTable(
  'assignment_asset_conditions',
  {
    orgId: uuid('org_id').notNull(),
    assignmentId: uuid('assignment_id').notNull(),
    assetTypeId: uuid('asset_type_id').notNull(),
    conditions: jsonb('conditions')
      .$type<AssetCondition[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.assignmentId] }),
    ofAssignment(t),
    foreignKey({
      columns: [t.orgId, t.assetTypeId],
      foreignColumns: [assetTypes.orgId, assetTypes.id],
    }).onDelete('cascade'),
    index('assignment_asset_conditions_type_idx').on(t.orgId, t.assetTypeId),
  ],
);

/**
 * Occurrences the scheduler materialises (ADR 209): one per assignment, asset and window start (the unique key
 * makes `insert … on conflict do nothing` safe from several processes). `assignee_key` is `user:<id>`,
 * `group:<id>` or `any`; a completed one links its inspection.
 */
export const assignmentOccurrences = pgTable(
  'assignment_occurrences',
  {
    orgId: uuid('org_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    assignmentId: uuid('assignment_id').notNull(),
    assetId: uuid('asset_id').notNull(),
    assigneeKey: text('assignee_key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    status: text('status').$type<OccurrenceStatus>().notNull().default('to_do'),
    inspectionId: uuid('inspection_id'),
    dueSoonRemindedAt: timestamp('due_soon_reminded_at', { withTimezone: true }),
    overdueRemindedAt: timestamp('overdue_reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    ofAssignment(t),
    foreignKey({ columns: [t.orgId, t.assetId], foreignColumns: [assets.orgId, assets.id] }).onDelete(
      'cascade',
    ),
    check('assignment_occurrences_status_check', sql`${t.status} in ('to_do', 'overdue', 'missed', 'done')`),
    check('assignment_occurrences_window_check', sql`${t.windowEnd} > ${t.windowStart}`),
    uniqueIndex('assignment_occurrences_window_key').on(t.orgId, t.assignmentId, t.assetId, t.windowStart),
    index('assignment_occurrences_open_idx').on(t.orgId, t.status, t.windowEnd, t.id).where(open),
    index('assignment_occurrences_assignee_idx').on(t.orgId, t.assigneeKey, t.windowEnd).where(open),
    index('assignment_occurrences_sweep_idx').on(t.windowEnd).where(open),
    index('assignment_occurrences_asset_idx').on(t.orgId, t.assetId),
    index('assignment_occurrences_inspection_idx')
      .on(t.orgId, t.inspectionId)
      .where(sql`${t.inspectionId} is not null`),
  ],
);
