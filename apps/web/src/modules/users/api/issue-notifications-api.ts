import {
  issueNotificationPreferencesMutationResponseSchema,
  issueNotificationPreferencesResponseSchema,
  type IssueNotificationPreferences,
} from '@fieldbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

const URL = '/user/account/issue-notifications';
const KEY = ['account', 'issue-notifications'];

/** GET /user/account/issue-notifications: which issue e-mails the member receives in this workspace. */
export function useIssueNotificationPreferences() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api.get(URL, { schema: issueNotificationPreferencesResponseSchema }).then((a) => a.data),
  });
}

/** PUT /user/account/issue-notifications: turns the issue e-mails on or off. */
export function useSaveIssueNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (prefs: IssueNotificationPreferences) =>
      api.put(URL, prefs, { schema: issueNotificationPreferencesMutationResponseSchema }),
    onSuccess: (answer) => client.setQueryData(KEY, answer.data),
  });
}
