import {
  issueAccessSettingsMutationResponseSchema,
  issueAccessSettingsResponseSchema,
  type IssueAccessSettings,
} from '@fieldbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

const URL = '/issue/settings/access';
const KEY = ['issue-settings', 'access'];

/** GET /issue/settings/access: the workspace's "who may" settings of issues. */
export function useIssueAccessSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api.get(URL, { schema: issueAccessSettingsResponseSchema }).then((a) => a.data),
  });
}

/** PUT /issue/settings/access: saves the whole set and refreshes it. */
export function useSaveIssueAccessSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: IssueAccessSettings) =>
      api.put(URL, settings, { schema: issueAccessSettingsMutationResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
