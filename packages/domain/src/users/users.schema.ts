import { z } from 'zod';
import { emailSchema, nickNameSchema, personNameSchema, userStatusSchema } from '../auth/auth.schema';
import { chosenIdsQueryShape } from '../list-query/remote-options.schema';
import { SEARCH_LIMITS } from '../list-query/search-limits';

/** A role or group as a user row shows it. */
export const namedRefSchema = z.object({ id: z.string().uuid(), name_lang: z.string() });

/** One row of GET /user/list (spec §3 User), status being the membership's status in this workspace. */
export const userListRowSchema = z.object({
  id: z.string().uuid(),
  first_name: z.string(),
  last_name: z.string(),
  nick_name: z.string().nullable(),
  full_name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  status: userStatusSchema,
  roles: z.array(namedRefSchema),
  groups: z.array(namedRefSchema),
  created_at: z.string(),
});
export type UserListRow = z.infer<typeof userListRowSchema>;

/** Body of POST /user/invite (spec §7); `roles` is optional, and without it the default role applies (ADR 193). */
export const inviteUserRequestSchema = z.object({
  first_name: personNameSchema,
  last_name: personNameSchema,
  nick_name: nickNameSchema.nullish(),
  email: emailSchema,
  roles: z.array(z.string().uuid()).max(50).optional(),
});
export type InviteUserRequest = z.infer<typeof inviteUserRequestSchema>;

/** Body of POST /user/{id}/edit-basic-info: the names an administrator may correct (the e-mail is the person's own). */
export const editUserBasicInfoRequestSchema = z.object({
  first_name: personNameSchema,
  last_name: personNameSchema,
  nick_name: nickNameSchema.nullish(),
});

/** Body of POST /user/{id}/update-roles: the complete set of roles the member holds afterwards (at least one). */
export const updateUserRolesRequestSchema = z.object({
  roles: z.array(z.string().uuid()).min(1).max(50),
});

/** Statuses an administrator may set with change-status; `invited` only ends by accepting or cancelling (ADR 080). */
export const settableUserStatusSchema = z.enum(['active', 'deactivated', 'disabled', 'inactive']);
/** Body of POST /user/{userId}/change-status. */
export const changeUserStatusRequestSchema = z.object({ status: settableUserStatusSchema });

/** Most users one bulk call may deactivate: the largest page size. */
export const BULK_USER_LIMIT = 100;
/**
 * Body of PUT /user/bulk-deactivate and /user/bulk-activate (ADR 080, 088): either the ticked `ids`, or
 * the user list's `filter` (as the list call takes it) for "select all by filter" (spec §4).
 */
export const bulkUsersRequestSchema = z
  .object({
    ids: z.array(z.string().uuid()).min(1).max(BULK_USER_LIMIT).optional(),
    filter: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), {
    path: ['ids'],
    message: 'gen.validations.required',
  });
export type BulkUsersRequest = z.infer<typeof bulkUsersRequestSchema>;

/** `/user/{id}` path parameter (`userId` in change-status). */
export const userIdParamsSchema = z.object({ id: z.string().uuid() });
export const userIdAltParamsSchema = z.object({ userId: z.string().uuid() });

/** Query of GET /user/search: at most 20 results (spec §9). */
export const userSearchQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMITS.users).default(SEARCH_LIMITS.users),
});

/** One user in a selector. */
export const userOptionSchema = z.object({
  id: z.string().uuid(),
  full_name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  status: userStatusSchema,
});
export const userSearchResponseSchema = z.object({ data: z.array(userOptionSchema) });

/** Query of GET /user/search-user-group: a text search plus the ids already chosen (always answered). */
export const userGroupSearchQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  ...chosenIdsQueryShape,
});

/** One assignee option: a user or a group (assignments accept both). */
export const userGroupOptionSchema = z.object({
  id: z.string().uuid(),
  type: z.enum(['user', 'group']),
  name: z.string(),
  email: z.string().nullable(),
});
export const userGroupSearchResponseSchema = z.object({ data: z.array(userGroupOptionSchema) });

/** Query of GET /user/invitation and body of POST /user/accept-invitation share the link's three parts. */
export const invitationLinkSchema = z.object({
  workspace: z.string().uuid(),
  email: emailSchema,
  token: z.string().min(1).max(256),
});
/** Answer of GET /user/invitation: what the accept page shows and whether it must ask for a password. */
export const invitationInfoResponseSchema = z.object({
  data: z.object({ workspace_name: z.string(), email: z.string(), needs_password: z.boolean() }),
});
/** Body of POST /user/accept-invitation; new_password is required when the person has none yet. */
export const acceptInvitationRequestSchema = invitationLinkSchema.extend({
  new_password: z.string().optional(),
});
