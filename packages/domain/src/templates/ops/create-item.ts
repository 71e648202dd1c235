import type { IdFactory } from '../ids';
import { randomId } from '../ids';
import type { Item } from '../item.schema';
import type { ItemType } from '../item-types';
import { defaultOptions } from '../type-options.schema';

/** Fields a caller may preset on a new item. */
export interface NewItemFields {
  title?: string;
  depth?: number;
  parent_id?: string | null;
  options?: Record<string, unknown>;
}

/** A fresh item of a type with the spec's default options; position fields are set by the caller. */
export function createItem(type: ItemType, fields: NewItemFields = {}, newId: IdFactory = randomId): Item {
  return {
    id: newId(),
    title: fields.title ?? '',
    type,
    depth: fields.depth ?? 0,
    parent_id: fields.parent_id ?? null,
    options: { ...defaultOptions(type), ...fields.options },
    collapsed: false,
    visible: true,
    base_id: null,
  };
}
