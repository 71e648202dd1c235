import { z } from 'zod';
import type { FieldValue } from '../custom-fields/field-values';

/** Longest item id (the spreadsheet key of an item). */
export const ITEM_ID_MAX = 100;

/** A list item (spec §3: item_id, display_name, plus custom fields under `fields`). */
export const listItemSchema = z.object({
  id: z.string().uuid(),
  list_id: z.string().uuid(),
  item_id: z.string(),
  display_name: z.string(),
  fields: z.record(z.string(), z.custom<FieldValue>()),
  archived: z.boolean(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ListItem = z.infer<typeof listItemSchema>;

/** Body of POST …/items/new and PUT …/items/{itemId}; `fields` are checked against the list's definitions. */
export const listItemRequestSchema = z.object({
  item_id: z.string().trim().min(1).max(ITEM_ID_MAX),
  display_name: z.string().trim().min(1).max(255),
  fields: z.record(z.string(), z.unknown()).default({}),
});
export type ListItemRequest = z.infer<typeof listItemRequestSchema>;

/** One row a bulk importer hands to insertListItemBatch (values still raw, as read from the file). */
export interface ListItemImportRow {
  item_id: unknown;
  display_name: unknown;
  fields: Record<string, unknown>;
}

/** Why one import row was refused: the field and the catalogue message (e.g. duplicate item id). */
export interface ListItemRejection {
  row: number;
  reason: { field: string; key: string; params?: Record<string, string | number> };
}

export const listItemResponseSchema = z.object({ data: listItemSchema });
export const listItemMutationResponseSchema = z.object({ message: z.string(), data: listItemSchema });
export const listItemParamsSchema = z.object({ id: z.string().uuid(), itemId: z.string().uuid() });
