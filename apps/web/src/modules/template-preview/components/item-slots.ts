import type { ItemState } from '@fieldbook/domain/rules';
import type { Item } from '@fieldbook/domain/templates';
import { createContext, type ReactNode } from 'react';

/**
 * What a form filled in for real adds to the preview's items (the runner): the preview draws items the same way
 * with none of these, so both share one rendering instead of two copies.
 */
export interface ItemSlots {
  /** Note, media and other answer parts under a question. */
  extras?(item: Item, state: ItemState, instance: number): ReactNode;
  /** An answer control drawn instead of the preview's (the signature pad); undefined keeps the preview's. */
  answer?(item: Item, state: ItemState, instance: number): ReactNode | undefined;
  /** The item's image marker taking placed markers as an answer; undefined keeps the preview's read-only image. */
  imageMarker?(item: Item, instance: number): ReactNode | undefined;
  /** A problem found on Complete or by the server, shown on the item. */
  problem?(itemId: string, instance: number): string | undefined;
  /** True when a section instance is folded shut; sections fold only when this and `toggle` are given. */
  collapsed?(itemId: string, instance: number): boolean;
  toggle?(itemId: string, instance: number): void;
}

/** The slots of the items below; the preview provides none. */
export const ItemSlotsContext = createContext<ItemSlots>({});

/** The key an item instance's element carries (data-item-key), to scroll to and focus it. */
export const itemKey = (itemId: string, instance: number): string => `${itemId}:${instance}`;
