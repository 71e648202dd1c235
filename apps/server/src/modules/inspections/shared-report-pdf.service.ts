import { and, eq, isNull } from 'drizzle-orm';
import { inspectionPdfResultSchema, type JobStatus, type Language } from '@fieldbook/domain';
import { jobs } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import type { Db, Tx } from '../../platform/db/client';
import type { Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { findUploadedFile, type ServedFile } from '../../platform/files';
import { toJobStatus } from '../../platform/jobs/job-records';
import { inspectionPdfJob } from './inspection-pdf.job';
import type { InspectionRow } from './inspections.repo';
import { pdfPrefix } from './report-pdf-files';
import { inTokenScope, sharedLayout } from './shared-report.service';

type Reader = Pick<Actor, 'ip' | 'userAgent'>;

/** A PDF file of the shared inspection (under its prefix), or 404. */
async function sharedPdf(tx: Tx, row: InspectionRow, fileId: string) {
  const file = await findUploadedFile(tx, fileId);
  if (!file?.storageKey.startsWith(`${pdfPrefix(row.orgId, row.id)}/`)) throw errors.notFound();
  return file;
}

/**
 * POST /public/reports/{token}/pdf: queues a print of the shared page (ADR 206) on the paper of the layout it
 * follows; the job belongs to no member, and only this token's routes read it.
 */
export async function queueSharedPdf(
  deps: AppDeps,
  reader: Reader,
  token: string,
  language: Language,
): Promise<string> {
  const { orgId, inspectionId, paper } = await inTokenScope(deps.db, reader, token, async (tx, row) => ({
    orgId: row.orgId,
    inspectionId: row.id,
    paper: (await sharedLayout(tx, row)).paper,
  }));
  const data = { inspectionId, paper, language, shared: true };
  const jobId = await deps.jobs.enqueue(inspectionPdfJob, data, { orgId, userId: null });
  if (!jobId) throw new Error('the pdf job was not queued');
  return jobId;
}

/**
 * GET /public/reports/{token}/pdf/jobs/{jobId}: a print queued through a share link of this workspace; once done, only
 * when its file is this inspection's, so a token never learns of another inspection's PDF.
 */
export function sharedPdfJob(db: Db, reader: Reader, token: string, jobId: string): Promise<JobStatus> {
  return inTokenScope(db, reader, token, async (tx, row) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.name, inspectionPdfJob.name), isNull(jobs.userId)))
      .limit(1);
    if (!job) throw errors.notFound();
    const status = toJobStatus(job);
    if (status.state === 'completed') {
      const result = inspectionPdfResultSchema.safeParse(status.result);
      if (!result.success) throw errors.notFound();
      await sharedPdf(tx, row, result.data.file_id);
    }
    return status;
  });
}

/** GET /public/reports/{token}/pdf/{fileId}: a PDF printed of the shared inspection; 404 for any other file. */
export function sharedPdfFile(db: Db, reader: Reader, token: string, fileId: string): Promise<ServedFile> {
  return inTokenScope(db, reader, token, async (tx, row) => {
    const file = await sharedPdf(tx, row, fileId);
    return { storageKey: file.storageKey, contentType: file.contentType, name: file.originalName };
  });
}
