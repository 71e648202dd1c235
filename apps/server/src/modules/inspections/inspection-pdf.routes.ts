import { z } from 'zod';
import {
  inspectionPdfRequestSchema,
  inspectionPdfStartedSchema,
  reportEmailRequestSchema,
} from '@fieldbook/domain';
import { translate } from '../../platform/i18n/i18n';
import { sendStoredFile } from '../../platform/files';
import { defineRoute } from '../../platform/http/route';
import { queueInspectionPdf } from './inspection-pdf.job';
import { inspectionPdfFile } from './inspection-pdf.service';
import { queueReportEmail } from './report-email.job';

/** Who may export a report: the report's own permission (spec §2 `/inspections/{id}/view-report`). */
const VIEW_REPORT = 'INS_VIEW_INSPECTION_REPORT';

/** The report as a PDF (issue 20 item 2, ADR 203): queue a print, then download the stored file. */
export const inspectionPdfRoutes = [
  defineRoute({
    method: 'POST',
    url: '/inspections/:id/pdf',
    summary:
      'Queues a PDF of the inspection report (paper: A4 or Letter); answers the job to poll at GET /jobs/{id}',
    permission: VIEW_REPORT,
    params: z.object({ id: z.string().uuid() }),
    body: inspectionPdfRequestSchema,
    response: inspectionPdfStartedSchema,
    status: 202,
    handler: async ({ deps, actor, access, params, body, lang }) => ({
      data: { job_id: await queueInspectionPdf(deps, actor, access, params.id, body.paper, lang) },
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/inspections/:id/pdf/:fileId',
    summary: 'A PDF printed of the inspection report (the file_id of the finished job), as a download',
    permission: VIEW_REPORT,
    params: z.object({ id: z.string().uuid(), fileId: z.string().uuid() }),
    response: z.unknown(),
    handler: async ({ deps, actor, access, params, reply }) => {
      const file = await inspectionPdfFile(deps.db, actor, access, params.id, params.fileId);
      return sendStoredFile(reply, deps.storage, file, { download: true });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/inspections/:id/pdf/email',
    summary:
      'Queues the report as a PDF mailed to each recipient, with an optional message (sharing: managers or the conductor)',
    permission: VIEW_REPORT,
    params: z.object({ id: z.string().uuid() }),
    body: reportEmailRequestSchema,
    response: inspectionPdfStartedSchema.extend({ message: z.string() }),
    status: 202,
    handler: async ({ deps, actor, access, params, body, lang }) => ({
      message: translate(lang, 'inspections.report_email_queued'),
      data: { job_id: await queueReportEmail(deps, actor, access, params.id, body, lang) },
    }),
  }),
];
