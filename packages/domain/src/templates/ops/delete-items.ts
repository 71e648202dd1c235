import type { TemplateDocument } from '../document.schema';
import type { Id } from '../ids';
import { ITEM_CATALOGUE } from '../item-catalogue';
import { subtreeEnd } from '../tree';
import { dropAttachments } from './attachments';
import { finishEdit, refuse } from './op-result';
import type { OpResult } from './op-result';
import { dropTranslations } from './remap';

/** System items the user cannot delete: the special pages and the disabled real dates. */
function isFixed(type: keyof typeof ITEM_CATALOGUE): boolean {
  return (
    type === 'start_page' || type === 'end_page' || type === 'hidden_page' || ITEM_CATALOGUE[type].disabled
  );
}

/**
 * Deletes items with their descendants, and the rule sets, info blocks, image markers, grouped
 * options and translations only they used. Refused with the conflicts when another item's
 * calculation, document id or rule set would point at a deleted item (spec §5).
 */
export function deleteItems(doc: TemplateDocument, ids: readonly Id[]): OpResult {
  const removed = new Set<number>();
  for (const id of ids) {
    const index = doc.items.findIndex((item) => item.id === id);
    const item = doc.items[index];
    if (!item) return refuse('not_found', id);
    if (isFixed(item.type)) return refuse('fixed_position', id);
    const end = subtreeEnd(doc.items, index);
    for (let i = index; i < end; i += 1) removed.add(i);
  }
  const gone = doc.items.filter((_, i) => removed.has(i));
  const fixed = gone.find((item) => isFixed(item.type));
  if (fixed) return refuse('fixed_position', fixed.id);
  const items = doc.items.filter((_, i) => !removed.has(i));
  const pruned = dropAttachments({ ...doc, items }, gone);
  const uuids = (d: TemplateDocument) =>
    [...d.rule_sets, ...d.info, ...d.image_markers, ...d.grouped_items].map((e) => e.uuid);
  const kept = new Set(uuids(pruned));
  const dropped = new Set<Id>([...gone.map((item) => item.id), ...uuids(doc).filter((u) => !kept.has(u))]);
  return finishEdit(doc, { ...pruned, translations: dropTranslations(doc.translations, dropped) });
}
