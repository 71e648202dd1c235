import { z } from 'zod';
import { idSchema } from './ids';
import { itemOptionsSchema } from './item-options.schema';
import { itemTypeSchema } from './item-types';
import { TYPE_OPTIONS_SCHEMAS } from './type-options.schema';

/** Most characters an item title keeps (ADR 193); the structure check refuses a longer one on save and publish. */
export const ITEM_TITLE_MAX_LENGTH = 500;

/**
 * One entry of the flat item list (spec §3 "Item"). Document order is the pre-order of the tree:
 * `parent_id` and `depth` must agree with position, which `validateDocumentStructure` checks.
 */
export const itemSchema = z
  .object({
    id: idSchema,
    title: z.string().default(''),
    type: itemTypeSchema,
    depth: z.number().int().min(0),
    parent_id: idSchema.nullable(),
    options: itemOptionsSchema.default({}),
    collapsed: z.boolean().default(false),
    visible: z.boolean().default(true),
    base_id: idSchema.nullable().default(null),
  })
  .superRefine((item, ctx) => {
    const result = TYPE_OPTIONS_SCHEMAS[item.type].safeParse(item.options);
    if (result.success) return;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['options', ...issue.path] });
    }
  });
export type Item = z.infer<typeof itemSchema>;
/** An item as accepted on input (defaults not yet applied). */
export type ItemInput = z.input<typeof itemSchema>;
