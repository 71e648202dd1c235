import { Readable } from 'node:stream';
import type { InspectionPdfResult, Language, ReportPaper } from '@fieldbook/domain';
import type { RequestAccess } from '../../platform/auth/access';
import { startRenderSession } from '../../platform/auth/render-session';
import type { Db } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { findUploadedFile, recordUploadedFile, type ServedFile } from '../../platform/files';
import { translate } from '../../platform/i18n/i18n';
import type { JobContext } from '../../platform/jobs/job-definition';
import { assertCanRead } from './inspection-access';
import { readInspectionRow } from './inspections.repo';
import { pdfPrefix } from './report-pdf-files';

/** The web's localStorage key of the interface language (apps/web shared/i18n/language.ts). */
const WEB_LANGUAGE_KEY = 'fieldbook.language';

/** The report's title line (document number first when it has one) and the PDF's file name. */
function namesOf(row: { title: string; documentNumber: string | null }) {
  const title = row.documentNumber ? `${row.documentNumber} · ${row.title}` : row.title;
  const base = (row.documentNumber ?? row.title).replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim() || 'report';
  return { title, file: `${base.slice(0, 120)}.pdf` };
}

/**
 * The job's work: prints the report page in Chromium as the member who asked (a two-minute session of theirs,
 * revoked after), stores the PDF with a file row of the workspace, and answers where to download it.
 */
export async function renderInspectionPdf(
  context: JobContext,
  data: { inspectionId: string; paper: ReportPaper; language: Language },
): Promise<InspectionPdfResult> {
  const { deps, orgId, userId } = context;
  if (!userId) throw new Error('a report PDF is printed for a member');
  const actor = { orgId, userId, ip: null, userAgent: null };
  const row = await withTenant(deps.db, actor, (tx) => readInspectionRow(tx, data.inspectionId));
  const names = namesOf(row);
  await context.report(10, 'loading');
  const session = await startRenderSession(deps.db, { userId, orgId });
  let pdf: Buffer;
  try {
    pdf = await deps.pdf.render({
      path: `/inspections/${encodeURIComponent(row.id)}/view-report?print=1&paper=${data.paper}`,
      cookies: [session.cookie],
      paper: data.paper,
      headerTitle: names.title,
      pageLabel: translate(data.language, 'inspections.pdf_page'),
      localStorage: { [WEB_LANGUAGE_KEY]: data.language },
    });
  } finally {
    await session.revoke();
  }
  await context.report(60, 'rendered');
  const stored = await deps.storage.put(Readable.from(pdf), {
    prefix: pdfPrefix(orgId, row.id),
    contentType: 'application/pdf',
  });
  const file = await withTenant(deps.db, actor, (tx) =>
    recordUploadedFile(
      tx,
      actor,
      { key: stored.key, mime: 'application/pdf', size: stored.size },
      names.file,
    ),
  ).catch(async (error: unknown) => {
    await deps.storage.delete(stored.key).catch(() => undefined);
    throw error;
  });
  await context.report(90, 'stored');
  return { file_id: file.id, name: file.originalName, size: file.size };
}

/** GET /inspections/{id}/pdf/{fileId}: a PDF printed of this inspection, for its readers; 404 for any other file. */
export function inspectionPdfFile(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  inspectionId: string,
  fileId: string,
): Promise<ServedFile> {
  return withTenant(db, actor, async (tx) => {
    const row = await readInspectionRow(tx, inspectionId);
    await assertCanRead(tx, access, row);
    const file = await findUploadedFile(tx, fileId);
    if (!file?.storageKey.startsWith(`${pdfPrefix(row.orgId, row.id)}/`)) throw errors.notFound();
    return { storageKey: file.storageKey, contentType: file.contentType, name: file.originalName };
  });
}
