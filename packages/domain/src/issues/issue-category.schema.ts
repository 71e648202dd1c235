import { z } from 'zod';

/** Longest category and subcategory name (ADR 205). */
export const ISSUE_CATEGORY_NAME_MAX = 255;
/** Most subcategories one category holds (ADR 205). */
export const ISSUE_SUBCATEGORIES_MAX = 200;

const nameSchema = z
  .string()
  .trim()
  .min(1, 'gen.validations.required')
  .max(ISSUE_CATEGORY_NAME_MAX, 'gen.validations.maxlength');

/** A subcategory of an issue category. */
export const issueSubcategorySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
});
export type IssueSubcategory = z.infer<typeof issueSubcategorySchema>;

/**
 * An issue category (spec §4: whether it has subcategories is fixed at creation); archived categories keep
 * their issues but cannot be chosen for new ones.
 */
export const issueCategorySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  has_subcategories: z.boolean(),
  subcategories: z.array(issueSubcategorySchema),
  issues_count: z.number().int().nonnegative(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type IssueCategory = z.infer<typeof issueCategorySchema>;

/** One subcategory in a category request: an `id` keeps (and renames) a stored one, no id adds one. */
export const issueSubcategoryInputSchema = z.object({
  id: z.string().uuid().optional(),
  name: nameSchema,
});

/** Body of POST /issue/category/new. */
export const issueCategoryCreateSchema = z.object({
  name: nameSchema,
  has_subcategories: z.boolean().default(false),
  subcategories: z
    .array(issueSubcategoryInputSchema)
    .max(ISSUE_SUBCATEGORIES_MAX, 'gen.validations.max')
    .default([]),
});
export type IssueCategoryCreate = z.input<typeof issueCategoryCreateSchema>;

/**
 * Body of PUT /issue/category/{id}: the name and the whole subcategory list (stored ones left out are removed).
 * `has_subcategories` may be sent but must equal the stored value (spec §4).
 */
export const issueCategoryUpdateSchema = z.object({
  name: nameSchema,
  has_subcategories: z.boolean().optional(),
  subcategories: z
    .array(issueSubcategoryInputSchema)
    .max(ISSUE_SUBCATEGORIES_MAX, 'gen.validations.max')
    .default([]),
});
export type IssueCategoryUpdate = z.input<typeof issueCategoryUpdateSchema>;

/** Query of GET /issue/category/all: archived ones too with `archived=1` (the categories screen's archive tab). */
export const issueCategoryAllQuerySchema = z.object({
  archived: z.enum(['0', '1', 'true', 'false']).optional(),
});

export const issueCategoryResponseSchema = z.object({ data: issueCategorySchema });
export const issueCategoryMutationResponseSchema = z.object({
  message: z.string(),
  data: issueCategorySchema,
});
export const issueCategoryListResponseSchema = z.object({ data: z.array(issueCategorySchema) });
