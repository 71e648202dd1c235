import type { TemplateDocument } from '../document.schema';
import type { Id } from '../ids';
import type { Item } from '../item.schema';
import { itemSchema } from '../item.schema';
import { dateItemType } from '../type-options.schema';
import { finishEdit, refuse } from './op-result';
import type { OpResult } from './op-result';

/** Editable fields of an item; `options` is merged into the current options. */
export interface ItemPatch {
  title?: string;
  options?: Record<string, unknown>;
  visible?: boolean;
}

const DATE_VARIANTS = new Set<Item['type']>(['datetime', 'date', 'time']);

/** Replaces one item by id; the helper the single-item ops share. */
export function replaceItem(doc: TemplateDocument, next: Item): TemplateDocument {
  return { ...doc, items: doc.items.map((item) => (item.id === next.id ? next : item)) };
}

/**
 * Edits an item's title, options or visibility. A datetime question takes the type date, time or
 * datetime from its date and time options (spec §3). Refused when the options no longer fit the
 * type, break the nesting rule, or make a reference point at a later or missing item.
 */
export function updateItem(doc: TemplateDocument, id: Id, patch: ItemPatch): OpResult {
  const item = doc.items.find((i) => i.id === id);
  if (!item) return refuse('not_found', id);
  const options = { ...item.options, ...patch.options };
  let type = item.type;
  if (DATE_VARIANTS.has(type)) type = dateItemType(options.date !== false, options.time !== false);
  const parsed = itemSchema.safeParse({ ...item, ...patch, type, options });
  if (!parsed.success) return refuse('type_not_supported', id);
  return finishEdit(doc, replaceItem(doc, parsed.data));
}

/** Collapses or expands a page or section: view state, so the draft flags are left alone. */
export function setCollapsed(doc: TemplateDocument, id: Id, collapsed: boolean): TemplateDocument {
  const item = doc.items.find((i) => i.id === id);
  return item ? replaceItem(doc, { ...item, collapsed }) : doc;
}
