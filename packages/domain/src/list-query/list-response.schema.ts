import { z } from 'zod';
import { savedQuerySchema } from './saved-query.schema';

/** The `pagination` block of every list answer (spec §3). */
export const paginationSchema = z.object({
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  current_page: z.number().int().positive(),
  total_pages: z.number().int().nonnegative(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** The answer of every list call, generic over the row schema (spec §3 Table list response). */
export function listResponseSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    list: z.array(row),
    pagination: paginationSchema,
    saved_queries: z.array(savedQuerySchema),
    table_name: z.string(),
  });
}
export type ListResponse<Row> = {
  list: Row[];
  pagination: Pagination;
  saved_queries: z.infer<typeof savedQuerySchema>[];
  table_name: string;
};

/** The fields tree mode adds to every row (spec §3). */
export type TreeRow<Row> = Row & {
  id: string | number;
  children: TreeRow<Row>[];
  depth: number;
  expanded: boolean;
  hidden: boolean;
};

/**
 * Row schema for tree mode: the row's own fields plus id, children (recursive), depth, expanded, hidden. A
 * route's answer passes `id`, the name the recursive schema gets in the OpenAPI components (a `$ref` target).
 */
export function treeRowSchema<Shape extends z.ZodRawShape>(
  row: z.ZodObject<Shape>,
  id?: string,
): z.ZodType<TreeRow<z.infer<z.ZodObject<Shape>>>> {
  const lazy = z.lazy(() =>
    row.extend({
      id: z.union([z.string(), z.number()]),
      children: z.array(tree),
      depth: z.number().int().nonnegative(),
      expanded: z.boolean(),
      hidden: z.boolean(),
    }),
  );
  const tree = (id ? lazy.meta({ id }) : lazy) as unknown as z.ZodType<TreeRow<z.infer<z.ZodObject<Shape>>>>;
  return tree;
}
