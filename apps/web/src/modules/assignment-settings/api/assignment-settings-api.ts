import type { CustomFieldEntry } from '@fieldbook/domain';
import {
  assignmentFieldSettingsMutationResponseSchema,
  assignmentFieldSettingsResponseSchema,
} from '@fieldbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

const URL = '/assignment/settings/custom-fields';
const KEY = ['assignment-settings'];

/** GET /assignment/settings/custom-fields: static fields and the editable list. */
export function useAssignmentFieldSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api.get(URL, { schema: assignmentFieldSettingsResponseSchema }).then((a) => a.data),
  });
}

/** PUT and the unused-field DELETE of the assignment settings; both refresh the settings. */
export function useAssignmentFieldMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  const save = useMutation({
    mutationFn: (fields: CustomFieldEntry[]) =>
      api.put(URL, { fields }, { schema: assignmentFieldSettingsMutationResponseSchema }),
    onSuccess: refresh,
  });
  const deleteUnused = useMutation({
    mutationFn: (key: string) => api.delete(`${URL}/unused-fields/${encodeURIComponent(key)}/delete`),
    onSuccess: refresh,
  });
  return { save, deleteUnused };
}
