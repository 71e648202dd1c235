import { z } from 'zod';
import { chosenIdsQueryShape, mergeIdParams } from '../list-query/remote-options.schema';
import { customFieldListSchema, type CustomFieldEntry } from '../custom-fields/custom-field.schema';

/** A global list (spec §3: id, uuid, name, fields, count, parent); id and uuid carry the same value (ADR 125). */
export const globalListSchema = z.object({
  id: z.string().uuid(),
  uuid: z.string().uuid(),
  name: z.string(),
  fields: z.array(z.custom<CustomFieldEntry>()),
  count: z.number().int().nonnegative(),
  parent: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  archived: z.boolean(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GlobalList = z.infer<typeof globalListSchema>;

/** Body of POST /resources/global-lists/new and PUT /resources/global-lists/{id}. */
export const globalListRequestSchema = z.object({
  name: z.string().trim().min(1).max(255),
  parent_id: z.string().uuid().nullable().default(null),
  fields: customFieldListSchema.default([]),
});
export type GlobalListRequest = z.infer<typeof globalListRequestSchema>;

/** Query of GET /resources/global-lists/all: a short option list for selectors. */
export const globalListAllQuerySchema = z
  .object({
    q: z.string().trim().max(255).optional(),
    with_fields: z
      .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
      .optional()
      .transform((v) => v === true || v === '1' || v === 'true'),
    ...chosenIdsQueryShape,
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .transform(mergeIdParams);

/** One option of GET /resources/global-lists/all (fields only when asked for). */
export const globalListOptionSchema = z.object({
  id: z.string().uuid(),
  uuid: z.string().uuid(),
  name: z.string(),
  count: z.number().int().nonnegative(),
  fields: z.array(z.custom<CustomFieldEntry>()).optional(),
});
export type GlobalListOption = z.infer<typeof globalListOptionSchema>;

export const globalListResponseSchema = z.object({ data: globalListSchema });
export const globalListMutationResponseSchema = z.object({ message: z.string(), data: globalListSchema });
export const globalListOptionsResponseSchema = z.object({ data: z.array(globalListOptionSchema) });
