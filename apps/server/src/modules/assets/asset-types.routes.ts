import { z } from 'zod';
import {
  apiMessageSchema,
  assetTypeMutationResponseSchema,
  assetTypeOptionsQuerySchema,
  assetTypeOptionsResponseSchema,
  assetTypeRequestSchema,
  assetTypeResponseSchema,
  assetTypeSchema,
  bulkCountResponseSchema,
  bulkIdsRequestSchema,
  listQueryParamsSchema,
  listResponseSchema,
  type PermissionCode,
} from '@fieldbook/domain';
import { withTenant } from '../../platform/db/tenancy';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { readAssetType } from './asset-types.repo';
import {
  assetTypeOptions,
  createAssetType,
  deleteAssetType,
  deleteUnusedTypeField,
  listAssetTypes,
  restoreAssetTypes,
  updateAssetType,
} from './asset-types.service';

const VIEW: PermissionCode = 'SST_VIEW_ASSET_TYPE';
/** The archive code is the asset-type manager's code (ADR 120): archive list and every change. */
const MANAGE: PermissionCode = 'SST_VIEW_ARCHIVED_ASSET_TYPES';
const idParams = z.object({ id: z.string().uuid() });
const fieldKeyParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** Asset types (spec §7 "Assets and asset types"). */
export const assetTypeRoutes = [
  defineRoute({
    method: 'GET',
    url: '/assets/types/list',
    summary: 'Active asset types: filter (name, fields_count, assets_count, dates), sort, page',
    permission: VIEW,
    query: listQueryParamsSchema,
    response: listResponseSchema(assetTypeSchema),
    listCache: ['asset_types', 'assets', 'saved_queries'],
    handler: ({ deps, actor, access, query }) => listAssetTypes(deps.db, actor, access, query, 'active'),
  }),
  defineRoute({
    method: 'GET',
    url: '/assets/types/archive',
    summary: 'Archived asset types',
    permission: MANAGE,
    query: listQueryParamsSchema,
    response: listResponseSchema(assetTypeSchema),
    listCache: ['asset_types', 'assets', 'saved_queries'],
    handler: ({ deps, actor, access, query }) => listAssetTypes(deps.db, actor, access, query, 'archived'),
  }),
  defineRoute({
    method: 'GET',
    url: '/assets/types/all',
    summary: 'Active asset types for selectors (limit, q, with_fields, ids)',
    permission: ['SST_VIEW_ASSET', VIEW],
    query: assetTypeOptionsQuerySchema,
    response: assetTypeOptionsResponseSchema,
    handler: async ({ deps, actor, query }) => ({ data: await assetTypeOptions(deps.db, actor, query) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/assets/types/new',
    summary: 'Creates an asset type with its custom fields',
    permission: MANAGE,
    body: assetTypeRequestSchema,
    response: assetTypeMutationResponseSchema,
    status: 201,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'asset_types.created'),
      data: await createAssetType(deps.db, actor, body),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/assets/types/bulk-restore',
    summary: 'Restores archived asset types (ids)',
    permission: MANAGE,
    body: bulkIdsRequestSchema,
    response: bulkCountResponseSchema,
    handler: async ({ deps, actor, lang, body }) => {
      const count = await restoreAssetTypes(deps.db, actor, body.ids, false);
      return { message: translate(lang, 'asset_types.restored', { count }), data: { count } };
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/assets/types/unused-fields/:id/delete',
    summary: 'Deletes an unused, unlocked field (by its key) and its values',
    permission: MANAGE,
    params: fieldKeyParams,
    response: assetTypeMutationResponseSchema,
    handler: async ({ deps, actor, lang, params }) => ({
      message: translate(lang, 'asset_types.field_deleted'),
      data: await deleteUnusedTypeField(deps.db, actor, params.id),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/assets/types/:id',
    summary: 'One asset type with its custom fields',
    permission: VIEW,
    params: idParams,
    response: assetTypeResponseSchema,
    handler: async ({ deps, actor, params }) => ({
      data: await withTenant(deps.db, actor, (tx) => readAssetType(tx, params.id)),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/assets/types/:id',
    summary: 'Renames an asset type and saves its custom fields (archived types refuse)',
    permission: MANAGE,
    params: idParams,
    body: assetTypeRequestSchema,
    response: assetTypeMutationResponseSchema,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'asset_types.updated'),
      data: await updateAssetType(deps.db, actor, params.id, body),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/assets/types/:id',
    summary: 'Archives an active asset type; deletes an archived one without assets',
    permission: MANAGE,
    params: idParams,
    response: apiMessageSchema,
    handler: async ({ deps, actor, lang, params }) => {
      const outcome = await deleteAssetType(deps.db, actor, params.id);
      return {
        message: translate(lang, outcome === 'archived' ? 'asset_types.archived' : 'asset_types.deleted'),
      };
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/assets/types/:id/restore',
    summary: 'Restores an archived asset type',
    permission: MANAGE,
    params: idParams,
    response: bulkCountResponseSchema,
    handler: async ({ deps, actor, lang, params }) => {
      const count = await restoreAssetTypes(deps.db, actor, [params.id], true);
      return { message: translate(lang, 'asset_types.restored', { count }), data: { count } };
    },
  }),
];
