import {
  myWorkspacesResponseSchema,
  newWorkspaceResponseSchema,
  switchWorkspaceResponseSchema,
  type NewWorkspaceRequest,
} from '@fieldbook/domain/workspaces/workspace.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** GET /settings/workspaces/my-workspaces: every workspace the user belongs to. */
export const myWorkspacesQuery = queryOptions({
  queryKey: ['workspaces', 'mine'],
  staleTime: 60_000,
  queryFn: async () =>
    (await api.get('/settings/workspaces/my-workspaces', { schema: myWorkspacesResponseSchema })).data,
});

/** POST /settings/workspaces/new; the list refreshes afterwards. */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewWorkspaceRequest) =>
      api.post('/settings/workspaces/new', body, { schema: newWorkspaceResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myWorkspacesQuery.queryKey }),
  });
}

/** POST /settings/workspaces/{id}/switch, then a fresh start on the dashboard so no other workspace's data lingers. */
export function useSwitchWorkspace() {
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/settings/workspaces/${encodeURIComponent(id)}/switch`, undefined, {
        schema: switchWorkspaceResponseSchema,
      }),
    onSuccess: () => window.location.assign('/dashboard'),
  });
}
