import type { z } from 'zod';
import type {
  BulkUsersRequest,
  changeUserStatusRequestSchema,
  editUserBasicInfoRequestSchema,
  InviteUserRequest,
} from '@fieldbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** List endpoint of the user administration table. */
export const USER_LIST_ENDPOINT = '/user/list';

type EditBasicInfo = z.input<typeof editUserBasicInfoRequestSchema>;
type ChangeStatus = z.input<typeof changeUserStatusRequestSchema>;

const path = (id: string, action: string): string => `/user/${encodeURIComponent(id)}/${action}`;

/** The user administration calls of spec §7 (plus the bulk status calls of ADR 080 and 088). */
export const usersAdminApi = {
  invite: (body: InviteUserRequest) => api.post('/user/invite', body),
  resendInvite: (id: string) => api.post(path(id, 'resend-invite')),
  cancelInvitation: (id: string) => api.delete(path(id, 'cancel-invitation')),
  activate: (id: string) => api.put(path(id, 'activate-user')),
  deactivate: (id: string) => api.put(path(id, 'deactivate-user')),
  bulkDeactivate: (body: BulkUsersRequest) => api.put('/user/bulk-deactivate', body),
  bulkActivate: (body: BulkUsersRequest) => api.put('/user/bulk-activate', body),
  changeStatus: (id: string, body: ChangeStatus) => api.post(path(id, 'change-status'), body),
  editBasicInfo: (id: string, body: EditBasicInfo) => api.post(path(id, 'edit-basic-info'), body),
  updateRoles: (id: string, roles: string[]) => api.post(path(id, 'update-roles'), { roles }),
};

/** A mutation that reloads every user list (the admin table and group member lists) when it succeeds. */
export function useUserMutation<Args>(call: (args: Args) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: ['list'] }),
  });
}
