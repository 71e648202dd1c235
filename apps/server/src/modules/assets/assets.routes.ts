import { z } from 'zod';
import {
  apiMessageSchema,
  assetDetailQuerySchema,
  assetMutationResponseSchema,
  assetOptionsResponseSchema,
  assetRequestSchema,
  assetResponseSchema,
  assetSchema,
  assetSearchQuerySchema,
  bulkCountResponseSchema,
  bulkIdsRequestSchema,
  flagOn,
  listQueryParamsSchema,
  listResponseSchema,
  type PermissionCode,
} from '@fieldbook/domain';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import {
  createAsset,
  deleteAsset,
  getAsset,
  listAssets,
  searchAssets,
  setAssetsArchived,
  updateAsset,
} from './assets.service';

const VIEW: PermissionCode = 'SST_VIEW_ASSET';
/** The archive code is the asset manager's code (ADR 120): archive list and every change. */
const MANAGE: PermissionCode = 'SST_VIEW_ARCHIVED_ASSETS';
const idParams = z.object({ id: z.string().uuid() });

/** Assets (spec §7 "Assets and asset types"); POST /assets/bulk-import lives with the importer. */
export const assetRoutes = [
  defineRoute({
    method: 'GET',
    url: '/assets/list',
    summary: 'Active assets: filter (asset_id, display_name, type, dates, fields->key), sort, page',
    permission: VIEW,
    query: listQueryParamsSchema,
    response: listResponseSchema(assetSchema),
    listCache: ['assets', 'asset_types', 'saved_queries'],
    handler: ({ deps, actor, access, query }) => listAssets(deps.db, actor, access, query, 'active'),
  }),
  defineRoute({
    method: 'GET',
    url: '/assets/archive',
    summary: 'Archived assets',
    permission: MANAGE,
    query: listQueryParamsSchema,
    response: listResponseSchema(assetSchema),
    listCache: ['assets', 'asset_types', 'saved_queries'],
    handler: ({ deps, actor, access, query }) => listAssets(deps.db, actor, access, query, 'archived'),
  }),
  defineRoute({
    method: 'GET',
    url: '/assets/search',
    summary: 'Active assets whose asset id or name contains q (limit, q, with_fields, ids)',
    permission: VIEW,
    query: assetSearchQuerySchema,
    response: assetOptionsResponseSchema,
    handler: async ({ deps, actor, query }) => ({ data: await searchAssets(deps.db, actor, query) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/assets/new',
    summary: 'Creates an asset; custom-field values are checked by its type',
    permission: MANAGE,
    body: assetRequestSchema,
    response: assetMutationResponseSchema,
    status: 201,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'assets.created'),
      data: await createAsset(deps.db, actor, body),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/assets/bulk-archive',
    summary: 'Archives active assets (ids)',
    permission: MANAGE,
    body: bulkIdsRequestSchema,
    response: bulkCountResponseSchema,
    handler: async ({ deps, actor, lang, body }) => {
      const count = await setAssetsArchived(deps.db, actor, body.ids, true);
      return { message: translate(lang, 'assets.archived', { count }), data: { count } };
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/assets/bulk-restore',
    summary: 'Restores archived assets (ids)',
    permission: MANAGE,
    body: bulkIdsRequestSchema,
    response: bulkCountResponseSchema,
    handler: async ({ deps, actor, lang, body }) => {
      const count = await setAssetsArchived(deps.db, actor, body.ids, false);
      return { message: translate(lang, 'assets.restored', { count }), data: { count } };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/assets/:id',
    summary: 'One asset; fields as definitions with values, or an object with fields_as_object',
    permission: VIEW,
    params: idParams,
    query: assetDetailQuerySchema,
    response: assetResponseSchema,
    handler: async ({ deps, actor, params, query }) => ({
      data: await getAsset(deps.db, actor, params.id, flagOn(query.fields_as_object)),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/assets/:id',
    summary: 'Updates an asset (archived assets refuse)',
    permission: MANAGE,
    params: idParams,
    body: assetRequestSchema,
    response: assetMutationResponseSchema,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'assets.updated'),
      data: await updateAsset(deps.db, actor, params.id, body),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/assets/:id',
    summary: 'Archives an active asset; deletes an archived one for good',
    permission: MANAGE,
    params: idParams,
    response: apiMessageSchema,
    handler: async ({ deps, actor, lang, params }) => {
      const outcome = await deleteAsset(deps.db, actor, params.id);
      return {
        message: translate(lang, outcome === 'archived' ? 'assets.archived' : 'assets.deleted', { count: 1 }),
      };
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/assets/:id/restore',
    summary: 'Restores an archived asset',
    permission: MANAGE,
    params: idParams,
    response: bulkCountResponseSchema,
    handler: async ({ deps, actor, lang, params }) => {
      const count = await setAssetsArchived(deps.db, actor, [params.id], false, true);
      return { message: translate(lang, 'assets.restored', { count }), data: { count } };
    },
  }),
];
