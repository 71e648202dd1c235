import { z } from 'zod';
import { treeRowSchema } from '../list-query/list-response.schema';
import { chosenIdsQueryShape, mergeIdParams } from '../list-query/remote-options.schema';

/** Most sites one search answers (spec §9 generic lookups). */
export const SITE_SEARCH_LIMIT = 20;

/** Query of GET /resources/sites/search {q, parent_id, ids} (spec §7). */
export const siteSearchQuerySchema = z
  .object({
    q: z.string().trim().max(255).optional(),
    parent_id: z.string().uuid().optional(),
    ...chosenIdsQueryShape,
  })
  .transform(mergeIdParams);

/** One option of the site search, shaped for the tree selector (title, parent_id, has_children). */
export const siteOptionSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  parent_id: z.string().uuid().nullable(),
  structure_id: z.string().uuid(),
  structure_title: z.string(),
  is_site: z.boolean(),
  has_children: z.boolean(),
});
export type SiteOption = z.infer<typeof siteOptionSchema>;

export const siteSearchResponseSchema = z.object({ data: z.array(siteOptionSchema) });

/** A row of the site-structure tree list (GET /resources/sites/structures/all): a structure or one of its nodes. */
export const siteTreeRowSchema = z.object({
  kind: z.enum(['structure', 'node']),
  title: z.string(),
  structure_id: z.string().uuid(),
  parent_id: z.string().uuid().nullable(),
  is_site: z.boolean(),
  columns_count: z.number().int().nonnegative(),
});
export type SiteTreeRowFields = z.infer<typeof siteTreeRowSchema>;

/** Row schema of the tree list: the row fields plus id, children, depth, expanded, hidden (spec §3). */
export const siteTreeListRowSchema = treeRowSchema(siteTreeRowSchema, 'SiteTreeRow');
