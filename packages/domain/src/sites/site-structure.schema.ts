import { z } from 'zod';
import { customFieldKeySchema } from '../custom-fields/custom-field.schema';
import { customFieldTypeSchema } from '../custom-fields/field-types';

/** Limits of a site structure (ADR 126): nodes per structure, nesting depth, columns per node. */
export const SITE_LIMITS = { nodesMax: 2000, depthMax: 10, columnsMax: 50, titleMax: 255 } as const;

/** A data column a node's sites carry (spec §3: id, key, title, type, required, unique). */
export const siteColumnSchema = z.object({
  id: z.string().min(1).max(64),
  key: customFieldKeySchema,
  title: z.string().trim().min(1, 'resources.validations.node_title').max(SITE_LIMITS.titleMax),
  type: customFieldTypeSchema.exclude(['lookup']),
  required: z.boolean().default(false),
  unique: z.boolean().default(false),
});
export type SiteColumn = z.infer<typeof siteColumnSchema>;

/** A node of a structure as stored and answered (spec §3 structure list), children nested. */
export interface SiteNode {
  id: string;
  title: string;
  options: Record<string, string>;
  is_site: boolean;
  parent_id: string | null;
  columns: SiteColumn[];
  children: SiteNode[];
}

/** A node as a request sends it: id only for nodes that exist already; parent_id follows from nesting. */
export interface SiteNodeInput {
  id?: string | undefined;
  title: string;
  options: Record<string, string>;
  is_site: boolean;
  columns: SiteColumn[];
  children: SiteNodeInput[];
}

/** One node of a request (spec §5 "fill all node titles"); column keys unique within the node. */
export const siteNodeInputSchema: z.ZodType<SiteNodeInput, unknown> = z
  .lazy(() =>
    z.object({
      id: z.string().uuid().optional(),
      title: z.string().trim().min(1, 'resources.validations.node_title').max(SITE_LIMITS.titleMax),
      options: z.record(z.string().max(64), z.string().max(255)).default({}),
      is_site: z.boolean().default(false),
      columns: z
        .array(siteColumnSchema)
        .max(SITE_LIMITS.columnsMax)
        .default([])
        .superRefine((columns, ctx) => {
          const seen = new Set<string>();
          columns.forEach((c, i) => {
            if (seen.has(c.key))
              ctx.addIssue({ code: 'custom', path: [i, 'key'], message: 'gen.validations.unique' });
            seen.add(c.key);
          });
        }),
      children: z.array(siteNodeInputSchema).default([]),
    }),
  )
  .meta({ id: 'SiteNodeRequest' });

function countNodes(nodes: readonly SiteNodeInput[], depth: number): { count: number; depth: number } {
  let count = 0;
  let deepest = nodes.length > 0 ? depth : depth - 1;
  for (const node of nodes) {
    const inner = countNodes(node.children, depth + 1);
    count += 1 + inner.count;
    deepest = Math.max(deepest, inner.depth);
  }
  return { count, depth: deepest };
}

/** Body of POST /resources/sites/structures/new and PUT /resources/sites/structures/{id}. */
export const siteStructureRequestSchema = z
  .object({
    title: z.string().trim().min(1).max(SITE_LIMITS.titleMax),
    structure: z.array(siteNodeInputSchema).default([]),
  })
  .superRefine((body, ctx) => {
    const { count, depth } = countNodes(body.structure, 1);
    if (count > SITE_LIMITS.nodesMax)
      ctx.addIssue({ code: 'custom', path: ['structure'], message: 'resources.validations.too_many_nodes' });
    if (depth > SITE_LIMITS.depthMax)
      ctx.addIssue({ code: 'custom', path: ['structure'], message: 'resources.validations.too_deep' });
  });
export type SiteStructureRequest = z.infer<typeof siteStructureRequestSchema>;

const siteColumnOut = siteColumnSchema;
const siteNodeSchema: z.ZodType<SiteNode> = z
  .lazy(() =>
    z.object({
      id: z.string().uuid(),
      title: z.string(),
      options: z.record(z.string(), z.string()),
      is_site: z.boolean(),
      parent_id: z.string().uuid().nullable(),
      columns: z.array(siteColumnOut),
      children: z.array(siteNodeSchema),
    }),
  )
  .meta({ id: 'SiteNode' });

/** A site structure (spec §3: title and structure list). */
export const siteStructureSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  structure: z.array(siteNodeSchema),
  nodes_count: z.number().int().nonnegative(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SiteStructure = z.infer<typeof siteStructureSchema>;

export const siteStructureResponseSchema = z.object({ data: siteStructureSchema });
export const siteStructureMutationResponseSchema = z.object({
  message: z.string(),
  data: siteStructureSchema,
});
