import type { Id, Item } from '@fieldbook/domain/templates';

const cache = new WeakMap<readonly Item[], Id[]>();

/**
 * Ids of the rows the canvas shows: every item except the descendants of a collapsed page or section.
 * Cached per items array, so a selection or any other change that keeps the items costs nothing.
 */
export function visibleRowIds(items: readonly Item[]): Id[] {
  const known = cache.get(items);
  if (known) return known;
  const ids: Id[] = [];
  let hiddenBelow = Infinity;
  for (const item of items) {
    if (item.depth > hiddenBelow) continue;
    hiddenBelow = item.collapsed ? item.depth : Infinity;
    ids.push(item.id);
  }
  cache.set(items, ids);
  return ids;
}
