import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { InspectionMediaFile, InspectionMediaKind } from '@fieldbook/domain';
import { UPLOAD_MIN_BYTES } from '@fieldbook/domain/uploads/index';
import { inspectionMedia, uploadedFiles } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import type { RequestAccess } from '../../platform/auth/access';
import type { Executor, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { AppError, errors } from '../../platform/errors/app-error';
import { recordUploadedFile, type ServedFile, type UploadedFile } from '../../platform/files';
import { storeUpload, UploadRejectedError } from '../../platform/uploads';
import { uploadRejected } from '../file-manager/accept-upload';
import { assertCanRead } from './inspection-access';
import { printCopyJob } from './print-copy.job';
import { editableInspection } from './inspection-changes.service';
import { readInspectionRow } from './inspections.repo';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/heic', 'image/avif'];
const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm', 'video/3gpp', 'video/x-matroska'];
/**
 * Audio types as detected from the bytes. A WebM or 3GP container reads the same with or without a picture, so
 * Chrome's recordings (audio/webm) are detected as video/webm and old Android ones as video/3gpp; Firefox's Ogg
 * Opus carries its codec in the type.
 */
export const AUDIO_TYPES = [
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/ogg',
  'audio/ogg; codecs=opus',
  'audio/wav',
  'audio/x-wav',
  'audio/webm',
  'video/webm',
  'video/3gpp',
  'audio/aac',
];

/** The types and smallest size each kind of inspection upload accepts; a plain file takes the configured list. */
function limitsOf(
  kind: InspectionMediaKind,
  configured: readonly string[],
): { types: readonly string[]; minBytes: number } {
  if (kind === 'signature') return { types: IMAGE_TYPES, minBytes: UPLOAD_MIN_BYTES.inspection_signature };
  if (kind === 'photo') return { types: IMAGE_TYPES, minBytes: UPLOAD_MIN_BYTES.inspection_media };
  if (kind === 'video') return { types: VIDEO_TYPES, minBytes: UPLOAD_MIN_BYTES.inspection_media };
  if (kind === 'audio') return { types: AUDIO_TYPES, minBytes: UPLOAD_MIN_BYTES.inspection_media };
  return { types: configured, minBytes: UPLOAD_MIN_BYTES.file_manager };
}

const asMedia = (f: UploadedFile): InspectionMediaFile => ({
  id: f.id,
  name: f.originalName,
  mime: f.contentType,
});

/** The file of this inspection under a client-made id (a retried upload), null when new; 409 when the id is taken. */
async function earlierUpload(tx: Tx, inspectionId: string, fileId: string): Promise<UploadedFile | null> {
  const [file] = await tx.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId)).limit(1);
  if (!file) return null;
  const [link] = await tx
    .select({ id: inspectionMedia.fileId })
    .from(inspectionMedia)
    .where(and(eq(inspectionMedia.inspectionId, inspectionId), eq(inspectionMedia.fileId, fileId)))
    .limit(1);
  if (!link) throw new AppError(409, 'INS_FILE_ID_TAKEN', 'inspections.file_id_taken');
  return file;
}

/** One upload to an inspection as the route read it from the multipart request. */
export interface InspectionUpload {
  stream: Readable;
  fileName: string;
  kind: InspectionMediaKind;
  /** Client-made file id: the same upload sent again answers the file stored the first time. */
  id?: string;
}

/**
 * POST /inspections/{id}/media: stores a photo, video, audio clip, signature or file of an editable inspection,
 * records it as a workspace file linked to the inspection (media changes may name only such files) and answers
 * its id, name and detected type. A refusal at any step leaves nothing stored.
 */
export async function uploadInspectionMedia(
  deps: AppDeps,
  actor: Actor,
  access: RequestAccess,
  inspectionId: string,
  upload: InspectionUpload,
): Promise<{ created: boolean; file: InspectionMediaFile }> {
  const earlier = await withTenant(deps.db, actor, async (tx) => {
    const row = await editableInspection(tx, access, inspectionId);
    return upload.id ? earlierUpload(tx, row.id, upload.id) : null;
  }).catch((error: unknown) => {
    upload.stream.resume();
    throw error;
  });
  if (earlier) {
    upload.stream.resume();
    return { created: false, file: asMedia(earlier) };
  }
  const limits = limitsOf(upload.kind, deps.config.uploadTypes);
  const stored = await storeUpload(upload.stream, deps.storage, {
    allowedTypes: limits.types,
    minBytes: limits.minBytes,
    fileName: upload.fileName,
    prefix: `inspections/${actor.orgId ?? ''}/${inspectionId}`,
  }).catch((error: unknown) => {
    if (error instanceof UploadRejectedError) throw uploadRejected(error);
    throw error;
  });
  const file = await withTenant(deps.db, actor, async (tx) => {
    const row = await editableInspection(tx, access, inspectionId);
    const file = await recordUploadedFile(tx, actor, stored, upload.fileName, upload.id ?? randomUUID());
    await tx.insert(inspectionMedia).values({ orgId: row.orgId, inspectionId: row.id, fileId: file.id });
    return file;
  }).catch(async (error: unknown) => {
    await deps.storage.delete(stored.key).catch(() => undefined);
    throw error;
  });
  if (upload.kind === 'photo') await queuePrintCopy(deps, actor, file.id);
  return { created: true, file: asMedia(file) };
}

/**
 * Queues the photo's print rendition (ADR 220). The upload is committed by then: a queue that refuses must not fail
 * it, and a photo without a rendition is resized when printed, as before.
 */
async function queuePrintCopy(deps: AppDeps, actor: Actor, fileId: string): Promise<void> {
  const owner = { orgId: actor.orgId ?? '', userId: actor.userId };
  await deps.jobs.enqueue(printCopyJob, { fileId }, owner).catch(() => null);
}

/** GET /inspections/{id}/media/{fileId}: a file of the inspection, for its readers (404 for any other file). */
export function inspectionMediaFile(
  db: AppDeps['db'],
  actor: Actor,
  access: RequestAccess,
  inspectionId: string,
  fileId: string,
) {
  return withTenant(db, actor, async (tx) => {
    const row = await readInspectionRow(tx, inspectionId);
    await assertCanRead(tx, access, row);
    return storedMediaFile(tx, row.id, fileId);
  });
}

/** A stored file linked to the inspection, 404 otherwise: what the signed-in and the shared report serve. */
export async function storedMediaFile(tx: Executor, inspectionId: string, fileId: string) {
  const [file] = await tx
    .select({
      storageKey: uploadedFiles.storageKey,
      contentType: uploadedFiles.contentType,
      name: uploadedFiles.originalName,
      printKey: uploadedFiles.printKey,
      printWidth: uploadedFiles.printWidth,
      printHeight: uploadedFiles.printHeight,
    })
    .from(inspectionMedia)
    .innerJoin(
      uploadedFiles,
      and(eq(uploadedFiles.orgId, inspectionMedia.orgId), eq(uploadedFiles.id, inspectionMedia.fileId)),
    )
    .where(and(eq(inspectionMedia.inspectionId, inspectionId), eq(inspectionMedia.fileId, fileId)))
    .limit(1);
  if (!file) throw errors.notFound();
  const { printKey, printWidth, printHeight, ...served } = file;
  const print =
    printKey && printWidth && printHeight ? { key: printKey, width: printWidth, height: printHeight } : null;
  return { ...served, print } satisfies ServedFile;
}
