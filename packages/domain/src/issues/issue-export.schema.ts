import { z } from 'zod';
import { BULK_IDS_MAX } from '../common/bulk.schema';

/** Formats of the issue list's export (workbench §9: csv, xlsx, zip with media). */
export const ISSUE_EXPORT_FORMATS = ['csv', 'xlsx', 'zip'] as const;
export const issueExportFormatSchema = z.enum(ISSUE_EXPORT_FORMATS);
export type IssueExportFormat = z.infer<typeof issueExportFormatSchema>;

/**
 * Body of POST /issues/export (ADR 212): the list's filter as GET /issues takes it, or the selected
 * ids; the export is built by a job, polled at GET /jobs/{id}.
 */
export const issueExportRequestSchema = z.object({
  format: issueExportFormatSchema,
  filter: z.string().max(20_000, 'gen.validations.maxlength').optional(),
  ids: z
    .array(z.string().uuid('gen.validations.invalid'))
    .min(1, 'gen.validations.required')
    .max(BULK_IDS_MAX, 'gen.validations.max')
    .optional(),
});
export type IssueExportRequest = z.input<typeof issueExportRequestSchema>;

/** Answer of POST /issues/export: the job to poll. */
export const issueExportStartedSchema = z.object({ data: z.object({ job_id: z.string().uuid() }) });

/** The finished export job's result: the stored file, downloaded at GET /issues/exports/{file_id}. */
export const issueExportResultSchema = z.object({
  file_id: z.string().uuid(),
  name: z.string(),
  size: z.number().int(),
  rows: z.number().int(),
  files: z.number().int(),
});
export type IssueExportResult = z.infer<typeof issueExportResultSchema>;
