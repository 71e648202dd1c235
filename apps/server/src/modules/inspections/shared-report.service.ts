import { eq } from 'drizzle-orm';
import {
  buildInspectionReport,
  effectivePlan,
  reportMarkerImageIds,
  reportMediaIds,
  type AppliedReportLayout,
  type SharedReport,
} from '@fieldbook/domain';
import { organizations, reportShareLinks } from '../../db/schema';
import type { Db, Executor, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { hashSecret } from '../../platform/auth/secrets';
import { findUploadedFile, type ServedFile } from '../../platform/files';
import { appliedLayoutImage } from '../report-settings/report-images.service';
import { appliedLayoutFor } from '../report-settings/report-settings.service';
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
export function inTokenScope<T>(
  db: Db,
  actor: Pick<Actor, 'ip' | 'userAgent'>,
  token: string,
  fn: (tx: Tx, row: InspectionRow) => Promise<T>,
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

/** Most inspections whose shown files are remembered; the oldest is dropped beyond it. */
const SHOWN_FILES_ENTRIES = 500;
const shownFilesCache = new Map<string, { media: Set<string>; markers: Set<string> }>();

/**
 * The files a shared report shows, per inspection and change batch (`seq`: any answer change makes a new key). A
 * printed PDF fetches every photo through the share link; without this each fetch rebuilt the whole report.
 */
async function shownFilesOf(tx: Executor, row: InspectionRow) {
  const key = `${row.orgId}:${row.id}:${row.seq}`;
  const known = shownFilesCache.get(key);
  if (known) return known;
  const { detail, version } = await reportParts(tx, row);
  const model = buildInspectionReport(version.doc, detail.answers, detail.instances);
  const shown = { media: reportMediaIds(model), markers: reportMarkerImageIds(model) };
  if (shownFilesCache.size >= SHOWN_FILES_ENTRIES) {
    const oldest = shownFilesCache.keys().next().value;
    if (oldest !== undefined) shownFilesCache.delete(oldest);
  }
  shownFilesCache.set(key, shown);
  return shown;
}

/** The report layout the shared inspection follows, as a member's report would (ADR 206): plan-gated like branding. */
export async function sharedLayout(tx: Executor, row: InspectionRow): Promise<AppliedReportLayout> {
  const [org] = await tx
    .select({ plan: organizations.plan, trialEndsAt: organizations.trialEndsAt })
    .from(organizations)
    .where(eq(organizations.id, row.orgId))
    .limit(1);
  const plan = org ? effectivePlan(org.plan, org.trialEndsAt) : null;
  return appliedLayoutFor(tx, plan, row.templateId);
}

/** GET /public/reports/{token}: exactly what the web report reads, under the token instead of a session. */
export function sharedReport(
  db: Db,
  actor: Pick<Actor, 'ip' | 'userAgent'>,
  token: string,
): Promise<SharedReport> {
  return inTokenScope(db, actor, token, async (tx, row) => {
    const { detail, version } = await reportParts(tx, row);
    return {
      inspection: { ...detail, assignment_id: null },
      template_version: version.stored,
      layout: await sharedLayout(tx, row),
    };
  });
}

/** GET /public/reports/{token}/layout-images/{fileId}: the logo or cover of the layout the shared report follows. */
export function sharedLayoutImage(
  db: Db,
  actor: Pick<Actor, 'ip' | 'userAgent'>,
  token: string,
  fileId: string,
): Promise<ServedFile> {
  return inTokenScope(db, actor, token, async (tx, row) =>
    appliedLayoutImage(tx, await sharedLayout(tx, row), fileId),
  );
}

/** GET /public/reports/{token}/media/{fileId}: a file the shared report shows; 404 for any other file. */
export function sharedReportFile(
  db: Db,
  actor: Pick<Actor, 'ip' | 'userAgent'>,
  token: string,
  fileId: string,
) {
  return inTokenScope(db, actor, token, async (tx, row) => {
    if (!(await shownFilesOf(tx, row)).media.has(fileId)) throw errors.notFound();
    return storedMediaFile(tx, row.id, fileId);
  });
}

/**
 * GET /public/reports/{token}/marker-images/{fileId}: a template image the shared report draws the inspector's markers
 * on (ADR 207); 404 for any other file of the template or workspace.
 */
export function sharedMarkerImage(
  db: Db,
  actor: Pick<Actor, 'ip' | 'userAgent'>,
  token: string,
  fileId: string,
): Promise<ServedFile> {
  return inTokenScope(db, actor, token, async (tx, row) => {
    const drawn = (await shownFilesOf(tx, row)).markers;
    const file = drawn.has(fileId) ? await findUploadedFile(tx, fileId) : null;
    if (!file) throw errors.notFound();
    return { storageKey: file.storageKey, contentType: file.contentType, name: file.originalName };
  });
}
