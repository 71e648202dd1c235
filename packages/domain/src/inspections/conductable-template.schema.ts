import { z } from 'zod';

/** A published template the user may conduct (GET /inspections/templates), for the start dialog and asset pages. */
export const conductableTemplateSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  version: z.number().int(),
  /** Whether the template asks for an asset, so asset pages offer it and the start dialog asks for one. */
  has_asset_question: z.boolean(),
});
export type ConductableTemplate = z.infer<typeof conductableTemplateSchema>;

/** Answer of GET /inspections/templates[?asset_id=]. */
export const conductableTemplatesResponseSchema = z.object({ data: z.array(conductableTemplateSchema) });
