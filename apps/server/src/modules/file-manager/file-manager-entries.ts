import { eq } from 'drizzle-orm';
import { validateEntryName, type FileManagerMessageKey } from '@fieldbook/domain/uploads/index';
import type { FileEntry } from '@fieldbook/domain';
import { fileEntries } from '../../db/schema';
import type { Tx } from '../../platform/db/client';
import type { Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { readEntries, siblingNames } from './file-manager.repo';

/** 422 with the spec's name or destination message, as the field and as the answer's message. */
export function nameError(key: FileManagerMessageKey, field = 'name') {
  return errors.validation({ [field]: { key } }, 'FMG_NAME_INVALID', key);
}

/** Turns a unique-index race (two requests giving one folder the same name) into the name-exists answer. */
export async function nameConflictAsError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code === '23505') throw nameError('file_manager.errors.name_exists');
    throw error;
  }
}

/** The workspace of a file-manager call (every route runs inside one). */
export function orgOf(actor: Actor): string {
  if (!actor.orgId) throw new Error('a file-manager call needs a workspace');
  return actor.orgId;
}

/** 422 when a name is invalid or taken in its folder. */
export async function checkName(
  tx: Tx,
  name: string,
  folderId: string | null,
  exceptId?: string,
): Promise<void> {
  const problem = validateEntryName(name, await siblingNames(tx, folderId, exceptId));
  if (problem) throw nameError(problem);
}

/** One entry as the API answers it, 404 when it is not visible. */
export async function readOne(tx: Tx, id: string): Promise<FileEntry> {
  const [entry] = await readEntries(tx, eq(fileEntries.id, id));
  if (!entry) throw errors.notFound();
  return entry;
}

/** Storage key prefix of a workspace's file-manager objects. */
export function filePrefix(orgId: string): string {
  return `files/${orgId}`;
}

/** "Report.pdf" → "Report (2).pdf": the first free name in the folder, as desktop file managers do. */
export function freeName(name: string, taken: readonly string[]): string {
  if (validateEntryName(name, taken) === null) return name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n += 1) {
    const candidate = `${stem} (${n})${ext}`;
    if (validateEntryName(candidate, taken) === null) return candidate;
  }
}
