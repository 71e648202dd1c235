import { z } from 'zod';
import {
  acceptInvitationRequestSchema,
  apiMessageSchema,
  bulkUsersRequestSchema,
  changeUserStatusRequestSchema,
  chosenIdsOf,
  editUserBasicInfoRequestSchema,
  invitationInfoResponseSchema,
  invitationLinkSchema,
  inviteUserRequestSchema,
  listQueryParamsSchema,
  listResponseSchema,
  updateUserRolesRequestSchema,
  userGroupSearchQuerySchema,
  userGroupSearchResponseSchema,
  userIdAltParamsSchema,
  userIdParamsSchema,
  userListRowSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
  type PermissionCode,
} from '@fieldbook/domain';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import {
  acceptInvitation,
  cancelInvitation,
  invitationInfo,
  inviteUser,
  resendInvitation,
} from './invitations.service';
import { searchUserGroup, searchUsers } from './users.search';
import { MEMBER_ANSWER_SOURCES } from './users.list';
import { bulkSetStatus, editBasicInfo, listUsers, setUserStatus, updateRoles } from './users.service';

const READ: readonly PermissionCode[] = ['USR_VIEW_USER_LIST', 'USR_MANAGE_USER'];
const MANAGE: PermissionCode = 'USR_MANAGE_USER';
const memberResponse = z.object({ message: z.string(), data: userListRowSchema });

/** User administration (spec §7 Auth and users): reads with view or manage, every change with manage. */
export const userRoutes = [
  defineRoute({
    method: 'GET',
    url: '/user/list',
    summary: 'Members of the workspace: filter (status, roles, groups, name, email, created_at), sort, page',
    permission: READ,
    query: listQueryParamsSchema,
    response: listResponseSchema(userListRowSchema),
    listCache: MEMBER_ANSWER_SOURCES,
    handler: ({ deps, actor, access, query }) => listUsers(deps.db, actor, access, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/user/search',
    summary: 'Active members by name or e-mail for selectors (at most 20)',
    permission: 'general',
    query: userSearchQuerySchema,
    response: userSearchResponseSchema,
    handler: async ({ deps, actor, query }) => ({
      data: await searchUsers(deps.db, actor, query.q, query.limit),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/user/search-user-group',
    summary: 'Active members and groups by name for assignee selectors; ids are always answered',
    permission: 'general',
    query: userGroupSearchQuerySchema,
    response: userGroupSearchResponseSchema,
    handler: async ({ deps, actor, query }) => ({
      data: await searchUserGroup(deps.db, actor, query.q, chosenIdsOf(query)),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/user/invite',
    summary:
      'Invites a person (the chosen roles, else the default role; status invited) and e-mails an accept link; free plan user limit applies',
    permission: MANAGE,
    body: inviteUserRequestSchema,
    response: memberResponse,
    status: 201,
    handler: async ({ deps, actor, access, lang, body }) => ({
      message: translate(lang, 'users.invited', { email: body.email }),
      data: await inviteUser(deps, actor, access, lang, body),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/user/:id/resend-invite',
    summary: 'E-mails a new accept link (the previous one stops working)',
    permission: MANAGE,
    params: userIdParamsSchema,
    response: apiMessageSchema,
    handler: async ({ deps, actor, access, lang, params }) => {
      await resendInvitation(deps, actor, access, params.id);
      return { message: translate(lang, 'users.invitation_resent') };
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/user/:id/cancel-invitation',
    summary: 'Cancels a pending invitation (removes the invited membership)',
    permission: MANAGE,
    params: userIdParamsSchema,
    response: apiMessageSchema,
    handler: async ({ deps, actor, lang, params }) => {
      await cancelInvitation(deps, actor, params.id);
      return { message: translate(lang, 'users.invitation_cancelled') };
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/user/:id/activate-user',
    summary: 'Activates a member; free plan user limit applies',
    permission: MANAGE,
    params: userIdParamsSchema,
    response: memberResponse,
    handler: async ({ deps, actor, access, lang, params }) => ({
      message: translate(lang, 'users.activated'),
      data: await setUserStatus(deps.db, actor, access, params.id, 'active', 'user.activated'),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/user/:id/deactivate-user',
    summary: 'Deactivates a member: they can no longer sign in to or act in this workspace',
    permission: MANAGE,
    params: userIdParamsSchema,
    response: memberResponse,
    handler: async ({ deps, actor, access, lang, params }) => ({
      message: translate(lang, 'users.deactivated'),
      data: await setUserStatus(deps.db, actor, access, params.id, 'deactivated', 'user.deactivated'),
    }),
  }),
  ...(['deactivate', 'activate'] as const).map((verb) =>
    defineRoute({
      method: 'PUT',
      url: `/user/bulk-${verb}`,
      summary: `Sets several members ${verb}d at once: ids, or the user list's filter for all matching members (the caller left out); invited ones and those already ${verb}d are skipped`,
      permission: MANAGE,
      body: bulkUsersRequestSchema,
      response: z.object({ message: z.string(), data: z.object({ count: z.number().int() }) }),
      handler: async ({ deps, actor, access, lang, body }) => {
        const status = verb === 'activate' ? 'active' : 'deactivated';
        const count = await bulkSetStatus(deps.db, actor, access, body, status);
        return { message: translate(lang, `users.bulk_${verb}d`, { count }), data: { count } };
      },
    }),
  ),
  defineRoute({
    method: 'POST',
    url: '/user/:userId/change-status',
    summary:
      'Sets a member’s status (active, deactivated, disabled, inactive); only active opens the workspace',
    permission: MANAGE,
    params: userIdAltParamsSchema,
    body: changeUserStatusRequestSchema,
    response: memberResponse,
    handler: async ({ deps, actor, access, lang, params, body }) => ({
      message: translate(lang, 'users.status_changed'),
      data: await setUserStatus(deps.db, actor, access, params.userId, body.status, 'user.status_changed'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/user/:id/edit-basic-info',
    summary: 'Corrects a member’s first, last and nick name',
    permission: MANAGE,
    params: userIdParamsSchema,
    body: editUserBasicInfoRequestSchema,
    response: memberResponse,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'users.updated'),
      data: await editBasicInfo(deps.db, actor, params.id, body),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/user/:id/update-roles',
    summary: 'Replaces a member’s roles',
    permission: MANAGE,
    params: userIdParamsSchema,
    body: updateUserRolesRequestSchema,
    response: memberResponse,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'users.roles_updated'),
      data: await updateRoles(deps.db, actor, params.id, body.roles),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/user/invitation',
    summary:
      'Checks an invitation link; tells the accept page the workspace and whether a password is needed',
    auth: false,
    query: invitationLinkSchema,
    response: invitationInfoResponseSchema,
    handler: async ({ deps, query }) => ({ data: await invitationInfo(deps, query) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/user/accept-invitation',
    summary: 'Accepts an invitation from its e-mailed link (sets the first password when there is none)',
    auth: false,
    body: acceptInvitationRequestSchema,
    response: apiMessageSchema,
    handler: async ({ deps, actor, lang, body }) => {
      const workspace = await acceptInvitation(deps, actor, body);
      return { message: translate(lang, 'users.invitation_accepted', { workspace }) };
    },
  }),
];
