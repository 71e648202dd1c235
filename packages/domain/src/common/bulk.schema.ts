import { z } from 'zod';

/** Most records one bulk call (archive, restore) may name. */
export const BULK_IDS_MAX = 1000;

/** Body of the bulk archive and restore calls of assets, asset types, global lists and list items. */
export const bulkIdsRequestSchema = z.object({
  ids: z.array(z.string().uuid()).min(1, 'gen.validations.required').max(BULK_IDS_MAX, 'gen.validations.max'),
});
export type BulkIdsRequest = z.infer<typeof bulkIdsRequestSchema>;

/** Answer of a bulk call: how many records it changed. */
export const bulkCountResponseSchema = z.object({
  message: z.string(),
  data: z.object({ count: z.number().int().nonnegative() }),
});
