import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { fileDownloadUrl, type FileEntry, type FolderCrumb } from '@fieldbook/domain';
import { fileEntries, users } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { errors } from '../../platform/errors/app-error';
import { memberName } from '../users/member-name';

/** A file-manager row as the service works with it. */
export type EntryRow = typeof fileEntries.$inferSelect;

const entrySelection = {
  entry: fileEntries,
  creatorName: sql<string | null>`nullif(${memberName(users.firstName, users.lastName)}, '')`,
};

/** The one mapper from a row (and its creator's name) to the API's entry. */
export function toFileEntry(row: EntryRow, creatorName: string | null): FileEntry {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    parent_id: row.parentId,
    size: row.size === null ? null : Number(row.size),
    content_type: row.contentType,
    url: row.kind === 'file' ? fileDownloadUrl(row.id) : null,
    created_by: row.createdBy,
    created_by_name: creatorName,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

/** `parent_id = x`, or `parent_id is null` for the root. */
export function inFolder(folderId: string | null): SQL {
  return folderId === null ? isNull(fileEntries.parentId) : eq(fileEntries.parentId, folderId);
}

/** Entries matching a condition, folders first then by name, as API entries (the first `limit` when given). */
export async function readEntries(
  tx: Executor,
  where: SQL | undefined,
  limit?: number,
): Promise<FileEntry[]> {
  const query = tx
    .select(entrySelection)
    .from(fileEntries)
    .leftJoin(users, eq(users.id, fileEntries.createdBy))
    .where(where)
    .orderBy(sql`${fileEntries.kind} = 'file'`, asc(sql`lower(${fileEntries.name})`), asc(fileEntries.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => toFileEntry(row.entry, row.creatorName));
}

/** One entry of the organisation (RLS), 404 otherwise. */
export async function readEntryRow(tx: Executor, id: string): Promise<EntryRow> {
  const [row] = await tx.select().from(fileEntries).where(eq(fileEntries.id, id)).limit(1);
  if (!row) throw errors.notFound();
  return row;
}

/** The folder with this id (null for the root); 404 when it is missing or a file. */
export async function readFolderRow(tx: Executor, id: string | null): Promise<EntryRow | null> {
  if (id === null) return null;
  const row = await readEntryRow(tx, id);
  if (row.kind !== 'folder') throw errors.notFound();
  return row;
}

/** Names of a folder's entries, leaving out one entry (the one being renamed). */
export async function siblingNames(
  tx: Executor,
  folderId: string | null,
  exceptId?: string,
): Promise<string[]> {
  const rows = await tx
    .select({ name: fileEntries.name })
    .from(fileEntries)
    .where(and(inFolder(folderId), exceptId ? ne(fileEntries.id, exceptId) : undefined));
  return rows.map((row) => row.name);
}

/** The folders from the root down to this one (inclusive), for the breadcrumb and the paste checks. */
export async function folderPath(tx: Executor, folderId: string | null): Promise<FolderCrumb[]> {
  const path: FolderCrumb[] = [];
  for (let id = folderId; id !== null;) {
    const row = await readFolderRow(tx, id);
    if (!row || path.some((crumb) => crumb.id === row.id)) break;
    path.unshift({ id: row.id, name: row.name });
    id = row.parentId;
  }
  return path;
}

/** The entries with these ids and everything inside them, parents before children (one query per level). */
export async function subtreeRows(tx: Executor, ids: readonly string[]): Promise<EntryRow[]> {
  const out: EntryRow[] = [];
  let level = ids.length
    ? await tx
        .select()
        .from(fileEntries)
        .where(inArray(fileEntries.id, [...ids]))
    : [];
  while (level.length > 0) {
    out.push(...level);
    const folders = level.filter((row) => row.kind === 'folder').map((row) => row.id);
    level = folders.length
      ? await tx.select().from(fileEntries).where(inArray(fileEntries.parentId, folders))
      : [];
  }
  return out;
}
