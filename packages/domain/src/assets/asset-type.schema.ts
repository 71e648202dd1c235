import { z } from 'zod';
import { customFieldListSchema, isGroup, type CustomFieldEntry } from '../custom-fields/custom-field.schema';
import { customFieldTypeSchema } from '../custom-fields/field-types';
import { SEARCH_LIMITS } from '../list-query/search-limits';
import { chosenIdsQueryShape } from '../list-query/remote-options.schema';

/** Longest asset-type name and asset display name (ADR 120). */
export const ASSET_NAME_MAX = 255;

const nameSchema = z
  .string()
  .trim()
  .min(1, 'gen.validations.required')
  .max(ASSET_NAME_MAX, 'gen.validations.maxlength');

/** An asset type as lists and GET /assets/types/{id} answer it (spec §3 Asset type: id, uuid, name, fields, number of fields). */
export const assetTypeSchema = z.object({
  id: z.string().uuid(),
  uuid: z.string().uuid(),
  name: z.string(),
  fields: z.array(z.custom<CustomFieldEntry>()),
  fields_count: z.number().int().nonnegative(),
  assets_count: z.number().int().nonnegative(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AssetType = z.infer<typeof assetTypeSchema>;

/** Body of POST /assets/types/new and PUT /assets/types/{id}: the name and the custom-fields editor's list. */
export const assetTypeRequestSchema = z.object({
  name: nameSchema,
  fields: customFieldListSchema.default([]),
});
export type AssetTypeRequest = z.input<typeof assetTypeRequestSchema>;

/** Query of GET /assets/types/all (spec §7: limit, q, with_fields, ids as `ids`, `ids[]` or a comma list). */
export const assetTypeOptionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMITS.assetTypes).default(SEARCH_LIMITS.assetTypes),
  q: z.string().max(255).optional(),
  with_fields: z.enum(['0', '1', 'true', 'false']).optional(),
  ...chosenIdsQueryShape,
});

/** A field of a type as options carry it (spec §3: key, name, field_type). */
export const assetTypeFieldOptionSchema = z.object({
  key: z.string(),
  name: z.string(),
  field_type: customFieldTypeSchema,
  parent_id: z.string().nullable(),
});
export type AssetTypeFieldOption = z.infer<typeof assetTypeFieldOptionSchema>;

/** One option of GET /assets/types/all; `fields` (used fields only) when with_fields is set. */
export const assetTypeOptionSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  fields: z.array(z.custom<CustomFieldEntry>()).optional(),
});
export type AssetTypeOption = z.infer<typeof assetTypeOptionSchema>;
export const assetTypeOptionsResponseSchema = z.object({ data: z.array(assetTypeOptionSchema) });

export const assetTypeResponseSchema = z.object({ data: assetTypeSchema });
export const assetTypeMutationResponseSchema = z.object({ message: z.string(), data: assetTypeSchema });

/** Number of used fields of a type (spec §3 "number of fields"); groups and unused fields are not counted. */
export function usedFieldCount(fields: readonly CustomFieldEntry[]): number {
  return fields.filter((f) => !isGroup(f) && f.is_used).length;
}
