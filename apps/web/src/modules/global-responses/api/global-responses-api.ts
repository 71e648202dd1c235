import type { z } from 'zod';
import {
  customUnitListResponseSchema,
  customUnitResponseSchema,
  globalResponseResponseSchema,
  type customUnitRequestSchema,
  type globalResponseRequestSchema,
} from '@fieldbook/domain/templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** List endpoint of the global response table. */
export const GLOBAL_RESPONSE_LIST_ENDPOINT = '/checklist/global-response/list';
const CUSTOM_UNITS_KEY = ['custom-units'] as const;

/** Body of a create or edit of a global response set. */
export type GlobalResponseBody = z.input<typeof globalResponseRequestSchema>;
const byId = (id: string): string => `/checklist/global-response/${encodeURIComponent(id)}`;

/** The global response and custom unit calls of spec §7. */
export const globalResponsesApi = {
  create: (body: GlobalResponseBody) =>
    api.post('/checklist/global-response/new', body, { schema: globalResponseResponseSchema }),
  update: (id: string, body: GlobalResponseBody) =>
    api.put(byId(id), body, { schema: globalResponseResponseSchema }),
  remove: (id: string) => api.delete(byId(id)),
  units: () => api.get('/checklist/custom-units/all', { schema: customUnitListResponseSchema, silent: true }),
  createUnit: (body: z.input<typeof customUnitRequestSchema>) =>
    api.post('/checklist/custom-units/new', body, { schema: customUnitResponseSchema }),
};

/** A global response mutation that reloads the list when it succeeds. */
export function useGlobalResponseMutation<Args, Result>(call: (args: Args) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: ['list'] }),
  });
}

/** Every custom unit of the workspace. */
export function useCustomUnits() {
  return useQuery({
    queryKey: CUSTOM_UNITS_KEY,
    queryFn: () => globalResponsesApi.units().then((a) => a.data),
  });
}

/** Creates a custom unit and reloads the unit list. */
export function useCreateCustomUnit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: globalResponsesApi.createUnit,
    onSuccess: () => client.invalidateQueries({ queryKey: CUSTOM_UNITS_KEY }),
  });
}
