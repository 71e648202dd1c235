import { z } from 'zod';
import {
  languageSchema,
  REPORT_EMAIL_MAX_RECIPIENTS,
  reportPaperSchema,
  type Language,
  type ReportEmailBody,
} from '@fieldbook/domain';
import type { RequestAccess } from '../../platform/auth/access';
import type { AppDeps } from '../../platform/deps';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { translate } from '../../platform/i18n/i18n';
import { defineJob, type JobContext } from '../../platform/jobs/job-definition';
import { appliedLayoutFor } from '../report-settings/report-settings.service';
import { assertCanRead } from './inspection-access';
import { printInspectionPdf } from './inspection-pdf.service';
import { peopleById, readInspectionRow } from './inspections.repo';
import { assertCanShare } from './share-links.service';

const emailJobData = z.object({
  inspectionId: z.string().uuid(),
  paper: reportPaperSchema,
  language: languageSchema,
  recipients: z.array(z.string().email()).min(1).max(REPORT_EMAIL_MAX_RECIPIENTS),
  message: z.string().max(2000),
});
type EmailJobData = z.infer<typeof emailJobData>;

/** Prints the report as the member who asked, then mails the PDF to each recipient (one mail each, ADR 206). */
async function emailReportPdf(
  context: JobContext,
  data: EmailJobData,
): Promise<{ file_id: string; sent: number }> {
  const { deps, orgId, userId } = context;
  const { result, pdf } = await printInspectionPdf(context, data);
  const actor = { orgId, userId, ip: null, userAgent: null };
  const { row, sender } = await withTenant(deps.db, actor, async (tx) => {
    const inspection = await readInspectionRow(tx, data.inspectionId);
    const people = await peopleById(tx, userId ? [userId] : []);
    return { row: inspection, sender: (userId && people.get(userId)?.name) || '' };
  });
  const title = row.documentNumber ? `${row.documentNumber} · ${row.title}` : row.title;
  const intro = translate(data.language, 'inspections.report_email_body', { sender, title });
  const text = data.message ? `${intro}\n\n${data.message}\n` : `${intro}\n`;
  const attachment = { name: result.name, contentType: 'application/pdf', content: pdf };
  for (const to of data.recipients) {
    await deps.mailer.send({
      workspaceId: orgId,
      to,
      subject: translate(data.language, 'inspections.report_email_subject', { title }),
      text,
      attachments: [attachment],
    });
  }
  await context.report(100, 'sent');
  return { file_id: result.file_id, sent: data.recipients.length };
}

/**
 * Mails an inspection report's PDF (ADR 206). Mail cannot be unsent, so a failure after the first mail is not
 * retried blindly: one retry only, for a print that failed before anything was sent.
 */
export const reportEmailJob = defineJob({
  name: 'inspection.pdf_email',
  data: emailJobData,
  retryLimit: 1,
  expireInSeconds: 10 * 60,
  concurrency: 1,
  run: (data, context) => emailReportPdf(context, data),
});

/**
 * POST /inspections/{id}/pdf/email: checks the caller may read and share the report (sending it outside the
 * workspace is sharing, ADR 201), records who sent it to whom, and queues the mail; answers the job to poll.
 */
export async function queueReportEmail(
  deps: AppDeps,
  actor: Actor,
  access: RequestAccess,
  inspectionId: string,
  { recipients, message }: ReportEmailBody,
  language: Language,
): Promise<string> {
  const paper = await withTenant(deps.db, actor, async (tx, audit) => {
    const row = await readInspectionRow(tx, inspectionId);
    await assertCanRead(tx, access, row);
    assertCanShare(access, row);
    await audit({
      action: 'inspection.report_emailed',
      entity: 'inspection',
      entityId: row.id,
      summary: { title: row.title, recipients },
    });
    return (await appliedLayoutFor(tx, access.plan, row.templateId)).paper;
  });
  const owner = { orgId: actor.orgId ?? '', userId: actor.userId };
  const data = { inspectionId, paper, language, recipients, message };
  const jobId = await deps.jobs.enqueue(reportEmailJob, data, owner);
  if (!jobId) throw new Error('the e-mail job was not queued');
  return jobId;
}
