import {
  apiMessageSchema,
  assignmentCustomFieldsResponseSchema,
  assignmentMutationResponseSchema,
  assignmentResponseSchema,
  conductTemplatesResponseSchema,
  type AssignmentRequest,
} from '@fieldbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** List endpoint of the assignment table (spec §7). */
export const ASSIGNMENTS_ENDPOINT = '/assignment/list';
/** Where an assignment is edited (spec §2). */
export const assignmentEditPath = (id: string): string => `/assignment/${encodeURIComponent(id)}/edit`;

const one = (id: string) => `/assignment/${encodeURIComponent(id)}`;
const mutation = { schema: assignmentMutationResponseSchema };

/** The assignment calls of spec §7. */
export const assignmentsApi = {
  get: (id: string) =>
    api.get(one(id), { query: { with_custom_fields: 1 }, schema: assignmentResponseSchema }),
  create: (body: AssignmentRequest) => api.post('/assignment/new', body, mutation),
  update: ({ id, body }: { id: string; body: AssignmentRequest }) => api.put(one(id), body, mutation),
  remove: (id: string) => api.delete(one(id), { schema: apiMessageSchema }),
  pause: (id: string) => api.post(`${one(id)}/pause`, undefined, mutation),
  activate: (id: string) => api.post(`${one(id)}/active`, undefined, mutation),
  clone: (id: string) => api.post(`${one(id)}/clone`, undefined, mutation),
  /** Bulk pause / activate: the API has one call per assignment, sent quietly; the bar says how many changed. */
  setStatus: async ({ ids, to }: { ids: readonly string[]; to: 'paused' | 'active' }) => {
    const call = to === 'paused' ? 'pause' : 'active';
    const answers = await Promise.allSettled(
      ids.map((id) => api.post(`${one(id)}/${call}`, undefined, { ...mutation, silent: true })),
    );
    return answers.filter((a) => a.status === 'fulfilled').length;
  },
};

/** Query key of one assignment. */
export const assignmentKey = (id: string) => ['assignments', 'detail', id] as const;

/** One assignment with the form's custom fields. */
export function useAssignment(id: string) {
  return useQuery({
    queryKey: assignmentKey(id),
    queryFn: () => assignmentsApi.get(id),
    select: (answer) => answer.data,
  });
}

/** The fields of a new assignment's form: the static title, then the used custom fields (/settings/assignment). */
export function useAssignmentFormFields() {
  return useQuery({
    queryKey: ['assignments', 'form-fields'],
    queryFn: () => api.get('/assignment/custom-fields', { schema: assignmentCustomFieldsResponseSchema }),
    select: (answer) => answer.data,
  });
}

/** Published templates for the template select. */
export function usePublishedTemplates() {
  return useQuery({
    queryKey: ['assignments', 'templates'],
    queryFn: () =>
      api.get('/inspections/templates', { schema: conductTemplatesResponseSchema, silent: true }),
    select: (answer) => answer.data,
  });
}

/** An assignment mutation that reloads the lists and the cached assignments. */
export function useAssignmentMutation<Args, Result>(call: (args: Args) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['list'] }),
        client.invalidateQueries({ queryKey: ['assignments'] }),
      ]),
  });
}
