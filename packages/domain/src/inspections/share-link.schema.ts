import { z } from 'zod';
import { inspectionDetailSchema } from './inspection-api.schema';
import { inspectionPersonSchema } from './inspection.schema';
import { appliedReportLayoutSchema } from '../report-settings/report-layout.schema';

/** Body of POST /inspections/{id}/share-links: when the link stops working (none: until revoked). */
export const createShareLinkRequestSchema = z.object({
  expires_at: z.string().datetime({ offset: true }).nullable().default(null),
});
export type CreateShareLinkRequest = z.input<typeof createShareLinkRequestSchema>;

/** One share link of an inspection's report as its list shows it; the token is never shown again (ADR 201). */
export const shareLinkSchema = z.object({
  id: z.string().uuid(),
  created_by: inspectionPersonSchema.nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** Answer of POST /inspections/{id}/share-links: the link with its token and full URL, shown this once. */
export const createdShareLinkSchema = shareLinkSchema.extend({ token: z.string(), url: z.string() });
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

/**
 * GET /public/reports/{token}: what the report needs and nothing else (the inspection, its pinned version, and the
 * report layout that applies to it, ADR 206).
 */
export const sharedReportSchema = z.object({
  inspection: inspectionDetailSchema,
  template_version: z.record(z.string(), z.unknown()),
  layout: appliedReportLayoutSchema,
});
export type SharedReport = z.infer<typeof sharedReportSchema>;
