import { z } from 'zod';
import { languageSchema, DEFAULT_LANGUAGE } from '../common/languages';
import {
  customUnitSchema,
  globalResponseSetSchema,
  groupedItemSchema,
  imageMarkerSchema,
  infoBlockSchema,
  relationsSchema,
  responseSetSchema,
} from './entities.schema';
import { idSchema } from './ids';
import { itemSchema } from './item.schema';
import { ruleSetSchema } from '../rules/rule-set.schema';

/** Text overrides of one language keyed by stable ids (item id → title, option uuid → label...). */
export const languageTranslationsSchema = z.record(z.string(), z.string());

/** Per-language translations; the standard language's text lives in the document itself. */
export const translationsSchema = z.partialRecord(languageSchema, languageTranslationsSchema);
export type Translations = z.infer<typeof translationsSchema>;

/** Template-level settings (descriptive fields the spec names by label only are kept as given). */
export const templateOptionsSchema = z.looseObject({
  description: z.string().optional(),
  category: z.string().optional(),
});

/**
 * The template document the builder edits, the runner runs and the server stores (spec §3 "Template").
 * `items` is the flat list in document order; "earlier item" means earlier in that list.
 */
export const templateDocumentSchema = z.object({
  /** Row id of the full template as the server returns it (spec §3 "Also on the full template: id"). */
  id: idSchema.optional(),
  template_id: idSchema,
  revision: z.number().int().min(0).default(0),
  title: z.string().default(''),
  items: z.array(itemSchema),
  need_merge_request: z.boolean().default(false),
  has_draft: z.boolean().default(false),
  options: templateOptionsSchema.default({}),
  response_sets: z.array(responseSetSchema).default([]),
  grouped_items: z.array(groupedItemSchema).default([]),
  global_responses: z.array(globalResponseSetSchema).default([]),
  dependencies: z.record(idSchema, z.array(idSchema)).default({}),
  rule_sets: z.array(ruleSetSchema).default([]),
  relations: relationsSchema.default({}),
  info: z.array(infoBlockSchema).default([]),
  image_markers: z.array(imageMarkerSchema).default([]),
  custom_units: z.array(customUnitSchema).default([]),
  parent_id: idSchema.nullable().default(null),
  standard_language: languageSchema.default(DEFAULT_LANGUAGE),
  translations: translationsSchema.default({}),
});
export type TemplateDocument = z.infer<typeof templateDocumentSchema>;
/** A document as accepted on input (defaults not yet applied). */
export type TemplateDocumentInput = z.input<typeof templateDocumentSchema>;
