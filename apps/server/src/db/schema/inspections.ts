import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
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
import { jsonValue } from './json-value';
import type { AnswerMarker, AnswerPart, GeoPoint, InspectionStatus } from '@fieldbook/domain';
import { templates, templateVersions } from './templates';
import { uploadedFiles } from './uploaded-files';
import { organizations } from './workspaces';

/** When, by whom and through which change one merged part was last set (ADR 194: later changed_at wins). */
export interface PartStamp {
  at: string;
  by: string;
  change: string;
}

/** A value that lost to a later change of the same part, kept for the report's answer history. */
export interface StoredHistoryEntry {
  part: AnswerPart;
  value: unknown;
  changed_at: string;
  changed_by: string;
}

/** Inspection-level fields merged like answer parts: instance counts (by item id), title and location. */
export type InspectionStamps = Record<string, PartStamp>;

/**
 * One inspection (report) of a published template version (ADR 194). The id is made by the client so an
 * inspection started offline keeps it; `seq` is the last change batch applied, which collaborators poll after.
 */
export const inspections = pgTable(
  'inspections',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    templateId: uuid('template_id').notNull(),
    templateVersion: integer('template_version').notNull(),
    assetId: uuid('asset_id'),
    siteId: uuid('site_id'),
    assignmentId: uuid('assignment_id'),
    title: text('title').notNull(),
    documentNumber: text('document_number'),
    status: text('status').$type<InspectionStatus>().notNull().default('to_do'),
    archived: boolean('archived').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    timezone: text('timezone').notNull(),
    conductedBy: uuid('conducted_by').notNull(),
    collaborative: boolean('collaborative').notNull().default(false),
    location: jsonb('location').$type<GeoPoint | null>(),
    score: doublePrecision('score'),
    maxScore: doublePrecision('max_score'),
    percent: doublePrecision('percent'),
    failedCount: integer('failed_count').notNull().default(0),
    issuesCount: integer('issues_count').notNull().default(0),
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    instances: jsonb('instances').$type<Record<string, number>>().notNull().default({}),
    stamps: jsonb('stamps').$type<InspectionStamps>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    foreignKey({
      columns: [t.orgId, t.templateId, t.templateVersion],
      foreignColumns: [templateVersions.orgId, templateVersions.templateId, templateVersions.version],
    }),
    uniqueIndex('inspections_document_number_key')
      .on(t.orgId, t.documentNumber)
      .where(sql`${t.documentNumber} is not null`),
    // The active list's pages and counts read only unarchived rows: partial indexes answer them without the heap.
    index('inspections_started_idx')
      .on(t.orgId, t.startedAt.desc(), t.id)
      .where(sql`not ${t.archived}`),
    index('inspections_archived_idx')
      .on(t.orgId, t.startedAt.desc(), t.id)
      .where(sql`${t.archived}`),
    index('inspections_template_idx')
      .on(t.orgId, t.templateId, t.startedAt)
      .where(sql`not ${t.archived}`),
    index('inspections_asset_idx').on(t.orgId, t.assetId),
    index('inspections_status_idx').on(t.orgId, t.status),
    index('inspections_conducted_by_idx').on(t.orgId, t.conductedBy),
  ],
);

