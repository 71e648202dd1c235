import { subtreeEnd } from '@fieldbook/domain/templates';
import type { Id, Item, Target } from '@fieldbook/domain/templates';

/** Index one past the subtree, or -1 when the id is unknown. */
function span(items: readonly Item[], id: Id): { index: number; end: number } | null {
  const index = items.findIndex((item) => item.id === id);
  return index < 0 ? null : { index, end: subtreeEnd(items, index) };
}

/**
 * Places to try, best first, when moving an item one step up with the keyboard: before its
 * previous sibling, or out of its parent to just before it.
 */
export function moveUpTargets(items: readonly Item[], id: Id): Target[] {
  const at = span(items, id);
  const item = at && items[at.index];
  const previous = at && items[at.index - 1];
  if (!item || !previous) return [];
  if (previous.depth >= item.depth) {
    let start = at.index - 1;
    while (start > 0 && (items[start]?.depth ?? 0) > item.depth) start -= 1;
    const before = items[start - 1];
    return before ? [{ afterId: before.id, depth: item.depth }, { afterId: before.id }] : [];
  }
  const beforeParent = items[at.index - 2];
  if (!beforeParent) return [];
  return [{ afterId: beforeParent.id, depth: item.depth - 1 }, { afterId: beforeParent.id }];
}

/** Places to try, best first, when moving an item one step down: after its next sibling, or out of its parent. */
export function moveDownTargets(items: readonly Item[], id: Id): Target[] {
  const at = span(items, id);
  const item = at && items[at.index];
  const next = at && items[at.end];
  if (!item || !next) return [];
  if (next.depth >= item.depth) {
    const last = items[subtreeEnd(items, at.end) - 1] ?? next;
    return [{ afterId: last.id, depth: item.depth }, { afterId: next.id }];
  }
  const previous = items[at.index - 1];
  const out: Target[] = previous ? [{ afterId: previous.id, depth: item.depth - 1 }] : [];
  return next.depth === 0 ? [...out, { afterId: next.id }] : out;
}

/**
 * Where a dragged row lands when dropped on `overId` (spec §4: re-parented under the preceding
 * item): dragging down places it after the row dropped on, dragging up after the visible row before
 * it (a collapsed row stands for its whole subtree).
 */
export function dropTarget(visibleIds: readonly Id[], activeId: Id, overId: Id): Target | null {
  if (activeId === overId) return null;
  const from = visibleIds.indexOf(activeId);
  const over = visibleIds.indexOf(overId);
  if (from < 0 || over < 0) return null;
  if (over > from) return { afterId: overId };
  const before = visibleIds[over - 1];
  return before ? { afterId: before } : null;
}
