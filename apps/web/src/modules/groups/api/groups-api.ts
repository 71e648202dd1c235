import type { z } from 'zod';
import { groupMutationResponseSchema, type groupRequestSchema } from '@fieldbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** List endpoint of the group table. */
export const GROUP_LIST_ENDPOINT = '/user/group/list';
/** List endpoint of one group's members. */
export const groupUsersEndpoint = (groupId: string): string =>
  `/user/group/${encodeURIComponent(groupId)}/user-group-list`;

type GroupBody = z.input<typeof groupRequestSchema>;
const byId = (id: string): string => `/user/group/${encodeURIComponent(id)}`;

/** The group calls of spec §7. */
export const groupsApi = {
  get: (id: string) => api.get(byId(id), { schema: groupMutationResponseSchema.omit({ message: true }) }),
  create: (body: GroupBody) => api.post('/user/group/add', body, { schema: groupMutationResponseSchema }),
  rename: (id: string, body: GroupBody) => api.put(byId(id), body, { schema: groupMutationResponseSchema }),
  remove: (id: string) => api.delete(byId(id)),
  addMembers: (groupId: string, userIds: string[]) => api.post(`${byId(groupId)}/add`, { user_ids: userIds }),
  removeMembers: (groupId: string, userIds: string[]) =>
    api.post(`${byId(groupId)}/delete`, { user_ids: userIds }),
};

/** A group mutation that reloads the lists (groups, members, users) when it succeeds. */
export function useGroupMutation<Args, Result>(call: (args: Args) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: ['list'] }),
  });
}
