import { z } from 'zod';
import { chosenIdsQueryShape } from '../list-query/remote-options.schema';
import { nameLangSchema } from '../roles/roles.schema';

/** A group as lists and GET /user/group/{id} answer it (spec §3 Group). */
export const groupSchema = z.object({
  id: z.string().uuid(),
  name_lang: z.string(),
  users_count: z.number().int().nonnegative(),
  created_at: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

/** Body of POST /user/group/add and PUT /user/group/{id}. */
export const groupRequestSchema = z.object({ name_lang: nameLangSchema });
/** Body of POST /user/group/{groupId}/add and /delete. */
export const groupMembersRequestSchema = z.object({ user_ids: z.array(z.string().uuid()).min(1).max(500) });
export const groupIdParamsSchema = z.object({ groupId: z.string().uuid() });
/** Query of GET /user/group/all: every group unless `q` or `limit` narrow it; chosen `ids` always answered. */
export const groupOptionsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  ...chosenIdsQueryShape,
});

export const groupResponseSchema = z.object({ data: groupSchema });
export const groupMutationResponseSchema = z.object({ message: z.string(), data: groupSchema });
