import { REPORT_IMAGE_TYPES } from '@fieldbook/domain';
import type { Tx } from '../../platform/db/client';
import { uploadedFilesById, type ServedFile, type UploadedFile } from '../../platform/files';

/** The storage prefix of layout images: a layout refers only to files stored under it (ADR 202). */
export const LAYOUT_IMAGE_PREFIX = 'report-layouts';

/** Whether an uploaded file of the workspace is an image stored for report layouts. */
export function isLayoutImage(file: UploadedFile | null | undefined): file is UploadedFile {
  return (
    !!file &&
    file.storageKey.startsWith(`${LAYOUT_IMAGE_PREFIX}/`) &&
    (REPORT_IMAGE_TYPES as readonly string[]).includes(file.contentType)
  );
}

/** The workspace's uploaded files among the (possibly absent) ids. */
export function layoutImagesById(
  tx: Tx,
  ids: readonly (string | null)[],
): Promise<Map<string, UploadedFile>> {
  return uploadedFilesById(
    tx,
    ids.filter((id): id is string => !!id),
  );
}

/** What serving a layout image needs. */
export function servedImage(file: UploadedFile): ServedFile {
  return { storageKey: file.storageKey, contentType: file.contentType, name: file.originalName };
}
