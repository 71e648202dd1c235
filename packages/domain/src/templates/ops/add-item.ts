import type { TemplateDocument } from '../document.schema';
import type { ResponseSet } from '../entities.schema';
import type { IdFactory } from '../ids';
import { randomId } from '../ids';
import { ITEM_CATALOGUE } from '../item-catalogue';
import type { Item } from '../item.schema';
import { isPageKind } from '../item-types';
import type { ItemType } from '../item-types';
import { relink, resolvePlacement } from '../tree';
import { createItem } from './create-item';
import { finishEdit, refuse } from './op-result';
import type { OpResult } from './op-result';

/** Where a new, moved or pasted block goes: after the row `afterId`, optionally at a chosen depth. */
export interface Target {
  afterId: string;
  depth?: number;
}

/** Inserts a block at a resolved target, shifting its depths; null when the target is not a valid drop. */
export function insertBlock(items: readonly Item[], block: readonly Item[], target: Target): Item[] | null {
  const afterIndex = items.findIndex((item) => item.id === target.afterId);
  const placement = resolvePlacement(items, afterIndex, target.depth);
  const root = block[0];
  if (!placement || !root) return null;
  const shift = placement.depth - root.depth;
  const moved = block.map((item) => ({ ...item, depth: item.depth + shift }));
  return relink([...items.slice(0, placement.index), ...moved, ...items.slice(placement.index)]);
}

/** What to add: a palette type and optional preset fields; a choice question may bring its own answers. */
export interface AddItemInput extends Target {
  type: ItemType;
  title?: string;
  options?: Record<string, unknown>;
  response_set?: ResponseSet;
}

/**
 * Adds a palette item after a row (spec §3/§4). Pages go through `insertPage`; disabled and
 * deprecated types cannot be added anew; page-kind exclusions and one-per-page types are enforced.
 * A given response set is stored with the item and linked to it in the same edit (ADR 191).
 */
export function addItem(doc: TemplateDocument, input: AddItemInput, newId: IdFactory = randomId): OpResult {
  const info = ITEM_CATALOGUE[input.type];
  if (isPageKind(input.type) || info.disabled || info.deprecated) return refuse('type_not_supported');
  if (!doc.items.some((item) => item.id === input.afterId)) return refuse('not_found', input.afterId);
  const set = input.response_set;
  const options = set ? { ...input.options, response_set_id: set.uuid } : input.options;
  const item = createItem(input.type, { title: input.title, options }, newId);
  const items = insertBlock(doc.items, [item], input);
  if (!items) return refuse('no_parent', item.id);
  const response_sets = set ? [...doc.response_sets, set] : doc.response_sets;
  return finishEdit(doc, { ...doc, items, response_sets });
}
