import { eq } from 'drizzle-orm';
import { buildInspectionReport, reportMediaIds, type SharedReport } from '@fieldbook/domain';
import { reportShareLinks } from '../../db/schema';
import type { Db, Executor } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { hashSecret } from '../../platform/auth/secrets';
import { inspectionDetail } from './inspection-detail';
import { storedMediaFile } from './inspection-media.service';
import { loadVersion } from './inspection-version';
import { readInspectionRow, type InspectionRow } from './inspections.repo';
import { orgOfShareToken } from './share-token';

/** The inspection a live link shares; one 404 for a malformed, unknown, revoked or expired token alike. */
async function sharedInspection(tx: Executor, token: string): Promise<InspectionRow> {
  const [link] = await tx
    .select()
    .from(reportShareLinks)
    .where(eq(reportShareLinks.tokenHash, hashSecret(token)))
    .limit(1);
  if (!link || link.revokedAt || (link.expiresAt && link.expiresAt.getTime() <= Date.now()))
    throw errors.notFound();
  return readInspectionRow(tx, link.inspectionId);
}

/**
 * Runs `fn` in the tenant scope the token names (as an invitation link does, ADR 081): Row-Level Security stays on,
 * so a token can only ever find rows of its own organisation. No user acts; the reader is anonymous.
 */
function inTokenScope<T>(
  db: Db,
  actor: Pick<Actor, 'ip' | 'userAgent'>,
  token: string,
  fn: (tx: Executor, row: InspectionRow) => Promise<T>,
): Promise<T> {
  const orgId = orgOfShareToken(token);
  if (!orgId) return Promise.reject(errors.notFound());
  return withTenant(db, { ...actor, orgId, userId: null }, async (tx) =>
    fn(tx, await sharedInspection(tx, token)),
  );
}

/** The inspection (the report's fields and answers) and its pinned version, read together. */
async function reportParts(tx: Executor, row: InspectionRow) {
  const detail = await inspectionDetail(tx, row);
  const version = await loadVersion(tx, row.orgId, row.templateId, row.templateVersion);
  return { detail, version };
}

/** GET /public/reports/{token}: exactly what the web report reads, under the token instead of a session. */
export function sharedReport(
  db: Db,
  actor: Pick<Actor, 'ip' | 'userAgent'>,
  token: string,
): Promise<SharedReport> {
  return inTokenScope(db, actor, token, async (tx, row) => {
    const { detail, version } = await reportParts(tx, row);
    return { inspection: { ...detail, assignment_id: null }, template_version: version.stored };
  });
}

/** GET /public/reports/{token}/media/{fileId}: a file the shared report shows; 404 for any other file. */
export function sharedReportFile(
  db: Db,
  actor: Pick<Actor, 'ip' | 'userAgent'>,
  token: string,
  fileId: string,
) {
  return inTokenScope(db, actor, token, async (tx, row) => {
    const { detail, version } = await reportParts(tx, row);
    const shown = reportMediaIds(buildInspectionReport(version.doc, detail.answers, detail.instances));
    if (!shown.has(fileId)) throw errors.notFound();
    return storedMediaFile(tx, row.id, fileId);
  });
}
