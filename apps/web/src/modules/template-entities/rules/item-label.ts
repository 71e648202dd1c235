import type { Item } from '@fieldbook/domain/templates';
import type { TFunction } from 'i18next';

/** How an item is named in the rule builder's pickers: its title, else its type's name. */
export function itemLabel(item: Item, t: TFunction): string {
  return item.title.trim() || t(`template-editor:types.${item.type}`);
}
