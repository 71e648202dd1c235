import type { TemplateDocument } from '../document.schema';
import type { IdFactory } from '../ids';
import { randomId } from '../ids';
import { finishEdit, refuse } from './op-result';
import type { OpResult } from './op-result';
import { pageWithDefaultQuestion } from './seed';

/**
 * Inserts a main page with a default question before the page that follows `afterPageId`
 * (spec §4); without it, before the end page. Nothing may follow the end page but the hidden page.
 */
export function insertPage(
  doc: TemplateDocument,
  afterPageId: string | null = null,
  newId: IdFactory = randomId,
): OpResult {
  const items = doc.items;
  let index: number;
  if (afterPageId === null) {
    index = items.findIndex((item) => item.type === 'end_page' || item.type === 'hidden_page');
    if (index < 0) index = items.length;
  } else {
    const after = items.findIndex((item) => item.id === afterPageId);
    const afterItem = items[after];
    if (!afterItem || afterItem.depth !== 0) return refuse('not_found', afterPageId);
    if (afterItem.type !== 'page' && afterItem.type !== 'start_page')
      return refuse('fixed_position', afterPageId);
    index = items.findIndex((item, i) => i > after && item.depth === 0);
    if (index < 0) index = items.length;
  }
  const page = pageWithDefaultQuestion('page', newId);
  return finishEdit(doc, { ...doc, items: [...items.slice(0, index), ...page, ...items.slice(index)] });
}
