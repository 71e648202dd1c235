import type { TemplateDocument } from './document.schema';
import type { Item } from './item.schema';
import { commonOptionsShape } from './item-options.schema';

const COMMON_KEYS = new Set(Object.keys(commonOptionsShape));

function text(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * The replacement of a legacy `site` question (spec §3): an `asset_field` when it was linked to a
 * column (the column becomes the field key, the structure the asset type), an `asset` otherwise.
 * Common options survive; the column link is kept for the merge request reviewer (ADR 017).
 */
export function migrateSiteItem(item: Item): Item {
  const common = Object.fromEntries(Object.entries(item.options).filter(([key]) => COMMON_KEYS.has(key)));
  const column = item.options.column_options as Record<string, unknown> | undefined;
  if (!column) return { ...item, type: 'asset', options: common };
  const structure = column.structure_id;
  return {
    ...item,
    type: 'asset_field',
    options: {
      ...common,
      editable: item.options.editable === true,
      field_key: text(column.column_id),
      asset_type_id: typeof structure === 'number' ? structure : undefined,
      column_options: column,
    },
  };
}

/**
 * Converts deprecated site questions on load and flags the template as needing a merge request
 * (spec §3); a document without site questions is returned unchanged. Not an edit.
 */
export function migrateLegacyItems(doc: TemplateDocument): TemplateDocument {
  if (!doc.items.some((item) => item.type === 'site')) return doc;
  const items = doc.items.map((item) => (item.type === 'site' ? migrateSiteItem(item) : item));
  return { ...doc, items, need_merge_request: true };
}
