import { z } from 'zod';
import { languageSchema } from '../../common/languages';
import { templateDocumentSchema } from '../document.schema';

const uuid = z.string().uuid();
const title = z.string().trim().min(1).max(255);

/** Draft or published, as the template list shows and filters it (spec §4 Template states). */
export const TEMPLATE_STATUSES = ['draft', 'published'] as const;

/** One row of GET /checklist/template/list. */
export const templateListRowSchema = z.object({
  id: uuid,
  title: z.string(),
  parent_id: uuid.nullable(),
  folder: z.string().nullable(),
  status: z.enum(TEMPLATE_STATUSES),
  has_draft: z.boolean(),
  version: z.number().int().nullable(),
  revision: z.number().int(),
  archived: z.boolean(),
  hidden: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TemplateListRow = z.infer<typeof templateListRowSchema>;

/** POST /checklist/template/new: where and under which title; description and category are optional. */
export const newTemplateRequestSchema = z.object({
  parent_id: uuid.nullable().default(null),
  title,
  description: z.string().max(2000).optional(),
  category: z.string().max(255).optional(),
});

/**
 * POST /checklist/template/{id}: the full draft in the server shape with the revision it was based
 * on; the template id comes from the path (spec §7), `contains_asset` is a client hint only.
 */
export const saveTemplateRequestSchema = templateDocumentSchema.omit({ template_id: true, id: true }).extend({
  revision: z.number().int().min(0),
  contains_asset: z.boolean().optional(),
});
export type SaveTemplateRequest = z.input<typeof saveTemplateRequestSchema>;

/** GET /checklist/template/{id}: the draft document plus where it stands (ADR 111). */
export const templateDetailSchema = z.looseObject({
  id: uuid,
  template_id: uuid,
  revision: z.number().int(),
  title: z.string(),
  has_draft: z.boolean(),
  status: z.enum(TEMPLATE_STATUSES),
  published_version: z.number().int().nullable(),
  archived: z.boolean(),
  hidden: z.boolean(),
  parent_id: uuid.nullable(),
  items: z.array(z.unknown()),
  standard_language: languageSchema,
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

/** Answer of GET /checklist/template/{id} and of the calls that create or copy one. */
export const templateResponseSchema = z.object({
  message: z.string().optional(),
  data: templateDetailSchema,
});

/** Answer of a save: the new revision the next save must send. */
export const saveTemplateResponseSchema = z.object({
  message: z.string(),
  data: z.object({ revision: z.number().int(), has_draft: z.boolean() }),
});

/** POST /checklist/template/{id}/publish. */
export const publishTemplateRequestSchema = z.object({ revision: z.number().int().min(0) });
/** Answer of a publish: the new version number. */
export const publishTemplateResponseSchema = z.object({
  message: z.string(),
  data: z.object({ revision: z.number().int(), version: z.number().int(), has_draft: z.boolean() }),
});

/** POST /checklist/template/move. */
export const moveTemplateRequestSchema = z.object({ id: uuid, parent_id: uuid.nullable() });
/** POST /checklist/template/{id}/clone. */
export const cloneTemplateRequestSchema = z.object({ parent_id: uuid.nullable().optional() });

/** GET /checklist/template/{id}/options: what the list's action menu and the editor header need. */
export const templateOptionsResponseSchema = z.object({
  data: z.object({
    id: uuid,
    title: z.string(),
    parent_id: uuid.nullable(),
    options: z.record(z.string(), z.unknown()),
    standard_language: languageSchema,
    languages: z.array(languageSchema),
    revision: z.number().int(),
    has_draft: z.boolean(),
    published_version: z.number().int().nullable(),
    archived: z.boolean(),
    hidden: z.boolean(),
  }),
});

/** GET /checklist/template/search and /checklist/search: tree-selector style options. */
export const templateSearchQuerySchema = z.object({
  q: z.string().max(255).optional(),
  parent_id: uuid.optional(),
  ids: z.union([uuid, z.array(uuid)]).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
/** One option of a template search (spec §3 Tree option). */
export const templateOptionSchema = z.object({
  value: uuid,
  label: z.string(),
  hasChildren: z.boolean(),
  canSelect: z.boolean(),
  ancestors: z.array(uuid),
});
/** Answer of the search calls. */
export const templateSearchResponseSchema = z.object({ data: z.array(templateOptionSchema) });

/** GET /checklist/{id}/last-version-items: the latest published version's items (none before publishing). */
export const lastVersionItemsResponseSchema = z.object({
  data: z.object({ version: z.number().int().nullable(), items: z.array(z.unknown()) }),
});

/** POST /checklist/template/{id}/past-items: which of the given item ids exist in published versions. */
export const pastItemsRequestSchema = z.object({ ids: z.array(z.string().min(1)).max(5000).default([]) });
/** Answer of past-items: ids already in a published version, with the newest version they appear in. */
export const pastItemsResponseSchema = z.object({
  data: z.array(z.object({ id: z.string(), version: z.number().int() })),
});
