import type { TemplateDocument } from '../document.schema';
import type { Id } from '../ids';
import { ITEM_CATALOGUE, isAllowedInPage } from '../item-catalogue';
import type { Item } from '../item.schema';
import { isPageKind } from '../item-types';
import type { PageKind } from '../item-types';
import { referenceConflicts } from '../references';
import { subtreeEnd } from '../tree';
import { usesGroupingOrRepeat } from '../validate-structure';
import { dropAttachments } from './attachments';

/** Something a paste left out or switched off, so the builder can tell the user. */
export interface ClearedEntry {
  item_id: Id;
  reason:
    | 'not_allowed_in_page'
    | 'not_duplicable_in_page'
    | 'type_not_supported'
    | 'nesting_not_allowed'
    | 'reference'
    | 'response_set';
  reference_id?: Id;
}

function dropMisplaced(
  doc: TemplateDocument,
  pasted: ReadonlySet<Id>,
  cleared: ClearedEntry[],
): TemplateDocument {
  const items = doc.items;
  const kept: Item[] = [];
  const removed: Item[] = [];
  let pageTypes = new Set<string>();
  let page: PageKind = 'page';
  for (let i = 0; i < items.length; i += 1) {
    const item = items[i] as Item;
    if (isPageKind(item.type)) {
      const end = subtreeEnd(items, i);
      pageTypes = new Set(
        items
          .slice(i + 1, end)
          .filter((x) => !pasted.has(x.id))
          .map((x) => x.type),
      );
      page = item.type;
    }
    const info = ITEM_CATALOGUE[item.type];
    let reason: ClearedEntry['reason'] | null = null;
    if (pasted.has(item.id)) {
      if (info.disabled) reason = 'type_not_supported';
      else if (!isAllowedInPage(item.type, page)) reason = 'not_allowed_in_page';
      else if (info.onePerPage && pageTypes.has(item.type)) reason = 'not_duplicable_in_page';
    }
    if (reason) {
      cleared.push({ item_id: item.id, reason });
      const end = subtreeEnd(items, i);
      removed.push(...items.slice(i, end));
      i = end - 1;
      continue;
    }
    if (pasted.has(item.id)) pageTypes.add(item.type);
    kept.push(item);
  }
  return dropAttachments({ ...doc, items: kept }, removed);
}

function clearNesting(
  doc: TemplateDocument,
  pasted: ReadonlySet<Id>,
  cleared: ClearedEntry[],
): TemplateDocument {
  let featureDepth = -1;
  const unset: Item[] = [];
  const items = doc.items.map((item) => {
    if (featureDepth >= item.depth) featureDepth = -1;
    if (!usesGroupingOrRepeat(item)) return item;
    if (featureDepth < 0) {
      featureDepth = item.depth;
      return item;
    }
    if (!pasted.has(item.id)) return item;
    cleared.push({ item_id: item.id, reason: 'nesting_not_allowed' });
    unset.push(item);
    return { ...item, options: { ...item.options, repeatable: false, grouped_item_id: null } };
  });
  return dropAttachments({ ...doc, items }, unset);
}

function clearReferences(
  doc: TemplateDocument,
  pasted: ReadonlySet<Id>,
  cleared: ClearedEntry[],
): TemplateDocument {
  const bad = referenceConflicts(doc).filter((c) => pasted.has(c.item_id));
  if (bad.length === 0) return doc;
  const losing: Item[] = [];
  const items = doc.items.map((item) => {
    const mine = bad.filter((c) => c.item_id === item.id);
    if (mine.length === 0) return item;
    for (const c of mine)
      cleared.push({ item_id: item.id, reason: 'reference', reference_id: c.reference_id });
    const gone = new Set(mine.map((c) => c.reference_id));
    const options = { ...item.options };
    if (options.calculations) {
      options.calculations = {
        ...options.calculations,
        items: options.calculations.items?.filter((id) => !gone.has(id)),
      };
    }
    if (item.type === 'document_id' && Array.isArray(options.items)) {
      options.items = options.items.filter((p: { item_id?: string }) => !(p.item_id && gone.has(p.item_id)));
    }
    if (mine.some((c) => c.kind === 'rule_set_condition' || c.kind === 'rule_set_action')) {
      losing.push(item);
      options.rule_set_id = null;
    }
    return { ...item, options };
  });
  return dropAttachments({ ...doc, items }, losing);
}

function clearResponseSets(
  doc: TemplateDocument,
  pasted: ReadonlySet<Id>,
  cleared: ClearedEntry[],
): TemplateDocument {
  const known = new Set([...doc.response_sets, ...doc.global_responses].map((r) => r.uuid));
  const items = doc.items.map((item) => {
    const set = item.options.response_set_id;
    if (!pasted.has(item.id) || !set || known.has(set)) return item;
    cleared.push({ item_id: item.id, reason: 'response_set', reference_id: set });
    return { ...item, options: { ...item.options, response_set_id: null } };
  });
  return { ...doc, items };
}

/** Applies the paste clean-up passes in order; later passes see what earlier ones removed. */
export function clearPasteConflicts(
  doc: TemplateDocument,
  pasted: ReadonlySet<Id>,
): { doc: TemplateDocument; cleared: ClearedEntry[] } {
  const cleared: ClearedEntry[] = [];
  let next = dropMisplaced(doc, pasted, cleared);
  next = clearNesting(next, pasted, cleared);
  next = clearReferences(next, pasted, cleared);
  next = clearResponseSets(next, pasted, cleared);
  return { doc: next, cleared };
}
