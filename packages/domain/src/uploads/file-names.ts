/** Message keys of the file manager's texts in spec §8. */
export const FILE_MANAGER_MESSAGES = {
  nameEmpty: 'file_manager.errors.name_empty',
  nameInvalid: 'file_manager.errors.name_invalid',
  nameExists: 'file_manager.errors.name_exists',
  destinationSubfolder: 'file_manager.errors.destination_subfolder',
  destinationSameFolder: 'file_manager.errors.destination_same_folder',
  accessDenied: 'file_manager.errors.access_denied',
  notAccessible: 'file_manager.errors.not_accessible',
  networkError: 'file_manager.errors.network_error',
  invalidResponse: 'file_manager.errors.invalid_response',
} as const;
export type FileManagerMessageKey = (typeof FILE_MANAGER_MESSAGES)[keyof typeof FILE_MANAGER_MESSAGES];

/** Characters a file or folder name must not contain (spec §5), plus control characters no file system likes. */
const FORBIDDEN = /[\\/:*?"<>|]/;

function hasControlCharacter(name: string): boolean {
  return [...name].some((c) => c.charCodeAt(0) < 0x20);
}

/** Names compare without regard to case (ADR 101): a download to Windows or macOS would otherwise collide. */
function sameName(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
}

/**
 * Checks a new or changed file/folder name against the spec's rules: not empty, none of \ / : * ? " < > |, no
 * trailing dot or space, not already taken by another entry of the same folder. `siblingNames` are the other
 * entries of the destination folder (without the entry being renamed). Null when the name is fine.
 */
export function validateEntryName(
  name: string,
  siblingNames: readonly string[],
): FileManagerMessageKey | null {
  if (name.trim() === '') return FILE_MANAGER_MESSAGES.nameEmpty;
  if (FORBIDDEN.test(name) || hasControlCharacter(name) || /[. ]$/.test(name))
    return FILE_MANAGER_MESSAGES.nameInvalid;
  if (siblingNames.some((sibling) => sameName(sibling, name))) return FILE_MANAGER_MESSAGES.nameExists;
  return null;
}

/** An entry on the clipboard: its id, the folder it sits in (null at the root) and its name. */
export interface ClipboardEntry {
  id: string;
  parentId: string | null;
  name: string;
}

/** The folder pasted into: its id (null for the root), the ids of its ancestors, and its entries' names. */
export interface PasteDestination {
  id: string | null;
  ancestorIds: readonly string[];
  entryNames: readonly string[];
}

/**
 * Checks a paste (copy or move) before it is sent: never into a pasted folder or one of its subfolders, never into
 * the folder an entry already sits in, and never onto an existing name. Null when the paste may go ahead.
 */
export function validatePasteDestination(
  entries: readonly ClipboardEntry[],
  destination: PasteDestination,
): FileManagerMessageKey | null {
  for (const entry of entries) {
    if (entry.id === destination.id || destination.ancestorIds.includes(entry.id)) {
      return FILE_MANAGER_MESSAGES.destinationSubfolder;
    }
    if (entry.parentId === destination.id) return FILE_MANAGER_MESSAGES.destinationSameFolder;
    if (destination.entryNames.some((existing) => sameName(existing, entry.name))) {
      return FILE_MANAGER_MESSAGES.nameExists;
    }
  }
  return null;
}
