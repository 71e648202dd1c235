import { z } from 'zod';
import { customFieldTypeSchema } from '../custom-fields/field-types';
import { SEARCH_LIMITS } from '../list-query/search-limits';
import { chosenIdsQueryShape } from '../list-query/remote-options.schema';
import { ASSET_NAME_MAX } from './asset-type.schema';

/** Longest asset id (the customer's own code, unique per workspace). */
export const ASSET_ID_MAX = 64;

/** A stored custom-field value. */
const fieldValueSchema = z.union([z.string(), z.number()]).nullable();

/** The customer's asset code: trimmed, 1–64 characters, unique in the workspace (spec §3 asset_id). */
export const assetIdSchema = z
  .string()
  .trim()
  .min(1, 'gen.validations.required')
  .max(ASSET_ID_MAX, 'gen.validations.maxlength');

/** An asset's display name. */
export const assetDisplayNameSchema = z
  .string()
  .trim()
  .min(1, 'gen.validations.required')
  .max(ASSET_NAME_MAX, 'gen.validations.maxlength');

/** A custom-field value with its definition (spec §3 Dynamic column field: key, name, field_type, value). */
export const assetFieldEntrySchema = z.object({
  key: z.string(),
  name: z.string(),
  field_type: customFieldTypeSchema,
  parent_id: z.string(),
  value: fieldValueSchema,
});
export type AssetFieldEntry = z.infer<typeof assetFieldEntrySchema>;

/** An asset as lists answer it (spec §3 Asset): custom-field values as a key → value object. */
export const assetSchema = z.object({
  id: z.string().uuid(),
  uuid: z.string().uuid(),
  asset_id: z.string(),
  display_name: z.string(),
  type: z.object({ id: z.string().uuid(), name: z.string() }),
  fields: z.record(z.string(), fieldValueSchema),
  last_inspection_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;

/** GET /assets/{id}: fields as the type's used definitions with their values, unless fields_as_object is set. */
export const assetDetailSchema = assetSchema.extend({
  fields: z.union([z.record(z.string(), fieldValueSchema), z.array(assetFieldEntrySchema)]),
});
export type AssetDetail = z.infer<typeof assetDetailSchema>;

/** Query of GET /assets/{id} (spec §7: fields_as_object). */
export const assetDetailQuerySchema = z.object({
  fields_as_object: z.enum(['0', '1', 'true', 'false']).optional(),
});

/** Body of POST /assets/new and PUT /assets/{id}; field values are checked against the type's definitions. */
export const assetRequestSchema = z.object({
  asset_id: assetIdSchema,
  display_name: assetDisplayNameSchema,
  type_id: z.string().uuid('gen.validations.required'),
  fields: z.record(z.string(), z.unknown()).default({}),
});
export type AssetRequest = z.input<typeof assetRequestSchema>;

/** Query of GET /assets/search (spec §7: limit, q, with_fields). */
export const assetSearchQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMITS.assets).default(SEARCH_LIMITS.assets),
  q: z.string().max(255).optional(),
  with_fields: z.enum(['0', '1', 'true', 'false']).optional(),
  ...chosenIdsQueryShape,
});

/** One search hit; `fields` when with_fields is set. */
export const assetOptionSchema = z.object({
  id: z.string().uuid(),
  asset_id: z.string(),
  display_name: z.string(),
  type_id: z.string().uuid(),
  fields: z.record(z.string(), fieldValueSchema).optional(),
});
export type AssetOption = z.infer<typeof assetOptionSchema>;
export const assetOptionsResponseSchema = z.object({ data: z.array(assetOptionSchema) });

export const assetResponseSchema = z.object({ data: assetDetailSchema });
export const assetMutationResponseSchema = z.object({ message: z.string(), data: assetDetailSchema });

/** Whether a `0/1/true/false` query flag is on. */
export function flagOn(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}
