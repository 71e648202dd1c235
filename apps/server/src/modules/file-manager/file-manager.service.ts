import { and, eq, ilike, inArray, sql } from 'drizzle-orm';
import { validateEntryName, validatePasteDestination } from '@fieldbook/domain/uploads/index';
import {
  FILE_SEARCH_LIMIT,
  type FileEntry,
  type FolderContents,
  type FolderContentsQuery,
  type FolderOption,
} from '@fieldbook/domain';
import { fileEntries } from '../../db/schema';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import type { Storage } from '../../platform/storage/storage';
import { forgetUploadedFiles, recordUploadedFile } from '../../platform/files';
import {
  folderPath,
  inFolder,
  readEntries,
  readEntryRow,
  readFolderRow,
  siblingNames,
  subtreeRows,
  type EntryRow,
} from './file-manager.repo';
import {
  checkName,
  filePrefix,
  nameConflictAsError,
  nameError,
  orgOf,
  readOne,
} from './file-manager-entries';
import { likePattern } from '../../platform/db/like';

/**
 * GET /file-manager/entries: a folder's path and entries (the root when no folder is given), or with a
 * search text the matching entries of every folder (ADR 178).
 */
export function listFolder(db: Db, actor: Actor, query: FolderContentsQuery): Promise<FolderContents> {
  return withTenant(db, actor, async (tx) => {
    if (query.q) {
      const entries = await readEntries(tx, ilike(fileEntries.name, likePattern(query.q)), FILE_SEARCH_LIMIT);
      return { folder: null, path: [], entries };
    }
    const folderId = query.folder_id ?? null;
    const path = await folderPath(tx, folderId);
    if (folderId !== null && path.length === 0) throw errors.notFound();
    return { folder: path.at(-1) ?? null, path, entries: await readEntries(tx, inFolder(folderId)) };
  });
}

/** GET /file-manager/folders: one level of folders (or, with q, matching folders of any level) for the tree selector. */
export function folderOptions(
  db: Db,
  actor: Actor,
  query: { parent_id?: string; q?: string; ids: string[] },
): Promise<FolderOption[]> {
  return withTenant(db, actor, async (tx) => {
    const where = query.ids.length
      ? inArray(fileEntries.id, query.ids)
      : query.q
        ? ilike(fileEntries.name, likePattern(query.q))
        : inFolder(query.parent_id ?? null);
    // Spelled out: drizzle leaves the outer columns unqualified, which the inner alias would capture.
    const hasChildren = sql<boolean>`exists (select 1 from file_entries c where c.org_id = file_entries.org_id and c.parent_id = file_entries.id and c.kind = 'folder')`;
    const rows = await tx
      .select({ id: fileEntries.id, name: fileEntries.name, parentId: fileEntries.parentId, hasChildren })
      .from(fileEntries)
      .where(and(eq(fileEntries.kind, 'folder'), where))
      .orderBy(sql`lower(${fileEntries.name})`)
      .limit(200);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      parent_id: row.parentId,
      has_children: Boolean(row.hasChildren),
    }));
  });
}

/** POST /file-manager/folders. */
export function createFolder(
  db: Db,
  actor: Actor,
  name: string,
  parentId: string | null,
): Promise<FileEntry> {
  const orgId = orgOf(actor);
  return nameConflictAsError(() =>
    withTenant(db, actor, async (tx, audit) => {
      await readFolderRow(tx, parentId);
      await checkName(tx, name, parentId);
      const [row] = await tx
        .insert(fileEntries)
        .values({ orgId, parentId, kind: 'folder', name, createdBy: actor.userId })
        .returning({ id: fileEntries.id });
      if (!row) throw new Error('folder insert returned nothing');
      await audit({
        action: 'file_manager.folder_created',
        entity: 'file_entry',
        entityId: row.id,
        summary: { name },
      });
      return readOne(tx, row.id);
    }),
  );
}

/** PUT /file-manager/entries/{id}: renames a folder or file within its folder. */
export function renameEntry(db: Db, actor: Actor, id: string, name: string): Promise<FileEntry> {
  return nameConflictAsError(() =>
    withTenant(db, actor, async (tx, audit) => {
      const row = await readEntryRow(tx, id);
      await checkName(tx, name, row.parentId, id);
      await tx.update(fileEntries).set({ name, updatedAt: new Date() }).where(eq(fileEntries.id, id));
      await audit({
        action: 'file_manager.renamed',
        entity: 'file_entry',
        entityId: id,
        summary: { from: row.name, to: name },
      });
      return readOne(tx, id);
    }),
  );
}

