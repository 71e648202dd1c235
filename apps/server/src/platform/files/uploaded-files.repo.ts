import { and, eq, inArray } from 'drizzle-orm';
import { uploadedFiles } from '../../db/schema';
import type { Tx } from '../db/client';
import type { Actor } from '../db/tenancy';
import type { StoredUpload } from '../uploads';
import { errors } from '../errors/app-error';
import type { ServedFile } from './send-stored-file';

/** A stored file as the server recorded it: what serving it needs, nothing taken from a client. */
export type UploadedFile = typeof uploadedFiles.$inferSelect;

/**
 * Records a stored upload in the caller's transaction (ADR 184): its generated key, detected type and size, in
 * the actor's workspace. Every path that stores a file calls this, so documents can refer to it by id; `id` lets
 * a caller name the row before the document that points at it is written.
 */
export async function recordUploadedFile(
  tx: Tx,
  actor: Actor,
  stored: Pick<StoredUpload, 'key' | 'mime' | 'size'>,
  originalName: string,
  id?: string,
): Promise<UploadedFile> {
  const [row] = await tx
    .insert(uploadedFiles)
    .values({
      ...(id && { id }),
      orgId: actor.orgId ?? '',
      storageKey: stored.key,
      contentType: stored.mime,
      size: stored.size,
      originalName,
      createdBy: actor.userId,
    })
    .returning();
  if (!row) throw new Error('uploaded file insert returned nothing');
  return row;
}

/** A file of the transaction's workspace by id (row-level security hides every other workspace's), or null. */
export async function findUploadedFile(tx: Tx, id: string): Promise<UploadedFile | null> {
  const [row] = await tx.select().from(uploadedFiles).where(eq(uploadedFiles.id, id)).limit(1);
  return row ?? null;
}

/**
 * What to serve for a storage key that a row of this workspace points at: the key's file row of the same
 * workspace (404 for a key of another workspace or one never recorded), under `name` when the owner renames it.
 */
export async function servedFileByKey(tx: Tx, key: string, name?: string): Promise<ServedFile> {
  const [row] = await tx.select().from(uploadedFiles).where(eq(uploadedFiles.storageKey, key)).limit(1);
  if (!row) throw errors.notFound();
  return { storageKey: row.storageKey, contentType: row.contentType, name: name ?? row.originalName };
}

/** The workspace's files among `ids`, by id: an id missing from the answer is not this workspace's file. */
export async function uploadedFilesById(tx: Tx, ids: readonly string[]): Promise<Map<string, UploadedFile>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Forgets the rows of stored objects that are being removed, in the transaction that removes their owner. */
export async function forgetUploadedFiles(tx: Tx, orgId: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .delete(uploadedFiles)
    .where(and(eq(uploadedFiles.orgId, orgId), inArray(uploadedFiles.storageKey, [...keys])));
}
