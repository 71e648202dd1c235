import type { TemplateDocument } from '../document.schema';
import type { Id } from '../ids';
import { ITEM_CATALOGUE } from '../item-catalogue';
import type { Item } from '../item.schema';
import { isPageKind } from '../item-types';
import { pageIndexOf, subtreeEnd } from '../tree';
import { insertBlock } from './add-item';
import type { Target } from './add-item';
import { finishEdit, refuse } from './op-result';
import type { OpResult } from './op-result';

function pageIdOf(items: readonly Item[], id: Id): Id | undefined {
  const index = items.findIndex((item) => item.id === id);
  return items[pageIndexOf(items, index)]?.id;
}

/** Start-type and end-type items keep their page (spec §4 "Drag and drop"). */
function isPinned(item: Item): boolean {
  const group = ITEM_CATALOGUE[item.type].paletteGroup;
  return group === 'startPage' || group === 'endPage';
}

/**
 * Moves an item, with its descendants (ADR 015), to follow the row `afterId`; by default it is
 * re-parented under that row when it is an expanded container. Pages are reordered by `movePage`.
 * Refused on a not-allowed drop (page exclusions, one per page, nesting, start/end-type items
 * leaving their page) and, with the conflicts, when a reference would point at a later item.
 */
export function moveItem(doc: TemplateDocument, id: Id, target: Target): OpResult {
  const index = doc.items.findIndex((item) => item.id === id);
  const item = doc.items[index];
  if (!item) return refuse('not_found', id);
  if (isPageKind(item.type)) return refuse('fixed_position', id);
  const end = subtreeEnd(doc.items, index);
  const block = doc.items.slice(index, end);
  if (block.some((b) => b.id === target.afterId)) return refuse('no_parent', id);
  const rest = [...doc.items.slice(0, index), ...doc.items.slice(end)];
  if (!rest.some((r) => r.id === target.afterId)) return refuse('not_found', target.afterId);
  const items = insertBlock(rest, block, target);
  if (!items) return refuse('no_parent', id);
  const before = pageIdOf(doc.items, id);
  const pinned = block.find((b) => isPinned(b) && pageIdOf(items, b.id) !== before);
  if (pinned) return refuse('fixed_position', pinned.id);
  return finishEdit(doc, { ...doc, items });
}

/**
 * Reorders a main page (with all its items) to follow page `afterPageId` (the page-reorder modal).
 * The start page stays first, the end and hidden pages stay last.
 */
export function movePage(doc: TemplateDocument, id: Id, afterPageId: Id): OpResult {
  const index = doc.items.findIndex((item) => item.id === id);
  const page = doc.items[index];
  if (!page || page.depth !== 0) return refuse('not_found', id);
  if (page.type !== 'page') return refuse('fixed_position', id);
  if (afterPageId === id) return finishEdit(doc, doc);
  const block = doc.items.slice(index, subtreeEnd(doc.items, index));
  const rest = [...doc.items.slice(0, index), ...doc.items.slice(index + block.length)];
  const after = rest.findIndex((item) => item.id === afterPageId);
  const afterPage = rest[after];
  if (!afterPage || afterPage.depth !== 0) return refuse('not_found', afterPageId);
  if (afterPage.type !== 'page' && afterPage.type !== 'start_page') return refuse('fixed_position', id);
  const at = subtreeEnd(rest, after);
  return finishEdit(doc, { ...doc, items: [...rest.slice(0, at), ...block, ...rest.slice(at)] });
}
