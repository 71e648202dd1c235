import { z } from 'zod';

const uuid = z.string().uuid();

/** A folder of the template list (nesting through parent_id, ADR 110). */
export const templateFolderSchema = z.object({
  id: uuid,
  title: z.string(),
  parent_id: uuid.nullable(),
  depth: z.number().int(),
  templates_count: z.number().int(),
});
export type TemplateFolder = z.infer<typeof templateFolderSchema>;

/** POST /checklist/template/folder/new and PUT /checklist/template/folder/{id}. */
export const templateFolderRequestSchema = z.object({
  title: z.string().trim().min(1).max(255),
  parent_id: uuid.nullable().default(null),
});

/** GET /checklist/template/folder/all {exclude_id}: the excluded folder's subtree is left out (move targets). */
export const templateFolderAllQuerySchema = z.object({ exclude_id: uuid.optional() });

/** Answer carrying one folder. */
export const templateFolderResponseSchema = z.object({
  message: z.string().optional(),
  data: templateFolderSchema,
});
/** Answer carrying every folder in tree order. */
export const templateFolderListResponseSchema = z.object({ data: z.array(templateFolderSchema) });
