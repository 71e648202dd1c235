import { z } from 'zod';

/** Inspection statuses in their only order (ADR 194): started, answered at least once, completed. */
export const INSPECTION_STATUSES = ['to_do', 'in_progress', 'completed'] as const;
export const inspectionStatusSchema = z.enum(INSPECTION_STATUSES);
export type InspectionStatus = z.infer<typeof inspectionStatusSchema>;

/** Longest inspection title. */
export const INSPECTION_TITLE_MAX = 255;

/** A point on the map where the inspection was conducted (WGS 84), with the accuracy reported by the device. */
export const geoPointSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  accuracy_m: z.number().min(0).max(100_000).nullable().default(null),
  address: z.string().max(500).nullable().default(null),
});
export type GeoPoint = z.infer<typeof geoPointSchema>;

/** A person as inspections name them. */
export const inspectionPersonSchema = z.object({ id: z.string().uuid(), name: z.string() });
export type InspectionPerson = z.infer<typeof inspectionPersonSchema>;

/** An inspection as the list and the runner read it (spec workbench §3 "Inspection (report) row"). */
export const inspectionSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  document_number: z.string().nullable(),
  status: inspectionStatusSchema,
  archived: z.boolean(),
  template: z.object({ id: z.string().uuid(), title: z.string(), version: z.number().int() }),
  asset: z.object({ id: z.string().uuid(), asset_id: z.string(), display_name: z.string() }).nullable(),
  site: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  assignment_id: z.string().uuid().nullable(),
  conducted_by: inspectionPersonSchema,
  collaborators: z.array(inspectionPersonSchema),
  collaborative: z.boolean(),
  timezone: z.string(),
  location: geoPointSchema.nullable(),
  started_at: z.string(),
  completed_at: z.string().nullable(),
  updated_at: z.string(),
  score: z.number().nullable(),
  max_score: z.number().nullable(),
  percent: z.number().nullable(),
  failed_count: z.number().int(),
  issues_count: z.number().int(),
  /** Highest change sequence applied; the runner asks for answers changed after it. */
  seq: z.number().int(),
});
export type Inspection = z.infer<typeof inspectionSchema>;
