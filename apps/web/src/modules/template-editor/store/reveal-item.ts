import { ancestorIndexes, setCollapsed } from '@fieldbook/domain/templates';
import type { Id, TemplateDocument } from '@fieldbook/domain/templates';

/** The document with every collapsed page or section above an item opened, so the item shows on the canvas. */
export function revealItem(doc: TemplateDocument, id: Id): TemplateDocument {
  const index = doc.items.findIndex((item) => item.id === id);
  if (index < 0) return doc;
  return ancestorIndexes(doc.items, index).reduce((next, i) => {
    const ancestor = next.items[i]!;
    return ancestor.collapsed ? setCollapsed(next, ancestor.id, false) : next;
  }, doc);
}
