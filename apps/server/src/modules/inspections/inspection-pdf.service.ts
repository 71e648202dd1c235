import { Readable } from 'node:stream';
import type { InspectionPdfResult, Language, ReportPaper } from '@fieldbook/domain';
import {
  memberReportPrintPath,
  sharedReportPrintPath,
} from '@fieldbook/domain/inspections/report-print-paths';
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
import { startRenderShareLink } from './render-share-link';
import { pdfPrefix } from './report-pdf-files';

/** The web's localStorage key of the interface language (apps/web shared/i18n/language.ts). */
const WEB_LANGUAGE_KEY = 'fieldbook.language';

/** The report's title line (document number first when it has one) and the PDF's file name. */
function namesOf(row: { title: string; documentNumber: string | null }) {
  const title = row.documentNumber ? `${row.documentNumber} · ${row.title}` : row.title;
  const base = (row.documentNumber ?? row.title).replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim() || 'report';
  return { title, file: `${base.slice(0, 120)}.pdf` };
}

/** What the PDF job prints: the inspection, on which paper, in which language, and through which door. */
export interface PdfJobData {
  inspectionId: string;
  paper: ReportPaper;
  language: Language;
  /** Asked through a share link: print the shared page (a print-only link) instead of a member's report. */
  shared?: boolean | undefined;
}

/** The page Chromium prints and the credential it carries: a member's short session, or a print-only share link. */
async function printAccess(
  context: JobContext,
  inspectionId: string,
  paper: ReportPaper,
  shared: boolean,
): Promise<{ path: string; cookies: { name: string; value: string }[]; revoke(): Promise<void> }> {
  const { deps, orgId, userId } = context;
  if (shared) {
    const link = await startRenderShareLink(deps.db, orgId, inspectionId);
    return { path: sharedReportPrintPath(link.token, paper), cookies: [], revoke: link.revoke };
  }
  if (!userId) throw new Error('a report PDF is printed for a member or a share link');
  const session = await startRenderSession(deps.db, { userId, orgId });
  return {
    path: memberReportPrintPath(inspectionId, paper),
    cookies: [session.cookie],
    revoke: session.revoke,
  };
}

/**
 * Prints the report page in Chromium as the member who asked (a two-minute session of theirs, revoked after) or
 * as a share link's reader (ADR 206), stores the PDF with a file row of the workspace, and answers the file and
 * its bytes.
 */
export async function printInspectionPdf(
  context: JobContext,
  data: PdfJobData,
): Promise<{ result: InspectionPdfResult; pdf: Buffer }> {
  const { deps, orgId } = context;
  const actor = { orgId, userId: context.userId, ip: null, userAgent: null };
  const row = await withTenant(deps.db, actor, (tx) => readInspectionRow(tx, data.inspectionId));
  const names = namesOf(row);
  await context.report(10, 'loading');
  const access = await printAccess(context, row.id, data.paper, data.shared ?? false);
  let pdf: Buffer;
  try {
    pdf = await deps.pdf.render({
      path: access.path,
      cookies: access.cookies,
      paper: data.paper,
      headerTitle: names.title,
      pageLabel: translate(data.language, 'inspections.pdf_page'),
      localStorage: { [WEB_LANGUAGE_KEY]: data.language },
    });
  } finally {
    await access.revoke();
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
  return { result: { file_id: file.id, name: file.originalName, size: file.size }, pdf };
}

/** The PDF job's work (ADR 203): prints and stores the report, and answers where to download it. */
export async function renderInspectionPdf(
  context: JobContext,
  data: PdfJobData,
): Promise<InspectionPdfResult> {
  return (await printInspectionPdf(context, data)).result;
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
