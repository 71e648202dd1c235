import { z } from 'zod';
import { inspectionAnswerSchema } from './answer.schema';
import { geoPointSchema, inspectionSchema, INSPECTION_TITLE_MAX } from './inspection.schema';

/**
 * Body of POST /inspections. The id is made by the client so that an inspection started offline keeps
 * its id when it reaches the server; sending the same id twice answers the inspection already made.
 */
export const startInspectionRequestSchema = z.object({
  id: z.string().uuid(),
  template_id: z.string().uuid(),
  asset_id: z.string().uuid().nullable().default(null),
  site_id: z.string().uuid().nullable().default(null),
  /** IANA zone of the inspector's device; dates in the report are shown in it. */
  timezone: z.string().min(1).max(64),
  started_at: z.string().datetime({ offset: true }).optional(),
  title: z.string().trim().min(1).max(INSPECTION_TITLE_MAX).optional(),
  location: geoPointSchema.nullable().default(null),
  /** The assignment occurrence this inspection carries out (ADR 213): links both, restricted / collaborative apply. */
  occurrence_id: z.string().uuid().nullable().default(null),
});
export type StartInspectionRequest = z.input<typeof startInspectionRequestSchema>;

/** GET /inspections/{id}: the inspection and every merged answer. */
export const inspectionDetailSchema = inspectionSchema.extend({
  answers: z.array(inspectionAnswerSchema),
  /** Instance count of each repeatable section, by item id. */
  instances: z.record(z.string(), z.number().int()),
  /**
   * Display names of the workspace records the answers name by id — assets, members, sites, global list items — so
   * a report shows "FL-04 · Toyota" where the answer holds the asset's id (ADR 219).
   */
  records: z.record(z.string(), z.string()).default({}),
});
export type InspectionDetail = z.infer<typeof inspectionDetailSchema>;

/** Answer of POST /inspections/{id}/changes and GET /inspections/{id}/answers?since=: what changed after `since`. */
export const inspectionChangesResponseSchema = z.object({
  applied: z.array(z.string().uuid()),
  answers: z.array(inspectionAnswerSchema),
  instances: z.record(z.string(), z.number().int()),
  seq: z.number().int(),
  status: inspectionSchema.shape.status,
});
export type InspectionChangesResponse = z.infer<typeof inspectionChangesResponseSchema>;

/** Query of GET /inspections/{id}/answers. */
export const inspectionAnswersQuerySchema = z.object({ since: z.coerce.number().int().min(0).default(0) });

/** Body of POST /inspections/{id}/complete: the end time by the device clock. */
export const completeInspectionRequestSchema = z.object({
  completed_at: z.string().datetime({ offset: true }).optional(),
});

/** Body of PUT /inspections/{id}/collaborators. */
export const inspectionCollaboratorsRequestSchema = z.object({
  user_ids: z.array(z.string().uuid()).max(100),
});

/** GET/PUT /checklist/template/{id}/conduct-access: who may conduct a template (empty lists = every member). */
export const conductAccessSchema = z.object({
  everyone: z.boolean(),
  user_ids: z.array(z.string().uuid()).max(1000),
  group_ids: z.array(z.string().uuid()).max(1000),
});
export type ConductAccess = z.infer<typeof conductAccessSchema>;

/** Filter fields of GET /inspections (list-query JSON form), the names the list table offers. */
export const INSPECTION_FILTER_FIELDS = [
  'template_id',
  'asset_id',
  'site_id',
  'status',
  'score',
  'started_at',
  'completed_at',
  'conducted_by',
  'has_issues',
] as const;

/** Sortable columns of GET /inspections. */
export const INSPECTION_SORT_FIELDS = [
  'started_at',
  'completed_at',
  'updated_at',
  'title',
  'score',
  'document_number',
] as const;

/** One template the caller may conduct (GET /inspections/templates). */
export const conductTemplateSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  version: z.number().int(),
  has_asset_question: z.boolean(),
});
export type ConductTemplate = z.infer<typeof conductTemplateSchema>;

/** Answer of GET /inspections/templates[?asset_id=]. */
export const conductTemplatesResponseSchema = z.object({ data: z.array(conductTemplateSchema) });

/** Query of GET /inspections/templates: with asset_id, only templates that ask for an asset. */
export const conductTemplatesQuerySchema = z.object({ asset_id: z.string().uuid().optional() });

/** A file uploaded to an inspection (POST /inspections/{id}/media), named in media changes by id. */
export const inspectionMediaFileSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  mime: z.string(),
});
export type InspectionMediaFile = z.infer<typeof inspectionMediaFileSchema>;

/** What an inspection upload is; it decides the accepted types and the smallest size (ADR 186: signatures have none). */
export const INSPECTION_MEDIA_KINDS = ['photo', 'video', 'audio', 'signature', 'file'] as const;
export const inspectionMediaKindSchema = z.enum(INSPECTION_MEDIA_KINDS);
export type InspectionMediaKind = z.infer<typeof inspectionMediaKindSchema>;

/** The kind a picked file is uploaded as, by its media type (signatures are named so by the signature field). */
export function mediaKindOf(mime: string): InspectionMediaKind {
  if (mime.startsWith('image/')) return 'photo';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  return 'file';
}
