import {
  listResponseSchema,
  reportImageResponseSchema,
  reportLayoutMutationResponseSchema,
  reportLayoutSchema,
  reportTemplateOptionsResponseSchema,
  type ReportLayoutInput,
} from '@fieldbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../shared/api/client';

const BASE = '/settings/report';
const KEY = ['report-settings'];
const layoutList = listResponseSchema(reportLayoutSchema);

/** GET /settings/report/layouts: every layout, the default first. */
export function useReportLayouts() {
  return useQuery({
    queryKey: [...KEY, 'layouts'],
    queryFn: () => api.get(`${BASE}/layouts`, { schema: layoutList }).then((answer) => answer.list),
  });
}

/** GET /settings/report/templates: the templates a layout may name. */
export function useReportTemplateOptions() {
  return useQuery({
    queryKey: [...KEY, 'templates'],
    queryFn: () =>
      api.get(`${BASE}/templates`, { schema: reportTemplateOptionsResponseSchema }).then((a) => a.data),
  });
}

/** Create, save and delete of layouts; each refreshes the list (and every report's applied layout). */
export function useReportLayoutMutations() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: KEY }),
      client.invalidateQueries({ queryKey: ['inspection-report', 'layout'] }),
    ]);
  const save = useMutation({
    mutationFn: ({ id, layout }: { id: string | null; layout: ReportLayoutInput }) =>
      id
        ? api.put(`${BASE}/layouts/${id}`, layout, { schema: reportLayoutMutationResponseSchema })
        : api.post(`${BASE}/layouts`, layout, { schema: reportLayoutMutationResponseSchema }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      api.delete(`${BASE}/layouts/${id}`, { schema: z.object({ message: z.string() }) }),
    onSuccess: refresh,
  });
  return { save, remove };
}

/** Uploads a logo or cover image (POST /settings/report/images) and answers the new file's id. */
export function uploadReportImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return api
    .post(`${BASE}/images`, form, { schema: reportImageResponseSchema })
    .then((answer) => answer.data.id);
}

/** Copies a file-manager image into a layout image of its own and answers the new file's id. */
export function copyFileManagerImage(entryId: string): Promise<string> {
  return api
    .post(`${BASE}/images/from-file-manager`, { entry_id: entryId }, { schema: reportImageResponseSchema })
    .then((answer) => answer.data.id);
}
