import type { TemplateDocument } from '../document.schema';
import type { GroupedItem } from '../entities.schema';
import type { Id, IdFactory } from '../ids';
import { randomId } from '../ids';
import type { RepeatableSettings } from '../item-options.schema';
import { isPageKind } from '../item-types';
import { usesGroupingOrRepeat } from '../validate-structure';
import { dropAttachments } from './attachments';
import { finishEdit, refuse } from './op-result';
import type { OpResult } from './op-result';
import { replaceItem } from './update-item';

function target(doc: TemplateDocument, id: Id) {
  const item = doc.items.find((i) => i.id === id);
  if (!item) return refuse('not_found', id);
  if (isPageKind(item.type)) return refuse('type_not_supported', id);
  if (usesGroupingOrRepeat(item)) return refuse('nesting_not_allowed', id);
  return item;
}

/**
 * Makes an item repeatable (spec §4 "Repeatables", plan feature ckl_repeatable). Refused when it
 * already repeats or groups, or when an ancestor or descendant does (nesting rule, spec §5).
 */
export function makeRepeatable(
  doc: TemplateDocument,
  id: Id,
  settings: RepeatableSettings = {},
  newId: IdFactory = randomId,
): OpResult {
  const item = target(doc, id);
  if ('ok' in item) return item;
  const repeating_group_id = item.options.repeating_group_id ?? newId();
  const options = { ...item.options, repeatable: true, repeatable_settings: settings, repeating_group_id };
  const next = { ...item, options };
  return finishEdit(doc, replaceItem(doc, next));
}

/** Layout of grouped options as chosen in the group-options modal. */
export interface GroupLayout {
  type: GroupedItem['type'];
  columns?: Record<string, number>;
}

/** Gives an item grouped options (a new grouped_items entry), under the same nesting rule. */
export function makeGrouped(
  doc: TemplateDocument,
  id: Id,
  layout: GroupLayout,
  newId: IdFactory = randomId,
): OpResult {
  const item = target(doc, id);
  if ('ok' in item) return item;
  const grouped: GroupedItem = { ...layout, uuid: newId() };
  const next = { ...item, options: { ...item.options, grouped_item_id: grouped.uuid } };
  return finishEdit(doc, { ...replaceItem(doc, next), grouped_items: [...doc.grouped_items, grouped] });
}

/** Turns repetition and grouped options of an item off, dropping its grouped entry. */
export function clearRepeatAndGroup(doc: TemplateDocument, id: Id): OpResult {
  const item = doc.items.find((i) => i.id === id);
  if (!item) return refuse('not_found', id);
  const options = { ...item.options, repeatable: false, grouped_item_id: null };
  delete options.repeatable_settings;
  delete options.repeating_group_id;
  const next = replaceItem(doc, { ...item, options });
  return finishEdit(doc, dropAttachments(next, [item]));
}
