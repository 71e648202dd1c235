import {
  defaultPermissionsResponseSchema,
  roleMutationResponseSchema,
  type RoleRequest,
} from '@fieldbook/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** List endpoint of the role table. */
export const ROLE_LIST_ENDPOINT = '/user/role/list';
const byId = (id: string): string => `/user/role/${encodeURIComponent(id)}`;

/** The permission catalogue by module with the defaults a new role starts with. */
export const defaultPermissionsQuery = queryOptions({
  queryKey: ['roles', 'default-permissions'],
  queryFn: () =>
    api.get('/user/role/default-permissions', { schema: defaultPermissionsResponseSchema, silent: true }),
  staleTime: Infinity,
});

/** The role calls of spec §7 (delete takes ADR 082's reassign target). */
export const rolesApi = {
  create: (body: RoleRequest) => api.post('/user/role/new', body, { schema: roleMutationResponseSchema }),
  update: (id: string, body: RoleRequest) => api.put(byId(id), body, { schema: roleMutationResponseSchema }),
  remove: (id: string, reassignTo: string | null) =>
    api.delete(byId(id), { query: { reassign_to: reassignTo ?? undefined } }),
};

/** A role mutation that reloads the lists (roles and users) when it succeeds. */
export function useRoleMutation<Args, Result>(call: (args: Args) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: ['list'] }) });
}
