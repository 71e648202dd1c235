import { z } from 'zod';
import {
  listQueryParamsSchema,
  listResponseSchema,
  siteSearchQuerySchema,
  siteSearchResponseSchema,
  siteStructureMutationResponseSchema,
  siteStructureRequestSchema,
  siteStructureResponseSchema,
  siteTreeListRowSchema,
  type PermissionCode,
} from '@fieldbook/domain';
import { withTenant } from '../../platform/db/tenancy';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { readSiteStructure } from './sites.repo';
import { createSiteStructure, listSiteStructures, searchSites, updateSiteStructure } from './sites.service';

/** Sites are resources: read with global-list view or manage, changed with manage (ADR 126). */
const READ: readonly PermissionCode[] = ['RES_MANAGE_GLOBAL_LISTS', 'RES_VIEW_GLOBAL_LISTS'];
const MANAGE: PermissionCode = 'RES_MANAGE_GLOBAL_LISTS';
const idParams = z.object({ id: z.string().uuid() });

/** Site structures and the site search (spec §7 Resources). */
export const siteRoutes = [
  defineRoute({
    method: 'GET',
    url: '/resources/sites/search',
    summary: 'Sites for the tree selector {q, parent_id, ids}; roots when none is given',
    permission: 'general',
    query: siteSearchQuerySchema,
    response: siteSearchResponseSchema,
    handler: async ({ deps, actor, query }) => ({ data: await searchSites(deps.db, actor, query) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/resources/sites/structures/all',
    summary:
      'Structures as tree rows (id, children, depth, expanded, hidden): filter (title, dates), sort, page',
    permission: READ,
    query: listQueryParamsSchema,
    response: listResponseSchema(siteTreeListRowSchema),
    handler: ({ deps, actor, access, query }) => listSiteStructures(deps.db, actor, access, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/resources/sites/structures/new',
    summary: 'Creates a structure with its node tree',
    permission: MANAGE,
    body: siteStructureRequestSchema,
    response: siteStructureMutationResponseSchema,
    status: 201,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'resources.structure_created'),
      data: await createSiteStructure(deps.db, actor, body),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/resources/sites/structures/:id',
    summary: 'One structure with its nested node tree',
    permission: READ,
    params: idParams,
    response: siteStructureResponseSchema,
    handler: async ({ deps, actor, params }) => ({
      data: await withTenant(deps.db, actor, (tx) => readSiteStructure(tx, params.id)),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/resources/sites/structures/:id',
    summary: 'Saves a structure’s title and whole node tree (nodes left out are deleted)',
    permission: MANAGE,
    params: idParams,
    body: siteStructureRequestSchema,
    response: siteStructureMutationResponseSchema,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'resources.structure_updated'),
      data: await updateSiteStructure(deps.db, actor, params.id, body),
    }),
  }),
];
