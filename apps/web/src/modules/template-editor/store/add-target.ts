import { isPageKind, setCollapsed, subtreeEnd } from '@fieldbook/domain/templates';
import type { Id, ItemType, Target, TemplateDocument } from '@fieldbook/domain/templates';

/**
 * Where a palette item goes (ADR 191): a section added while a section is focused goes after it at the
 * same depth; anything else added on a focused page or section goes inside it, at its end; after a
 * focused question comes a sibling; with nothing focused, the end of the last main page (the start page
 * when there is none).
 */
export function addTarget(doc: TemplateDocument, focusId: Id | null, type: ItemType): Target | null {
  const items = doc.items;
  let index = focusId ? items.findIndex((item) => item.id === focusId) : -1;
  if (index < 0) {
    index = items.findLastIndex((item) => item.type === 'page');
    if (index < 0) index = items.findIndex((item) => item.type === 'start_page');
    if (index < 0) return null;
  }
  const focus = items[index]!;
  const last = items[subtreeEnd(items, index) - 1]!;
  const container = isPageKind(focus.type) || focus.type === 'section';
  if (container && !(type === 'section' && focus.type === 'section'))
    return { afterId: last.id, depth: focus.depth + 1 };
  return { afterId: last.id, depth: focus.depth };
}

/**
 * The document to add into and where: a collapsed page or section that receives the new item is opened
 * first (a collapsed row takes no children, and the new item must show on the canvas).
 */
export function addPlan(
  doc: TemplateDocument,
  focusId: Id | null,
  type: ItemType,
): { view: TemplateDocument; target: Target } | null {
  const target = addTarget(doc, focusId, type);
  if (!target) return null;
  const receiver = doc.items.find((item) => item.id === focusId);
  const inside = receiver && target.depth === receiver.depth + 1;
  if (!inside || !receiver.collapsed) return { view: doc, target };
  const view = setCollapsed(doc, receiver.id, false);
  return { view, target: addTarget(view, focusId, type)! };
}
