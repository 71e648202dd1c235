import type { z } from 'zod';
import {
  templateFolderListResponseSchema,
  templateFolderResponseSchema,
  type templateFolderRequestSchema,
} from '@fieldbook/domain/templates';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** Query-key prefix of the folder lists; mutations invalidate it. */
export const FOLDERS_QUERY_KEY = ['template-folders'] as const;

type FolderBody = z.input<typeof templateFolderRequestSchema>;
const byId = (id: string): string => `/checklist/template/folder/${encodeURIComponent(id)}`;

/** The folder calls of spec §7. */
export const foldersApi = {
  all: (excludeId?: string) =>
    api.get('/checklist/template/folder/all', {
      query: { exclude_id: excludeId },
      schema: templateFolderListResponseSchema,
      silent: true,
    }),
  create: (body: FolderBody) =>
    api.post('/checklist/template/folder/new', body, { schema: templateFolderResponseSchema }),
  update: (id: string, body: FolderBody) => api.put(byId(id), body, { schema: templateFolderResponseSchema }),
  remove: (id: string) => api.delete(byId(id)),
};

/** Every folder in tree order, or the valid move targets of one folder when `excludeId` is given. */
export function useFolders(excludeId?: string) {
  return useQuery({
    queryKey: [...FOLDERS_QUERY_KEY, excludeId ?? null],
    queryFn: () => foldersApi.all(excludeId).then((answer) => answer.data),
  });
}
