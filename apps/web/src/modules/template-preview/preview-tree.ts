import type { Item, TemplateDocument } from '@fieldbook/domain/templates';

/** Pages the person filling in the form walks through (the hidden page never shows). */
const SHOWN_PAGES = new Set(['start_page', 'page', 'end_page']);

/**
 * The document's items indexed for rendering: shown pages in order, each item's children in order,
 * and each item's position in the document (to draw the first rows of a page first).
 */
export interface PreviewTree {
  pages: Item[];
  children: ReadonlyMap<string, Item[]>;
  position: ReadonlyMap<string, number>;
}

const trees = new WeakMap<TemplateDocument, PreviewTree>();

/** Indexes a document for the preview once per document, not once per answer or per opening. */
export function buildPreviewTree(doc: TemplateDocument): PreviewTree {
  const known = trees.get(doc);
  if (known) return known;
  const children = new Map<string, Item[]>();
  const position = new Map<string, number>();
  const pages: Item[] = [];
  doc.items.forEach((item, index) => position.set(item.id, index));
  for (const item of doc.items) {
    if (item.parent_id === null) {
      if (SHOWN_PAGES.has(item.type)) pages.push(item);
      continue;
    }
    const list = children.get(item.parent_id);
    if (list) list.push(item);
    else children.set(item.parent_id, [item]);
  }
  const tree = { pages, children, position };
  trees.set(doc, tree);
  return tree;
}

/** True for an item or section the person may repeat (spec "Repeatables"). */
export function isRepeatable(item: Item): boolean {
  return item.options.repeatable === true;
}
