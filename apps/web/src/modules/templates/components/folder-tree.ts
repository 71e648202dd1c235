import type { TemplateFolder } from '@fieldbook/domain/templates';

/** Ids of folders that hold at least one subfolder (they get an expand toggle). */
export function foldersWithChildren(folders: readonly TemplateFolder[]): Set<string> {
  return new Set(folders.flatMap((folder) => (folder.parent_id ? [folder.parent_id] : [])));
}

/**
 * The folders to draw, in the server's tree order, leaving out everything under a collapsed folder.
 * The server answers parents before children, so one pass with the hidden ancestors suffices.
 */
export function visibleFolders(
  folders: readonly TemplateFolder[],
  collapsed: ReadonlySet<string>,
): TemplateFolder[] {
  const hidden = new Set<string>();
  return folders.filter((folder) => {
    if (folder.parent_id && (hidden.has(folder.parent_id) || collapsed.has(folder.parent_id))) {
      hidden.add(folder.id);
      return false;
    }
    return true;
  });
}

/** Select options for a folder choice: the top level first, then each folder indented by its depth. */
export function folderOptions(
  folders: readonly TemplateFolder[],
  topLevelLabel: string,
): { value: string; label: string }[] {
  return [
    { value: TOP_LEVEL, label: topLevelLabel },
    ...folders.map((folder) => ({
      value: folder.id,
      label: `${'\u2003'.repeat(folder.depth)}${folder.title}`,
    })),
  ];
}

/** Select value standing for "no folder" (Mantine selects need a string). */
export const TOP_LEVEL = '__top';

/** The parent_id a folder choice stands for. */
export function parentIdOf(choice: string | null): string | null {
  return choice === null || choice === TOP_LEVEL ? null : choice;
}

/** The folder view showing every template, whatever its folder. */
export const ALL_FOLDERS = 'all';
