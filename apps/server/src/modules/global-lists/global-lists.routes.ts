import { z } from 'zod';
import {
  apiMessageSchema,
  bulkCountResponseSchema,
  bulkIdsRequestSchema,
  globalListAllQuerySchema,
  globalListMutationResponseSchema,
  globalListOptionsResponseSchema,
  globalListRequestSchema,
  globalListResponseSchema,
  globalListSchema,
  listQueryParamsSchema,
  listResponseSchema,
  type PermissionCode,
} from '@fieldbook/domain';
import { withTenant } from '../../platform/db/tenancy';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { GLOBAL_LIST_SOURCES, globalListOptions, readGlobalList } from './global-lists.repo';
import {
  createGlobalList,
  deleteGlobalList,
  deleteUnusedListField,
  listGlobalLists,
  restoreGlobalLists,
  updateGlobalList,
} from './global-lists.service';

/** Reading lists and items: manage or view (spec §2). */
export const GLOBAL_LISTS_READ: readonly PermissionCode[] = [
  'RES_MANAGE_GLOBAL_LISTS',
  'RES_VIEW_GLOBAL_LISTS',
];
/** Every change, the archive and the list definition: manage only. */
export const GLOBAL_LISTS_MANAGE: PermissionCode = 'RES_MANAGE_GLOBAL_LISTS';
const idParams = z.object({ id: z.string().uuid() });
const fieldParams = z.object({ id: z.string().uuid(), fieldId: z.string().min(1).max(64) });
const feature = 'ckl_global_list' as const;

/** Global lists (spec §7 Resources). */
export const globalListRoutes = [
  defineRoute({
    method: 'GET',
    url: '/resources/global-lists',
    summary: 'Active global lists: filter (name, count, created_at, updated_at), sort, page',
    permission: GLOBAL_LISTS_READ,
    feature,
    query: listQueryParamsSchema,
    response: listResponseSchema(globalListSchema),
    listCache: GLOBAL_LIST_SOURCES,
    handler: ({ deps, actor, access, query }) => listGlobalLists(deps.db, actor, access, query, false),
  }),
  defineRoute({
    method: 'GET',
    url: '/resources/global-lists/archive',
    summary: 'Archived global lists',
    permission: GLOBAL_LISTS_MANAGE,
    feature,
    query: listQueryParamsSchema,
    response: listResponseSchema(globalListSchema),
    listCache: GLOBAL_LIST_SOURCES,
    handler: ({ deps, actor, access, query }) => listGlobalLists(deps.db, actor, access, query, true),
  }),
  defineRoute({
    method: 'GET',
    url: '/resources/global-lists/all',
    summary: 'Active global lists for selectors {q, ids, limit, with_fields}',
    permission: 'general',
    feature,
    query: globalListAllQuerySchema,
    response: globalListOptionsResponseSchema,
    handler: async ({ deps, actor, query }) => {
      const rows = await withTenant(deps.db, actor, (tx) => globalListOptions(tx, query));
      return {
        data: rows.map((row) => ({
          id: row.id,
          uuid: row.id,
          name: row.name,
          count: Number(row.count),
          ...(query.with_fields && { fields: row.fields }),
        })),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/resources/global-lists/new',
    summary: 'Creates a global list with its custom-field definitions',
    permission: GLOBAL_LISTS_MANAGE,
    feature,
    body: globalListRequestSchema,
    response: globalListMutationResponseSchema,
    status: 201,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'resources.global_list_created'),
      data: await createGlobalList(deps.db, actor, body),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/resources/global-lists/bulk-restore',
    summary: 'Restores archived global lists (ids)',
    permission: GLOBAL_LISTS_MANAGE,
    feature,
    body: bulkIdsRequestSchema,
    response: bulkCountResponseSchema,
    handler: async ({ deps, actor, lang, body }) => {
      const count = await restoreGlobalLists(deps.db, actor, body.ids);
      return { message: translate(lang, 'resources.global_lists_restored', { count }), data: { count } };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/resources/global-lists/:id',
    summary: 'One global list with its field definitions',
    permission: GLOBAL_LISTS_READ,
    feature,
    params: idParams,
    response: globalListResponseSchema,
    handler: async ({ deps, actor, params }) => ({
      data: await withTenant(deps.db, actor, (tx) => readGlobalList(tx, params.id)),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/resources/global-lists/:id',
    summary: 'Saves a list’s name, parent and field definitions (archived lists are read-only)',
    permission: GLOBAL_LISTS_MANAGE,
    feature,
    params: idParams,
    body: globalListRequestSchema,
    response: globalListMutationResponseSchema,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'resources.global_list_updated'),
      data: await updateGlobalList(deps.db, actor, params.id, body),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/resources/global-lists/:id',
    summary: 'Archives an active list; deletes an archived one with its items',
    permission: GLOBAL_LISTS_MANAGE,
    feature,
    params: idParams,
    response: apiMessageSchema,
    handler: async ({ deps, actor, lang, params }) => {
      const outcome = await deleteGlobalList(deps.db, actor, params.id);
      return {
        message: translate(
          lang,
          outcome === 'archived' ? 'resources.global_list_archived' : 'resources.global_list_deleted',
        ),
      };
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/resources/global-lists/:id/restore',
    summary: 'Restores one archived list',
    permission: GLOBAL_LISTS_MANAGE,
    feature,
    params: idParams,
    response: globalListMutationResponseSchema,
    handler: async ({ deps, actor, lang, params }) => {
      await restoreGlobalLists(deps.db, actor, [params.id]);
      return {
        message: translate(lang, 'resources.global_list_restored'),
        data: await withTenant(deps.db, actor, (tx) => readGlobalList(tx, params.id)),
      };
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/resources/global-lists/:id/unused-fields/:fieldId/delete',
    summary: 'Deletes an unused, unlocked field and its stored values',
    permission: GLOBAL_LISTS_MANAGE,
    feature,
    params: fieldParams,
    response: globalListMutationResponseSchema,
    handler: async ({ deps, actor, lang, params }) => ({
      message: translate(lang, 'custom_fields.field_deleted'),
      data: await deleteUnusedListField(deps.db, actor, params.id, params.fieldId),
    }),
  }),
];
