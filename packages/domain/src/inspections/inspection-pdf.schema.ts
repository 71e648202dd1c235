import { z } from 'zod';

/** Paper a report PDF prints on (issue 20: A4 or Letter). */
export const REPORT_PAPERS = ['A4', 'Letter'] as const;
export const reportPaperSchema = z.enum(REPORT_PAPERS);
export type ReportPaper = z.infer<typeof reportPaperSchema>;

/**
 * Body of POST /inspections/{id}/pdf. The paper defaults to A4 until report layouts (issue 20 item 3) give each
 * template its own; a caller may still name one.
 */
export const inspectionPdfRequestSchema = z.object({ paper: reportPaperSchema.default('A4') });
export type InspectionPdfRequest = z.infer<typeof inspectionPdfRequestSchema>;

/** Answer of POST /inspections/{id}/pdf: the job to poll at GET /jobs/{id}. */
export const inspectionPdfStartedSchema = z.object({ data: z.object({ job_id: z.string().uuid() }) });

/** The finished job's result: the stored PDF, downloaded at GET /inspections/{id}/pdf/{file_id}. */
export const inspectionPdfResultSchema = z.object({
  file_id: z.string().uuid(),
  name: z.string(),
  size: z.number().int(),
});
export type InspectionPdfResult = z.infer<typeof inspectionPdfResultSchema>;
