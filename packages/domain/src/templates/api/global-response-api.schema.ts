import { z } from 'zod';
import { languageSchema } from '../../common/languages';
import { responseOptionSchema } from '../entities.schema';

const uuid = z.string().uuid();

/** A global response set as the list and editor read it (spec §3 Global response set). */
export const globalResponseSchema = z.object({
  id: uuid,
  uuid,
  title: z.string(),
  options: z.array(responseOptionSchema),
  translations: z.record(z.string(), z.record(z.string(), z.string())),
  options_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GlobalResponse = z.infer<typeof globalResponseSchema>;

/** POST /checklist/global-response/new and PUT /checklist/global-response/{id}: at least two options. */
export const globalResponseRequestSchema = z.object({
  title: z.string().trim().min(1).max(255),
  options: z
    .array(responseOptionSchema.extend({ label: z.string().trim().min(1).max(255) }))
    .min(2)
    .max(500),
});

/** Answer carrying one global response set. */
export const globalResponseResponseSchema = z.object({
  message: z.string().optional(),
  data: globalResponseSchema,
});

/** PUT /checklist/global-response/options/{id}/translate {lang, translation}: one option's label. */
export const translateGlobalOptionRequestSchema = z.object({
  lang: languageSchema,
  translation: z.string().trim().min(1).max(255),
});

/** PUT /checklist/global-response/{id}/{lang} {options}: labels of many options in one language. */
export const translateGlobalResponseRequestSchema = z.object({
  options: z.array(z.object({ uuid: z.string().min(1), label: z.string().trim().min(1).max(255) })).min(1),
});

/** A custom unit (GET /checklist/custom-units/all). */
export const customUnitRowSchema = z.object({
  id: uuid,
  uuid,
  name: z.string(),
  unit_type: z.string().nullable(),
});
/** POST /checklist/custom-units/new. */
export const customUnitRequestSchema = z.object({
  name: z.string().trim().min(1).max(64),
  unit_type: z.string().trim().min(1).max(64).optional(),
});
/** Answer of GET /checklist/custom-units/all. */
export const customUnitListResponseSchema = z.object({ data: z.array(customUnitRowSchema) });
/** Answer of POST /checklist/custom-units/new. */
export const customUnitResponseSchema = z.object({ message: z.string(), data: customUnitRowSchema });
