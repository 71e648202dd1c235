import { z } from 'zod';
import {
  chosenIdsOf,
  groupOptionsQuerySchema,
  apiMessageSchema,
  groupIdParamsSchema,
  groupMembersRequestSchema,
  groupMutationResponseSchema,
  groupRequestSchema,
  groupResponseSchema,
  groupSchema,
  listQueryParamsSchema,
  listResponseSchema,
  nameOptionsResponseSchema,
  userListRowSchema,
  type PermissionCode,
} from '@fieldbook/domain';
import { withTenant } from '../../platform/db/tenancy';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { MEMBER_ANSWER_SOURCES } from '../users/users.list';
import { searchGroups } from '../users/users.repo';
import { readGroup } from './groups.repo';
import {
  changeGroupMembers,
  createGroup,
  deleteGroup,
  listGroupUsers,
  listGroups,
  renameGroup,
} from './groups.service';

const READ: readonly PermissionCode[] = ['USR_VIEW_GROUP_LIST', 'USR_MANAGE_GROUP'];
const MANAGE: PermissionCode = 'USR_MANAGE_GROUP';
const idParams = z.object({ id: z.string().uuid() });
const countResponse = z.object({ message: z.string(), data: z.object({ count: z.number().int() }) });

/** Group administration (spec §7 Groups): reads with view or manage, changes with manage. */
export const groupRoutes = [
  defineRoute({
    method: 'GET',
    url: '/user/group/list',
    summary: 'Groups of the workspace: filter (name_lang, users_count, created_at), sort, page',
    permission: READ,
    query: listQueryParamsSchema,
    response: listResponseSchema(groupSchema),
    listCache: ['groups', 'group_members', 'saved_queries'],
    handler: ({ deps, actor, access, query }) => listGroups(deps.db, actor, access, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/user/group/all',
    summary: 'Groups (id, name_lang) for selectors: all, or matching q; the chosen ids are always answered',
    permission: 'general',
    query: groupOptionsQuerySchema,
    response: nameOptionsResponseSchema,
    handler: async ({ deps, actor, query }) => ({
      data: await withTenant(deps.db, actor, (tx) =>
        searchGroups(tx, query.q, query.limit, chosenIdsOf(query)),
      ),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/user/group/add',
    summary: 'Creates a group',
    permission: MANAGE,
    body: groupRequestSchema,
    response: groupMutationResponseSchema,
    status: 201,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'groups.created'),
      data: await createGroup(deps.db, actor, body.name_lang),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/user/group/:id',
    summary: 'One group',
    permission: READ,
    params: idParams,
    response: groupResponseSchema,
    handler: async ({ deps, actor, params }) => ({
      data: await withTenant(deps.db, actor, (tx) => readGroup(tx, params.id)),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/user/group/:id',
    summary: 'Renames a group',
    permission: MANAGE,
    params: idParams,
    body: groupRequestSchema,
    response: groupMutationResponseSchema,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'groups.updated'),
      data: await renameGroup(deps.db, actor, params.id, body.name_lang),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/user/group/:id',
    summary: 'Deletes a group (its members stay in the workspace)',
    permission: MANAGE,
    params: idParams,
    response: apiMessageSchema,
    handler: async ({ deps, actor, lang, params }) => {
      await deleteGroup(deps.db, actor, params.id);
      return { message: translate(lang, 'groups.deleted') };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/user/group/:groupId/add',
    summary: 'Adds members to a group (user_ids)',
    permission: MANAGE,
    params: groupIdParamsSchema,
    body: groupMembersRequestSchema,
    response: countResponse,
    handler: async ({ deps, actor, lang, params, body }) => {
      const count = await changeGroupMembers(deps.db, actor, params.groupId, body.user_ids, true);
      return { message: translate(lang, 'groups.members_added', { count }), data: { count } };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/user/group/:groupId/delete',
    summary: 'Removes members from a group (user_ids)',
    permission: MANAGE,
    params: groupIdParamsSchema,
    body: groupMembersRequestSchema,
    response: countResponse,
    handler: async ({ deps, actor, lang, params, body }) => {
      const count = await changeGroupMembers(deps.db, actor, params.groupId, body.user_ids, false);
      return { message: translate(lang, 'groups.members_removed', { count }), data: { count } };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/user/group/:groupId/user-group-list',
    summary: 'Members of one group, through the user list’s filters',
    permission: READ,
    params: groupIdParamsSchema,
    query: listQueryParamsSchema,
    response: listResponseSchema(userListRowSchema),
    listCache: MEMBER_ANSWER_SOURCES,
    handler: ({ deps, actor, access, params, query }) =>
      listGroupUsers(deps.db, actor, access, params.groupId, query),
  }),
];
