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

/** How often a repeatable may be repeated: its repeatable_settings min (default 1) and max (none when unset). */
export function repeatBounds(item: Item): { min: number; max: number } {
  const settings = item.options.repeatable_settings;
  const read = (key: 'min' | 'max') => {
    const v =
      typeof settings === 'object' && settings !== null
        ? (settings as Record<string, unknown>)[key]
        : undefined;
    return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined;
  };
  return { min: read('min') ?? 1, max: read('max') ?? Infinity };
}

/** The shown page an item sits on (its top-level ancestor), for jumping to an item on another page. */
export function pageOf(doc: TemplateDocument, itemId: string): string | null {
  const byId = new Map(doc.items.map((item) => [item.id, item]));
  let item = byId.get(itemId);
  while (item && item.parent_id !== null) item = byId.get(item.parent_id);
  return item ? item.id : null;
}
