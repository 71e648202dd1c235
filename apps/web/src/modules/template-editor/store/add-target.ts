import { isPageKind, subtreeEnd } from '@fieldbook/domain/templates';
import type { Id, Target, TemplateDocument } from '@fieldbook/domain/templates';

/**
 * Where a palette item goes: first child of the focused page or section, after the focused
 * question, or at the end of the last main page (the start page when there is none).
 */
export function addTarget(doc: TemplateDocument, focusId: Id | null): Target | null {
  const items = doc.items;
  let index = focusId ? items.findIndex((item) => item.id === focusId) : -1;
  if (index < 0) {
    index = items.findLastIndex((item) => item.type === 'page');
    if (index < 0) index = items.findIndex((item) => item.type === 'start_page');
    if (index < 0) return null;
  }
  const focus = items[index]!;
  const container = isPageKind(focus.type) || focus.type === 'section';
  const end = subtreeEnd(items, index);
  if (container && end === index + 1) return { afterId: focus.id, depth: focus.depth + 1 };
  if (container && (focus.collapsed || !focusId))
    return { afterId: items[end - 1]!.id, depth: focus.depth + 1 };
  if (container) return { afterId: focus.id };
  return { afterId: items[end - 1]!.id, depth: focus.depth };
}
