import type { TemplateDocument } from './document.schema';
import type { IdFactory } from './ids';
import { randomId } from './ids';
import type { Item } from './item.schema';
import { QUALITY_PRESETS } from './item-options.schema';
import type { Quality } from './item-options.schema';
import { relink, subtreeEnd } from './tree';

function reduceQuality(item: Item): Item {
  const quality = item.options.quality as Quality | string | undefined;
  if (quality === undefined || typeof quality === 'string') return item;
  return { ...item, options: { ...item.options, quality: quality.value } };
}

function expandQuality(item: Item): Item {
  const quality = item.options.quality as Quality | string | undefined;
  if (typeof quality !== 'string') return item;
  const preset = QUALITY_PRESETS.find((p) => p.value === quality);
  return {
    ...item,
    options: { ...item.options, quality: { value: quality, label: preset?.label ?? quality } },
  };
}

/**
 * The document as the server stores it (spec §4 "Repeatables", §3 quality): each repeatable item is
 * wrapped in a `repeating_group` item that carries the repetition settings, and media quality is
 * reduced to its value. The wrapper id comes from `options.repeating_group_id` so it stays stable.
 */
export function toServerShape(doc: TemplateDocument, newId: IdFactory = randomId): TemplateDocument {
  const items: Item[] = [];
  for (let i = 0; i < doc.items.length; i += 1) {
    const item = reduceQuality(doc.items[i] as Item);
    if (item.options.repeatable !== true) {
      items.push(item);
      continue;
    }
    const wrapperId = item.options.repeating_group_id ?? newId();
    const settings = item.options.repeatable_settings;
    items.push({
      id: wrapperId,
      title: '',
      type: 'repeating_group',
      depth: item.depth,
      parent_id: item.parent_id,
      options: settings ? { repeatable: true, repeatable_settings: settings } : { repeatable: true },
      collapsed: false,
      visible: true,
      base_id: null,
    });
    const end = subtreeEnd(doc.items, i);
    items.push({ ...item, options: { ...item.options, repeating_group_id: wrapperId } });
    for (let j = i + 1; j < end; j += 1) items.push(reduceQuality(doc.items[j] as Item));
    for (let j = items.length - (end - i); j < items.length; j += 1) {
      const shifted = items[j] as Item;
      items[j] = { ...shifted, depth: shifted.depth + 1 };
    }
    i = end - 1;
  }
  return { ...doc, items: relink(items) };
}

/**
 * The editor document from the server shape: each `repeating_group` wrapper is removed and its
 * child becomes the repeatable item (with the wrapper's settings and id), quality values become
 * presets again. An empty wrapper (legacy) is dropped.
 */
export function fromServerShape(doc: TemplateDocument): TemplateDocument {
  const source = doc.items;
  const items: Item[] = [];
  // Depth offsets of open wrappers: every item inside a wrapper moves up one level.
  const open: number[] = [];
  for (let i = 0; i < source.length; i += 1) {
    const item = source[i] as Item;
    while (open.length > 0 && item.depth <= (open[open.length - 1] ?? -1)) open.pop();
    if (item.type === 'repeating_group') {
      const child = source[i + 1];
      if (child && child.depth === item.depth + 1) {
        open.push(item.depth);
        items.push(unwrap(item, child, open.length));
        i += 1;
      }
      continue;
    }
    items.push(expandQuality({ ...item, depth: item.depth - open.length }));
  }
  return { ...doc, items: relink(items) };
}

function unwrap(wrapper: Item, child: Item, openWrappers: number): Item {
  const settings = wrapper.options.repeatable_settings ?? child.options.repeatable_settings;
  const options = { ...child.options, repeatable: true, repeating_group_id: wrapper.id };
  if (settings) options.repeatable_settings = settings;
  return expandQuality({ ...child, depth: child.depth - openWrappers, options });
}
