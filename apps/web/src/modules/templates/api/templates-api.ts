import type { z } from 'zod';
import { templateResponseSchema, type newTemplateRequestSchema } from '@fieldbook/domain/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { FOLDERS_QUERY_KEY } from './folders-api';

/** List endpoint of the template table. */
export const TEMPLATE_LIST_ENDPOINT = '/checklist/template/list';

/** The list actions that only flip a flag (ADR 112). */
export const TEMPLATE_FLAG_ACTIONS = ['archive', 'restore', 'hide', 'unhide'] as const;
export type TemplateFlagAction = (typeof TEMPLATE_FLAG_ACTIONS)[number];

const byId = (id: string): string => `/checklist/template/${encodeURIComponent(id)}`;

/** Where the editor of a template lives (built by the template-editor module). */
export const templateEditorPath = (id: string): string => `${byId(id)}/edit`;

/** The template calls of the list (spec §7). */
export const templatesApi = {
  create: (body: z.input<typeof newTemplateRequestSchema>) =>
    api.post('/checklist/template/new', body, { schema: templateResponseSchema }),
  clone: (id: string, parentId: string | null) =>
    api.post(`${byId(id)}/clone`, { parent_id: parentId }, { schema: templateResponseSchema }),
  move: (id: string, parentId: string | null) =>
    api.post('/checklist/template/move', { id, parent_id: parentId }, { schema: templateResponseSchema }),
  flag: (id: string, action: TemplateFlagAction) =>
    api.post(`${byId(id)}/${action}`, undefined, { schema: templateResponseSchema }),
  remove: (id: string) => api.delete(byId(id)),
};

/** A template or folder mutation that reloads the template list and the folder counts when it succeeds. */
export function useTemplateMutation<Args, Result>(call: (args: Args) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['list'] }),
        client.invalidateQueries({ queryKey: FOLDERS_QUERY_KEY }),
      ]),
  });
}
