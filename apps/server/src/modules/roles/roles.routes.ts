import { z } from 'zod';
import {
  apiMessageSchema,
  chosenIdsOf,
  defaultPermissionsResponseSchema,
  deleteRoleQuerySchema,
  listQueryParamsSchema,
  listResponseSchema,
  nameOptionsResponseSchema,
  nameSearchQuerySchema,
  roleMutationResponseSchema,
  roleRequestSchema,
  roleResponseSchema,
  roleSchema,
} from '@fieldbook/domain';
import { withTenant } from '../../platform/db/tenancy';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { defaultPermissionCatalogue } from './default-permissions';
import { readRole, searchRoles } from './roles.repo';
import { createRole, deleteRole, listRoles, updateRole } from './roles.service';

const idParams = z.object({ id: z.string().uuid() });
/** DELETE accepts reassign_to in the query or in a JSON body (ADR 082). */
const deleteBody = deleteRoleQuerySchema.nullish();

/** Role administration (spec §7 Roles), all behind USR_MANAGE_ROLE. */
export const roleRoutes = [
  defineRoute({
    method: 'GET',
    url: '/user/role/list',
    summary:
      'Roles of the workspace: filter (name_lang, permissions, is_system, is_default, users_count), sort, page',
    permission: 'USR_MANAGE_ROLE',
    query: listQueryParamsSchema,
    response: listResponseSchema(roleSchema),
    listCache: ['roles', 'membership_roles', 'saved_queries'],
    handler: ({ deps, actor, access, query }) => listRoles(deps.db, actor, access, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/user/role/default-permissions',
    summary: 'The permission catalogue by module prefix with the permissions a new role starts with',
    permission: 'USR_MANAGE_ROLE',
    response: defaultPermissionsResponseSchema,
    handler: async () => ({ data: defaultPermissionCatalogue() }),
  }),
  defineRoute({
    method: 'GET',
    url: '/user/role/search',
    summary: 'Roles by name for selectors (at most limit); the chosen ids are always answered',
    permission: ['USR_MANAGE_ROLE', 'USR_MANAGE_USER', 'USR_VIEW_USER_LIST'],
    query: nameSearchQuerySchema,
    response: nameOptionsResponseSchema,
    handler: async ({ deps, actor, query }) => ({
      data: await withTenant(deps.db, actor, (tx) =>
        searchRoles(tx, query.q, query.limit, chosenIdsOf(query)),
      ),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/user/role/new',
    summary: 'Creates a role; is_default true makes it the one default role',
    permission: 'USR_MANAGE_ROLE',
    body: roleRequestSchema,
    response: roleMutationResponseSchema,
    status: 201,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'roles.created'),
      data: await createRole(deps.db, actor, body),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/user/role/:id',
    summary: 'One role',
    permission: 'USR_MANAGE_ROLE',
    params: idParams,
    response: roleResponseSchema,
    handler: async ({ deps, actor, params }) => ({
      data: await withTenant(deps.db, actor, (tx) => readRole(tx, params.id)),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/user/role/:id',
    summary: 'Edits a role (system roles are locked)',
    permission: 'USR_MANAGE_ROLE',
    params: idParams,
    body: roleRequestSchema,
    response: roleMutationResponseSchema,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'roles.updated'),
      data: await updateRole(deps.db, actor, params.id, body),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/user/role/:id',
    summary:
      'Deletes a role; members holding it move to reassign_to (query or body), required when it is in use',
    permission: 'USR_MANAGE_ROLE',
    params: idParams,
    query: deleteRoleQuerySchema,
    body: deleteBody,
    response: apiMessageSchema,
    handler: async ({ deps, actor, lang, params, query, body }) => {
      await deleteRole(deps.db, actor, params.id, query.reassign_to ?? body?.reassign_to);
      return { message: translate(lang, 'roles.deleted') };
    },
  }),
];
