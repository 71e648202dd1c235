import { REPORT_IMAGE_TYPES, type AppliedReportLayout, type ReportImage } from '@fieldbook/domain';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import {
  findUploadedFile,
  recordUploadedFile,
  type ServedFile,
  type UploadedFile,
} from '../../platform/files';
import type { Storage } from '../../platform/storage/storage';
import type { StoredUpload } from '../../platform/uploads';
import type { RequestAccess } from '../../platform/auth/access';
import { readEntryRow } from '../file-manager/file-manager.repo';
import { assertCanRead } from '../inspections/inspection-access';
import { readInspectionRow } from '../inspections/inspections.repo';
import { isLayoutImage, LAYOUT_IMAGE_PREFIX, servedImage } from './report-images.repo';
import { layoutForTemplate } from './report-settings.repo';
import { brandedReports } from './report-settings.service';

const toImage = (file: UploadedFile): ReportImage => ({
  id: file.id,
  name: file.originalName,
  mime: file.contentType,
  size: file.size,
});

/** Records an uploaded layout image; the caller removes the stored object when this fails. */
export function recordLayoutImage(
  db: Db,
  actor: Actor,
  stored: Pick<StoredUpload, 'key' | 'mime' | 'size'>,
  name: string,
): Promise<ReportImage> {
  return withTenant(db, actor, async (tx, audit) => {
    const file = await recordUploadedFile(tx, actor, stored, name);
    await audit({
      action: 'report_layout.image_added',
      entity: 'report_layout',
      entityId: null,
      summary: { name, size: stored.size, content_type: stored.mime },
    });
    return toImage(file);
  });
}

/**
 * Copies an image of the file manager into a layout image of its own, so deleting or replacing the file-manager
 * file later never breaks a report (ADR 202). 404 for an entry of another workspace; 422 for a non-image.
 */
export async function copyFileManagerImage(
  db: Db,
  storage: Storage,
  actor: Actor,
  entryId: string,
): Promise<ReportImage> {
  const entry = await withTenant(db, actor, (tx) => readEntryRow(tx, entryId));
  const type = entry.contentType ?? '';
  if (entry.kind !== 'file' || !entry.storageKey || !(REPORT_IMAGE_TYPES as readonly string[]).includes(type))
    throw errors.validation({ entry_id: { key: 'report_settings.image_rejected' } });
  const copied = await storage.copy(entry.storageKey, { prefix: LAYOUT_IMAGE_PREFIX, contentType: type });
  return recordLayoutImage(db, actor, { key: copied.key, mime: type, size: copied.size }, entry.name).catch(
    async (error: unknown) => {
      await storage.delete(copied.key).catch(() => undefined);
      throw error;
    },
  );
}

/** A layout image of the workspace for the settings page; 404 for any other file. */
export function settingsImageFile(db: Db, actor: Actor, fileId: string): Promise<ServedFile> {
  return withTenant(db, actor, async (tx) => {
    const file = await findUploadedFile(tx, fileId);
    if (!isLayoutImage(file)) throw errors.notFound();
    return servedImage(file);
  });
}

/**
 * The logo or cover image of the layout that applies to an inspection, for a reader of that inspection; any other
 * file id is 404, so a report reader reaches no other file of the workspace.
 */
export function inspectionLayoutImage(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  inspectionId: string,
  fileId: string,
): Promise<ServedFile> {
  return withTenant(db, actor, async (tx) => {
    const row = await readInspectionRow(tx, inspectionId);
    await assertCanRead(tx, access, row);
    if (!brandedReports(access)) throw errors.notFound();
    return appliedLayoutImage(tx, await layoutForTemplate(tx, row.templateId), fileId);
  });
}

/** The logo or cover image of this applied layout; any other file id is 404 (the signed-in and the shared report). */
export async function appliedLayoutImage(
  tx: Tx,
  layout: AppliedReportLayout,
  fileId: string,
): Promise<ServedFile> {
  if (fileId !== layout.logo_file_id && fileId !== layout.cover.image_file_id) throw errors.notFound();
  const file = await findUploadedFile(tx, fileId);
  if (!isLayoutImage(file)) throw errors.notFound();
  return servedImage(file);
}
