import type { TemplateDocument } from '../document.schema';
import type { Id, IdFactory } from '../ids';
import type { Item } from '../item.schema';
import { remapIds } from './remap';

/** Item options that point at a per-item entity of the document, and the list holding it. */
export const ATTACHMENTS = [
  ['rule_set_id', 'rule_sets'],
  ['info_id', 'info'],
  ['image_marker_id', 'image_markers'],
  ['grouped_item_id', 'grouped_items'],
] as const;

type AttachmentList = (typeof ATTACHMENTS)[number][1];
/** The per-item entities of a document, as copy and paste carry them. */
export type Attachments = Pick<TemplateDocument, AttachmentList>;

function attachmentIds(items: readonly Item[]): Set<Id> {
  const ids = new Set<Id>();
  for (const item of items) {
    for (const [option] of ATTACHMENTS) {
      const id = item.options[option];
      if (id) ids.add(id);
    }
  }
  return ids;
}

/** The entities attached to some of the given items. */
export function attachmentsOf(doc: Attachments, items: readonly Item[]): Attachments {
  const ids = attachmentIds(items);
  return {
    rule_sets: doc.rule_sets.filter((e) => ids.has(e.uuid)),
    info: doc.info.filter((e) => ids.has(e.uuid)),
    image_markers: doc.image_markers.filter((e) => ids.has(e.uuid)),
    grouped_items: doc.grouped_items.filter((e) => ids.has(e.uuid)),
  };
}

/** Drops entities that only `removed` items used, so deleting an item leaves no orphan rule set. */
export function dropAttachments(doc: TemplateDocument, removed: readonly Item[]): TemplateDocument {
  const kept = attachmentIds(doc.items);
  const gone = attachmentIds(removed);
  const keep = (e: { uuid: Id }) => !gone.has(e.uuid) || kept.has(e.uuid);
  return {
    ...doc,
    rule_sets: doc.rule_sets.filter(keep),
    info: doc.info.filter(keep),
    image_markers: doc.image_markers.filter(keep),
    grouped_items: doc.grouped_items.filter(keep),
  };
}

/**
 * Gives copied items and their attached entities fresh ids, re-pointing every reference inside the
 * copy (calculations, document-id parts, rule conditions and targets) at the copies. `map` is
 * filled with old → new ids so callers can copy translations.
 */
export function cloneWithAttachments(
  items: readonly Item[],
  attachments: Attachments,
  newId: IdFactory,
  map: Map<Id, Id> = new Map(),
): { items: Item[]; attachments: Attachments } {
  for (const item of items) {
    map.set(item.id, newId());
    const wrapper = item.options.repeating_group_id;
    if (wrapper) map.set(wrapper, newId());
  }
  for (const id of attachmentIds(items)) map.set(id, newId());
  const cloned = items.map((item) => ({
    ...item,
    id: map.get(item.id) ?? item.id,
    parent_id: item.parent_id === null ? null : (map.get(item.parent_id) ?? item.parent_id),
    options: remapIds(item.options, map),
    base_id: null,
  }));
  return { items: cloned, attachments: remapIds(attachments, map) };
}

/** Appends entities to a document's lists. */
export function addAttachments(doc: TemplateDocument, extra: Attachments): TemplateDocument {
  return {
    ...doc,
    rule_sets: [...doc.rule_sets, ...extra.rule_sets],
    info: [...doc.info, ...extra.info],
    image_markers: [...doc.image_markers, ...extra.image_markers],
    grouped_items: [...doc.grouped_items, ...extra.grouped_items],
  };
}