/** Reads the clipboard's entries and refuses a paste the spec forbids (subfolder, same folder, existing name). */
async function checkPaste(tx: Tx, ids: readonly string[], destinationId: string | null): Promise<EntryRow[]> {
  await readFolderRow(tx, destinationId);
  const rows = await Promise.all([...new Set(ids)].map((id) => readEntryRow(tx, id)));
  const path = await folderPath(tx, destinationId);
  const problem = validatePasteDestination(
    rows.map((row) => ({ id: row.id, parentId: row.parentId, name: row.name })),
    {
      id: destinationId,
      ancestorIds: path.slice(0, -1).map((crumb) => crumb.id),
      entryNames: await siblingNames(tx, destinationId),
    },
  );
  if (problem) throw nameError(problem, 'destination_id');
  const names = rows.map((row) => row.name);
  const clash = names.find((name, index) => validateEntryName(name, names.slice(0, index)) !== null);
  if (clash !== undefined) throw nameError('file_manager.errors.name_exists', 'destination_id');
  return rows;
}

/** POST /file-manager/move: entries (with their contents) into another folder. */
export function moveEntries(
  db: Db,
  actor: Actor,
  ids: readonly string[],
  destinationId: string | null,
): Promise<FileEntry[]> {
  return nameConflictAsError(() =>
    withTenant(db, actor, async (tx, audit) => {
      const rows = await checkPaste(tx, ids, destinationId);
      const moved = rows.map((row) => row.id);
      await tx
        .update(fileEntries)
        .set({ parentId: destinationId, updatedAt: new Date() })
        .where(inArray(fileEntries.id, moved));
      for (const row of rows) {
        await audit({
          action: 'file_manager.moved',
          entity: 'file_entry',
          entityId: row.id,
          summary: { name: row.name, from: row.parentId, to: destinationId },
        });
      }
      return readEntries(tx, inArray(fileEntries.id, moved));
    }),
  );
}

/**
 * POST /file-manager/copy: copies entries (folders with everything inside) into another folder; each file's
 * stored object is copied to a new key, and the copies are removed again when the transaction fails.
 */
export async function copyEntries(
  db: Db,
  storage: Storage,
  actor: Actor,
  ids: readonly string[],
  destinationId: string | null,
): Promise<FileEntry[]> {
  const orgId = orgOf(actor);
  const copiedKeys: string[] = [];
  try {
    return await nameConflictAsError(() =>
      withTenant(db, actor, async (tx, audit) => {
        const roots = await checkPaste(tx, ids, destinationId);
        const newIds = new Map<string, string>();
        for (const row of await subtreeRows(
          tx,
          roots.map((root) => root.id),
        )) {
          const isRoot = roots.some((root) => root.id === row.id);
          const parentId = isRoot ? destinationId : (newIds.get(row.parentId ?? '') ?? null);
          const copy =
            row.kind === 'file' && row.storageKey
              ? await storage.copy(row.storageKey, {
                  prefix: filePrefix(orgId),
                  contentType: row.contentType ?? undefined,
                })
              : null;
          if (copy) {
            copiedKeys.push(copy.key);
            await recordUploadedFile(
              tx,
              actor,
              { key: copy.key, mime: row.contentType ?? 'application/octet-stream', size: copy.size },
              row.name,
            );
          }
          const [inserted] = await tx
            .insert(fileEntries)
            .values({
              orgId,
              parentId,
              kind: row.kind,
              name: row.name,
              storageKey: copy?.key ?? null,
              size: row.size,
              contentType: row.contentType,
              createdBy: actor.userId,
            })
            .returning({ id: fileEntries.id });
          if (!inserted) throw new Error('copy insert returned nothing');
          newIds.set(row.id, inserted.id);
        }
        for (const root of roots) {
          await audit({
            action: 'file_manager.copied',
            entity: 'file_entry',
            entityId: newIds.get(root.id) ?? null,
            summary: { name: root.name, source: root.id, to: destinationId },
          });
        }
        return readEntries(
          tx,
          inArray(
            fileEntries.id,
            roots.map((root) => newIds.get(root.id) ?? root.id),
          ),
        );
      }),
    );
  } catch (error) {
    await Promise.all(copiedKeys.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/**
 * POST /file-manager/delete: removes entries, folders with everything inside; the stored objects are deleted only
 * after the rows are gone (a failed transaction leaves every file readable). Answers the number of entries removed.
 */
export async function deleteEntries(
  db: Db,
  storage: Storage,
  actor: Actor,
  ids: readonly string[],
): Promise<number> {
  const orgId = orgOf(actor);
  const removed = await withTenant(db, actor, async (tx, audit) => {
    const roots = await Promise.all([...new Set(ids)].map((id) => readEntryRow(tx, id)));
    const rows = await subtreeRows(
      tx,
      roots.map((root) => root.id),
    );
    await tx.delete(fileEntries).where(
      inArray(
        fileEntries.id,
        rows.map((row) => row.id),
      ),
    );
    await forgetUploadedFiles(
      tx,
      orgId,
      rows.flatMap((row) => (row.storageKey ? [row.storageKey] : [])),
    );
    for (const root of roots) {
      await audit({
        action: 'file_manager.deleted',
        entity: 'file_entry',
        entityId: root.id,
        summary: { name: root.name, kind: root.kind, entries: rows.length },
      });
    }
    return rows;
  });
  await Promise.all(
    removed.flatMap((row) => (row.storageKey ? [storage.delete(row.storageKey).catch(() => undefined)] : [])),
  );
  return removed.length;
}
