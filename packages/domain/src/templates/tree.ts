import type { Id } from './ids';
import type { Item } from './item.schema';
import { isContainerType, isPageKind } from './item-types';

/** Position of each item id in the flat list, for O(1) "is it earlier?" questions. */
export function indexById(items: readonly Item[]): Map<Id, number> {
  return new Map(items.map((item, index) => [item.id, index]));
}

/** Index one past the last descendant of the item at `index` (its subtree is `[index, end)`). */
export function subtreeEnd(items: readonly Item[], index: number): number {
  const depth = items[index]?.depth ?? 0;
  let end = index + 1;
  while (end < items.length && (items[end]?.depth ?? 0) > depth) end += 1;
  return end;
}

/** Index of the page whose subtree holds the item at `index`, or -1 before the first page. */
export function pageIndexOf(items: readonly Item[], index: number): number {
  for (let i = index; i >= 0; i -= 1) {
    const item = items[i];
    if (item && isPageKind(item.type)) return i;
  }
  return -1;
}

/** Indexes of the ancestors of the item at `index`, nearest first. */
export function ancestorIndexes(items: readonly Item[], index: number): number[] {
  const result: number[] = [];
  let depth = items[index]?.depth ?? 0;
  for (let i = index - 1; i >= 0 && depth > 0; i -= 1) {
    const item = items[i];
    if (item && item.depth < depth) {
      result.push(i);
      depth = item.depth;
    }
  }
  return result;
}

/**
 * Recomputes `parent_id` from depths: an item's parent is the nearest earlier item one level up.
 * Ops place items by position and depth and call this, so parent links can never drift.
 */
export function relink(items: readonly Item[]): Item[] {
  const stack: Id[] = [];
  return items.map((item) => {
    stack.length = item.depth;
    const parent_id = item.depth === 0 ? null : (stack[item.depth - 1] ?? null);
    stack[item.depth] = item.id;
    return parent_id === item.parent_id ? item : { ...item, parent_id };
  });
}

/** Where a new or moved block lands: insertion index and depth of its root. */
export interface Placement {
  index: number;
  depth: number;
}

/**
 * Resolves a drop "after this row": a collapsed row hides its subtree, an expanded container takes
 * the block as its first child by default ("re-parented under the preceding item"), and the depth
 * may range from the next row's depth (so it keeps its parent) to that default.
 */
export function resolvePlacement(
  items: readonly Item[],
  afterIndex: number,
  depth?: number,
): Placement | null {
  const after = items[afterIndex];
  if (!after) return null;
  const index = after.collapsed ? subtreeEnd(items, afterIndex) : afterIndex + 1;
  const maxDepth = !after.collapsed && isContainerType(after.type) ? after.depth + 1 : after.depth;
  const minDepth = Math.max(1, items[index]?.depth ?? 1);
  const target = depth ?? maxDepth;
  if (target < minDepth || target > maxDepth) return null;
  return { index, depth: target };
}
