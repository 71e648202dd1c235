import type { FileEntry } from '@fieldbook/domain';
import { fileEntries } from '../../db/schema';
import type { Db } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { recordUploadedFile, servedFileByKey, type ServedFile } from '../../platform/files';
import { readEntryRow, readFolderRow, siblingNames } from './file-manager.repo';
import { freeName, nameConflictAsError, orgOf, readOne } from './file-manager-entries';

/** A stored upload to record in a folder. */
export interface UploadedFile {
  folderId: string | null;
  name: string;
  key: string;
  size: number;
  contentType: string;
}

/**
 * Records an upload that passed every check in its folder; a name already taken there gets " (2)" etc. The caller
 * removes the stored object when this fails.
 */
export function addUploadedFile(db: Db, actor: Actor, file: UploadedFile): Promise<FileEntry> {
  const orgId = orgOf(actor);
  return nameConflictAsError(() =>
    withTenant(db, actor, async (tx, audit) => {
      await readFolderRow(tx, file.folderId);
      const name = freeName(file.name, await siblingNames(tx, file.folderId));
      await recordUploadedFile(
        tx,
        actor,
        { key: file.key, mime: file.contentType, size: file.size },
        file.name,
      );
      const [row] = await tx
        .insert(fileEntries)
        .values({
          orgId,
          parentId: file.folderId,
          kind: 'file',
          name,
          storageKey: file.key,
          size: file.size,
          contentType: file.contentType,
          createdBy: actor.userId,
        })
        .returning({ id: fileEntries.id });
      if (!row) throw new Error('file insert returned nothing');
      await audit({
        action: 'file_manager.uploaded',
        entity: 'file_entry',
        entityId: row.id,
        summary: { name, size: file.size, content_type: file.contentType },
      });
      return readOne(tx, row.id);
    }),
  );
}

/** The stored file behind a download: only a file of the caller's own workspace (RLS), 404 otherwise. */
export function readDownload(db: Db, actor: Actor, id: string): Promise<ServedFile> {
  return withTenant(db, actor, async (tx) => {
    const row = await readEntryRow(tx, id);
    if (row.kind !== 'file' || !row.storageKey) throw errors.notFound();
    return servedFileByKey(tx, row.storageKey, row.name);
  });
}

/** Whether a folder exists for an upload target, checked before any byte is stored. */
export function assertUploadFolder(db: Db, actor: Actor, folderId: string | null): Promise<void> {
  return withTenant(db, actor, async (tx) => {
    await readFolderRow(tx, folderId);
  });
}
