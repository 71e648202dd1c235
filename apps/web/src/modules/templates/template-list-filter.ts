import type { ListFilter } from '@fieldbook/domain';
import { ALL_FOLDERS, TOP_LEVEL } from './components/folder-tree';

/** Which templates the list shows: the working ones or the archive. */
export type TemplateShelf = 'active' | 'archived';

/** The filter the page forces on the list: the chosen folder (or top level) and the shelf. */
export function templateListFilter(folder: string, shelf: TemplateShelf): ListFilter {
  const archived: ListFilter = { archived: { operator: 'equals', value: shelf === 'archived', not: false } };
  if (folder === TOP_LEVEL)
    return { ...archived, parent_id: { operator: 'is-null', value: null, not: false } };
  if (folder === ALL_FOLDERS) return archived;
  return { ...archived, parent_id: { operator: 'equals', value: folder, not: false } };
}
