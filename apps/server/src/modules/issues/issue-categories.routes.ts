import { z } from 'zod';
import {
  flagOn,
  issueCategoryAllQuerySchema,
  issueCategoryCreateSchema,
  issueCategoryListResponseSchema,
  issueCategoryMutationResponseSchema,
  issueCategoryResponseSchema,
  issueCategoryUpdateSchema,
  satisfies,
  type PermissionCode,
  type PermissionRequirement,
} from '@fieldbook/domain';
import { errors } from '../../platform/errors/app-error';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import {
  createIssueCategory,
  getIssueCategory,
  listIssueCategories,
  setIssueCategoryArchived,
  updateIssueCategory,
} from './issue-categories.service';

const MANAGE: PermissionCode = 'ACT_MANAGE_CATEGORY';
/** Who reads the categories: the issue screens, the category screens and the template builder (ADR 205). */
const READ: PermissionRequirement = [
  'ACT_VIEW_ISSUE_LIST',
  'ACT_VIEW_ISSUE',
  'ACT_MANAGE_CATEGORY',
  'CKL_MANAGE_TEMPLATES',
];
const idParams = z.object({ id: z.string().uuid() });

/** Issue categories (spec §2 /issues/categories, §7 GET /issue/category/all; ADR 205). */
export const issueCategoryRoutes = [
  defineRoute({
    method: 'GET',
    url: '/issue/category/all',
    summary: 'Active issue categories with subcategories; archived ones with archived=1 (category managers)',
    permission: READ,
    query: issueCategoryAllQuerySchema,
    response: issueCategoryListResponseSchema,
    handler: async ({ deps, actor, access, query }) => {
      const archived = flagOn(query.archived);
      if (archived && !satisfies(access.permissions, MANAGE)) throw errors.forbidden();
      return { data: await listIssueCategories(deps.db, actor, archived) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/issue/category/new',
    summary: 'Creates an issue category (has_subcategories is fixed from then on)',
    permission: MANAGE,
    body: issueCategoryCreateSchema,
    response: issueCategoryMutationResponseSchema,
    status: 201,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'issues.category_created'),
      data: await createIssueCategory(deps.db, actor, body),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/issue/category/:id',
    summary: 'One issue category with its subcategories',
    permission: MANAGE,
    params: idParams,
    response: issueCategoryResponseSchema,
    handler: async ({ deps, actor, params }) => ({ data: await getIssueCategory(deps.db, actor, params.id) }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/issue/category/:id',
    summary: 'Renames a category and replaces its subcategory list (add, rename, remove)',
    permission: MANAGE,
    params: idParams,
    body: issueCategoryUpdateSchema,
    response: issueCategoryMutationResponseSchema,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'issues.category_updated'),
      data: await updateIssueCategory(deps.db, actor, params.id, body),
    }),
  }),
  ...(['archive', 'restore'] as const).map((action) =>
    defineRoute({
      method: 'PUT',
      url: `/issue/category/:id/${action}`,
      summary: action === 'archive' ? 'Archives an issue category' : 'Restores an archived issue category',
      permission: MANAGE,
      params: idParams,
      response: issueCategoryMutationResponseSchema,
      handler: async ({ deps, actor, lang, params }) => ({
        message: translate(
          lang,
          action === 'archive' ? 'issues.category_archived' : 'issues.category_restored',
        ),
        data: await setIssueCategoryArchived(deps.db, actor, params.id, action === 'archive'),
      }),
    }),
  ),
];
