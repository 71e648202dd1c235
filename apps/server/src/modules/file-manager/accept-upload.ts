import type { Readable } from 'node:stream';
import { ERROR_CODES } from '@fieldbook/domain';
import {
  UPLOAD_MIN_BYTES,
  validateEntryName,
  type FileManagerMessageKey,
} from '@fieldbook/domain/uploads/index';
import type { FileEntry } from '@fieldbook/domain';
import type { Actor } from '../../platform/db/tenancy';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors/app-error';
import { storeUpload, UploadRejectedError } from '../../platform/uploads';
import { filePrefix, nameError } from './file-manager-entries';
import { addUploadedFile, assertUploadFolder } from './file-uploads.service';

/** One incoming file: its bytes, the name the browser gave it and the folder it goes into. */
export interface IncomingFile {
  stream: Readable;
  fileName: string;
  folderId: string | null;
}

/** A refused upload as 422: the reason (with its limits) as the answer's message and as the `file` field. */
export function uploadRejected(error: UploadRejectedError): AppError {
  const field = { key: error.messageKey, params: error.params };
  return new AppError(422, ERROR_CODES.validation, error.messageKey, error.params, null, { file: field });
}

/**
 * The one path of every upload (multipart and resumable): the name's rules, the folder, then type by content and
 * size while streaming into storage under a generated key, then the row. A refusal at any step leaves nothing stored.
 */
export async function acceptUpload(deps: AppDeps, actor: Actor, file: IncomingFile): Promise<FileEntry> {
  const name = file.fileName;
  const problem: FileManagerMessageKey | null = validateEntryName(name, []);
  if (problem) {
    file.stream.destroy();
    throw nameError(problem, 'file');
  }
  await assertUploadFolder(deps.db, actor, file.folderId).catch((error: unknown) => {
    file.stream.destroy();
    throw error;
  });
  const stored = await storeUpload(file.stream, deps.storage, {
    allowedTypes: deps.config.uploadTypes,
    minBytes: UPLOAD_MIN_BYTES.file_manager,
    fileName: name,
    prefix: filePrefix(actor.orgId ?? ''),
  }).catch((error: unknown) => {
    if (error instanceof UploadRejectedError) throw uploadRejected(error);
    throw error;
  });
  return addUploadedFile(deps.db, actor, {
    folderId: file.folderId,
    name,
    key: stored.key,
    size: stored.size,
    contentType: stored.mime,
  }).catch(async (error: unknown) => {
    await deps.storage.delete(stored.key).catch(() => undefined);
    throw error;
  });
}
