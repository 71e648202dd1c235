import {
  commonOptionsShape,
  createItem,
  finishEdit,
  migrateSiteItem,
  refuse,
  replaceItem,
} from '@fieldbook/domain/templates';
import type { Id, Item, ItemType, OpResult, TemplateDocument } from '@fieldbook/domain/templates';

/** The current type each deprecated type migrates to (the "fix" of the migrate warning, spec §3). */
export const DEPRECATED_REPLACEMENTS: Partial<Record<ItemType, ItemType>> = {
  inspection_number: 'document_id',
  end_signature: 'signature',
  issues_count: 'counter',
  dataset: 'list',
  spare_parts: 'list',
  repeating_group: 'section',
};

const COMMON_KEYS = Object.keys(commonOptionsShape);

function replacement(item: Item): Item | null {
  if (item.type === 'site') return migrateSiteItem(item);
  const type = DEPRECATED_REPLACEMENTS[item.type];
  if (!type) return null;
  const fresh = createItem(type, { title: item.title });
  const kept = Object.fromEntries(
    COMMON_KEYS.filter((key) => key in item.options).map((key) => [key, item.options[key]]),
  );
  return { ...item, type, options: { ...fresh.options, ...kept } };
}

/**
 * Replaces a deprecated question by its current equivalent in place (same id, title, common
 * options), so references to it survive; refused like any edit when the new type breaks a rule.
 */
export function migrateDeprecatedItem(doc: TemplateDocument, id: Id): OpResult {
  const item = doc.items.find((i) => i.id === id);
  if (!item) return refuse('not_found', id);
  const next = replacement(item);
  if (!next) return refuse('type_not_supported', id);
  return finishEdit(doc, replaceItem(doc, next));
}