/** People who may continue someone else's inspection. */
export const inspectionCollaborators = pgTable(
  'inspection_collaborators',
  {
    orgId: uuid('org_id').notNull(),
    inspectionId: uuid('inspection_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.inspectionId, t.userId] }),
    foreignKey({
      columns: [t.orgId, t.inspectionId],
      foreignColumns: [inspections.orgId, inspections.id],
    }).onDelete('cascade'),
    index('inspection_collaborators_user_idx').on(t.orgId, t.userId),
  ],
);

/**
 * One answered item instance: the merged parts, a typed copy of the value for analytics, the evaluated score and
 * failed flag, each part's stamp and the values that lost (ADR 194).
 */
export const inspectionAnswers = pgTable(
  'inspection_answers',
  {
    orgId: uuid('org_id').notNull(),
    inspectionId: uuid('inspection_id').notNull(),
    itemId: uuid('item_id').notNull(),
    instance: integer('instance').notNull().default(0),
    itemBaseUuid: uuid('item_base_uuid').notNull(),
    value: jsonValue('value'),
    valueText: text('value_text'),
    valueNumber: doublePrecision('value_number'),
    valueBool: boolean('value_bool'),
    valueTime: timestamp('value_time', { withTimezone: true }),
    note: text('note'),
    media: jsonb('media').$type<string[]>().notNull().default([]),
    rating: integer('rating'),
    /** Markers placed on the item's image marker (ADR 207), merged as one part. */
    markers: jsonb('markers').$type<AnswerMarker[]>().notNull().default([]),
    score: doublePrecision('score'),
    maxScore: doublePrecision('max_score'),
    flagged: boolean('flagged').notNull().default(false),
    responseAt: timestamp('response_at', { withTimezone: true }).notNull(),
    assetId: uuid('asset_id'),
    partTimes: jsonb('part_times').$type<Partial<Record<AnswerPart, PartStamp>>>().notNull().default({}),
    changedBy: uuid('changed_by').notNull(),
    history: jsonb('history').$type<StoredHistoryEntry[]>().notNull().default([]),
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.inspectionId, t.itemId, t.instance] }),
    foreignKey({
      columns: [t.orgId, t.inspectionId],
      foreignColumns: [inspections.orgId, inspections.id],
    }).onDelete('cascade'),
    index('inspection_answers_seq_idx').on(t.orgId, t.inspectionId, t.seq),
    index('inspection_answers_base_idx').on(t.orgId, t.itemBaseUuid, t.responseAt),
    index('inspection_answers_asset_idx').on(t.orgId, t.assetId, t.responseAt),
  ],
);

/** Ids of applied changes: a change sent again (a retry) is applied once. */
export const inspectionChanges = pgTable(
  'inspection_changes',
  {
    orgId: uuid('org_id').notNull(),
    inspectionId: uuid('inspection_id').notNull(),
    changeId: uuid('change_id').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.inspectionId, t.changeId] }),
    foreignKey({
      columns: [t.orgId, t.inspectionId],
      foreignColumns: [inspections.orgId, inspections.id],
    }).onDelete('cascade'),
  ],
);

/** Files uploaded to an inspection (photos, signatures…): a media change may name only these. */
export const inspectionMedia = pgTable(
  'inspection_media',
  {
    orgId: uuid('org_id').notNull(),
    inspectionId: uuid('inspection_id').notNull(),
    fileId: uuid('file_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.inspectionId, t.fileId] }),
    foreignKey({
      columns: [t.orgId, t.inspectionId],
      foreignColumns: [inspections.orgId, inspections.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.orgId, t.fileId],
      foreignColumns: [uploadedFiles.orgId, uploadedFiles.id],
    }).onDelete('cascade'),
    uniqueIndex('inspection_media_file_key').on(t.orgId, t.fileId),
  ],
);

/** Who may conduct a template; no row means every member (ADR 194). */
export const templateConductAccess = pgTable(
  'template_conduct_access',
  {
    orgId: uuid('org_id').notNull(),
    templateId: uuid('template_id').notNull(),
    everyone: boolean('everyone').notNull().default(true),
    userIds: jsonb('user_ids').$type<string[]>().notNull().default([]),
    groupIds: jsonb('group_ids').$type<string[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.templateId] }),
    foreignKey({
      columns: [t.orgId, t.templateId],
      foreignColumns: [templates.orgId, templates.id],
    }).onDelete('cascade'),
  ],
);

/** The next unique number of a template's document_id item, per workspace. */
export const inspectionNumberCounters = pgTable(
  'inspection_number_counters',
  {
    orgId: uuid('org_id').notNull(),
    templateId: uuid('template_id').notNull(),
    issued: bigint('issued', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.templateId] }),
    foreignKey({
      columns: [t.orgId, t.templateId],
      foreignColumns: [templates.orgId, templates.id],
    }).onDelete('cascade'),
  ],
);
