import { z } from 'zod';
import { languageSchema, reportPaperSchema, type Language, type ReportPaper } from '@fieldbook/domain';
import type { RequestAccess } from '../../platform/auth/access';
import type { AppDeps } from '../../platform/deps';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { defineJob } from '../../platform/jobs/job-definition';
import { assertCanRead } from './inspection-access';
import { renderInspectionPdf } from './inspection-pdf.service';
import { readInspectionRow } from './inspections.repo';

/** Prints one inspection report to PDF (ADR 203); a retry prints it again and stores a new file. */
export const inspectionPdfJob = defineJob({
  name: 'inspection.pdf',
  data: z.object({
    inspectionId: z.string().uuid(),
    paper: reportPaperSchema,
    language: languageSchema,
    shared: z.boolean().optional(),
  }),
  retryLimit: 2,
  expireInSeconds: 10 * 60,
  concurrency: 2,
  run: (data, context) => renderInspectionPdf(context, data),
});

/** POST /inspections/{id}/pdf: queues the PDF of a report the caller may read; answers the job to poll. */
export async function queueInspectionPdf(
  deps: AppDeps,
  actor: Actor,
  access: RequestAccess,
  inspectionId: string,
  paper: ReportPaper,
  language: Language,
): Promise<string> {
  await withTenant(deps.db, actor, async (tx) => {
    await assertCanRead(tx, access, await readInspectionRow(tx, inspectionId));
  });
  const owner = { orgId: actor.orgId ?? '', userId: actor.userId };
  const jobId = await deps.jobs.enqueue(inspectionPdfJob, { inspectionId, paper, language }, owner);
  if (!jobId) throw new Error('the pdf job was not queued');
  return jobId;
}
