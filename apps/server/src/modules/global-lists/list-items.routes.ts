import { z } from 'zod';
import {
  apiMessageSchema,
  bulkCountResponseSchema,
  bulkIdsRequestSchema,
  listItemMutationResponseSchema,
  listItemParamsSchema,
  listItemRequestSchema,
  listItemSchema,
  listQueryParamsSchema,
  listResponseSchema,
} from '@fieldbook/domain';
import { withTenant } from '../../platform/db/tenancy';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { GLOBAL_LIST_SOURCES } from './global-lists.repo';
import { GLOBAL_LISTS_MANAGE, GLOBAL_LISTS_READ } from './global-lists.routes';
import { readListItem } from './list-items.repo';
import {
  createListItem,
  deleteListItem,
  listListItems,
  setListItemsArchived,
  updateListItem,
} from './list-items.service';

const listParams = z.object({ id: z.string().uuid() });
const feature = 'ckl_global_list' as const;

/** PUT …/items/bulk-archive and …/items/bulk-restore: the same call but for the direction. */
function bulkArchiveRoute(archive: boolean) {
  return defineRoute({
    method: 'PUT',
    url: `/resources/global-lists/:id/items/${archive ? 'bulk-archive' : 'bulk-restore'}`,
    summary: archive ? 'Archives items of the list (ids)' : 'Restores archived items of the list (ids)',
    permission: GLOBAL_LISTS_MANAGE,
    feature,
    params: listParams,
    body: bulkIdsRequestSchema,
    response: bulkCountResponseSchema,
    handler: async ({ deps, actor, lang, params, body }) => {
      const count = await setListItemsArchived(deps.db, actor, params.id, body.ids, archive);
      const key = archive ? 'resources.items_archived' : 'resources.items_restored';
      return { message: translate(lang, key, { count }), data: { count } };
    },
  });
}

/** Items of a global list (spec §7 Resources). */
export const listItemRoutes = [
  defineRoute({
    method: 'GET',
    url: '/resources/global-lists/:id/items',
    summary: 'Active items of a list: filter and sort by item_id, display_name, dates and fields->key',
    permission: GLOBAL_LISTS_READ,
    feature,
    params: listParams,
    query: listQueryParamsSchema,
    response: listResponseSchema(listItemSchema),
    listCache: GLOBAL_LIST_SOURCES,
    handler: ({ deps, actor, access, params, query }) =>
      listListItems(deps.db, actor, access, params.id, query, false),
  }),
  defineRoute({
    method: 'GET',
    url: '/resources/global-lists/:id/items/archive',
    summary: 'Archived items of a list',
    permission: GLOBAL_LISTS_MANAGE,
    feature,
    params: listParams,
    query: listQueryParamsSchema,
    response: listResponseSchema(listItemSchema),
    listCache: GLOBAL_LIST_SOURCES,
    handler: ({ deps, actor, access, params, query }) =>
      listListItems(deps.db, actor, access, params.id, query, true),
  }),
  defineRoute({
    method: 'POST',
    url: '/resources/global-lists/:id/items/new',
    summary: 'Creates an item; fields are validated by the list’s definitions',
    permission: GLOBAL_LISTS_MANAGE,
    feature,
    params: listParams,
    body: listItemRequestSchema,
    response: listItemMutationResponseSchema,
    status: 201,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'resources.item_created'),
      data: await createListItem(deps.db, actor, params.id, body),
    }),
  }),
  bulkArchiveRoute(true),
  bulkArchiveRoute(false),
  defineRoute({
    method: 'PUT',
    url: '/resources/global-lists/:id/items/:itemId',
    summary: 'Saves an item (archived items are read-only)',
    permission: GLOBAL_LISTS_MANAGE,
    feature,
    params: listItemParamsSchema,
    body: listItemRequestSchema,
    response: listItemMutationResponseSchema,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'resources.item_updated'),
      data: await updateListItem(deps.db, actor, params.id, params.itemId, body),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/resources/global-lists/:id/items/:itemId',
    summary: 'Archives an active item; deletes an archived one',
    permission: GLOBAL_LISTS_MANAGE,
    feature,
    params: listItemParamsSchema,
    response: apiMessageSchema,
    handler: async ({ deps, actor, lang, params }) => {
      const outcome = await deleteListItem(deps.db, actor, params.id, params.itemId);
      return {
        message: translate(
          lang,
          outcome === 'archived' ? 'resources.items_archived' : 'resources.item_deleted',
          {
            count: 1,
          },
        ),
      };
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/resources/global-lists/:id/items/:itemId/restore',
    summary: 'Restores one archived item',
    permission: GLOBAL_LISTS_MANAGE,
    feature,
    params: listItemParamsSchema,
    response: listItemMutationResponseSchema,
    handler: async ({ deps, actor, lang, params }) => {
      await setListItemsArchived(deps.db, actor, params.id, [params.itemId], false);
      return {
        message: translate(lang, 'resources.item_restored'),
        data: await withTenant(deps.db, actor, (tx) => readListItem(tx, params.id, params.itemId)),
      };
    },
  }),
];
