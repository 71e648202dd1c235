import type { TemplateListRow } from '@fieldbook/domain/templates';

/** Every action of a template row's menu. */
export type TemplateAction = 'edit' | 'clone' | 'move' | 'archive' | 'restore' | 'hide' | 'unhide' | 'delete';

/** The actions a template's state allows, in menu order: flags offer only their opposite. */
export function templateActionsFor(row: Pick<TemplateListRow, 'archived' | 'hidden'>): TemplateAction[] {
  if (row.archived) return ['restore', 'delete'];
  return ['edit', 'clone', 'move', row.hidden ? 'unhide' : 'hide', 'archive', 'delete'];
}
