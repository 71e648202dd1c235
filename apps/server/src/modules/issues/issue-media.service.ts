import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { IssueFile } from '@fieldbook/domain';
import { UPLOAD_MIN_BYTES } from '@fieldbook/domain/uploads/index';
import { issueFiles, uploadedFiles } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { recordUploadedFile } from '../../platform/files';
import { storeUpload, UploadRejectedError } from '../../platform/uploads';
import { uploadRejected } from '../file-manager/accept-upload';
import { lockIssue } from './issues.repo';

/**
 * POST /issues/{id}/media: stores a photo or file for the issue (types from the configured upload list, checked
 * by content), records it as a workspace file linked to the issue and answers its id; a comment then attaches it.
 * A refusal at any step leaves nothing stored.
 */
export async function uploadIssueFile(
  deps: AppDeps,
  actor: Actor,
  issueId: string,
  upload: { stream: Readable; fileName: string },
): Promise<IssueFile> {
  await withTenant(deps.db, actor, (tx) => lockIssue(tx, issueId)).catch((error: unknown) => {
    upload.stream.resume();
    throw error;
  });
  const stored = await storeUpload(upload.stream, deps.storage, {
    allowedTypes: deps.config.uploadTypes,
    minBytes: UPLOAD_MIN_BYTES.inspection_media,
    fileName: upload.fileName,
    prefix: `issues/${actor.orgId ?? ''}/${issueId}`,
  }).catch((error: unknown) => {
    if (error instanceof UploadRejectedError) throw uploadRejected(error);
    throw error;
  });
  return withTenant(deps.db, actor, async (tx, audit) => {
    const issue = await lockIssue(tx, issueId);
    const file = await recordUploadedFile(tx, actor, stored, upload.fileName);
    await tx.insert(issueFiles).values({ orgId: issue.orgId, issueId: issue.id, fileId: file.id });
    await audit({
      action: 'issue.file_uploaded',
      entity: 'issue',
      entityId: issue.id,
      summary: { name: upload.fileName, title: issue.title },
    });
    return { id: file.id, name: file.originalName, mime: file.contentType };
  }).catch(async (error: unknown) => {
    await deps.storage.delete(stored.key).catch(() => undefined);
    throw error;
  });
}

/** GET /issues/{id}/media/{fileId}: a file uploaded to the issue (404 for any other file). */
export function issueFile(db: AppDeps['db'], actor: Actor, issueId: string, fileId: string) {
  return withTenant(db, actor, async (tx) => {
    const [file] = await tx
      .select({
        storageKey: uploadedFiles.storageKey,
        contentType: uploadedFiles.contentType,
        name: uploadedFiles.originalName,
      })
      .from(issueFiles)
      .innerJoin(
        uploadedFiles,
        and(eq(uploadedFiles.orgId, issueFiles.orgId), eq(uploadedFiles.id, issueFiles.fileId)),
      )
      .where(and(eq(issueFiles.issueId, issueId), eq(issueFiles.fileId, fileId)))
      .limit(1);
    if (!file) throw errors.notFound();
    return file;
  });
}
