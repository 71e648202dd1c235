import type { z } from 'zod';
import {
  bulkCountResponseSchema,
  globalListMutationResponseSchema,
  globalListResponseSchema,
  listItemMutationResponseSchema,
  type globalListRequestSchema,
  type listItemRequestSchema,
} from '@fieldbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

type ListBody = z.input<typeof globalListRequestSchema>;
type ItemBody = z.input<typeof listItemRequestSchema>;

const BASE = '/resources/global-lists';
const byId = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
const items = (listId: string) => `${byId(listId)}/items`;

/** List endpoints of the global-list tables. */
export const globalListEndpoints = {
  active: BASE,
  archive: `${BASE}/archive`,
  items: items,
  itemsArchive: (listId: string) => `${items(listId)}/archive`,
};

/** The global-list and list-item calls of spec §7 Resources. */
export const globalListsApi = {
  get: (id: string) => api.get(byId(id), { schema: globalListResponseSchema }),
  create: (body: ListBody) => api.post(`${BASE}/new`, body, { schema: globalListMutationResponseSchema }),
  update: (id: string, body: ListBody) =>
    api.put(byId(id), body, { schema: globalListMutationResponseSchema }),
  remove: (id: string) => api.delete(byId(id)),
  restore: (id: string) => api.put(`${byId(id)}/restore`),
  bulkRestore: (ids: string[]) =>
    api.put(`${BASE}/bulk-restore`, { ids }, { schema: bulkCountResponseSchema }),
  deleteUnusedField: (id: string, key: string) =>
    api.delete(`${byId(id)}/unused-fields/${encodeURIComponent(key)}/delete`, {
      schema: globalListMutationResponseSchema,
    }),
  createItem: (listId: string, body: ItemBody) =>
    api.post(`${items(listId)}/new`, body, { schema: listItemMutationResponseSchema }),
  updateItem: (listId: string, id: string, body: ItemBody) =>
    api.put(`${items(listId)}/${encodeURIComponent(id)}`, body, { schema: listItemMutationResponseSchema }),
  removeItem: (listId: string, id: string) => api.delete(`${items(listId)}/${encodeURIComponent(id)}`),
  restoreItem: (listId: string, id: string) => api.put(`${items(listId)}/${encodeURIComponent(id)}/restore`),
  bulkArchiveItems: (listId: string, ids: string[]) =>
    api.put(`${items(listId)}/bulk-archive`, { ids }, { schema: bulkCountResponseSchema }),
  bulkRestoreItems: (listId: string, ids: string[]) =>
    api.put(`${items(listId)}/bulk-restore`, { ids }, { schema: bulkCountResponseSchema }),
};

/** One global list (definitions included), shared by the definition and item pages. */
export function useGlobalList(id: string) {
  return useQuery({
    queryKey: ['global-list', id],
    queryFn: () => globalListsApi.get(id).then((a) => a.data),
  });
}

/** A global-list mutation that reloads the lists and the open list when it succeeds. */
export function useResourceMutation<Args, Result>(call: (args: Args) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['list'] });
      await client.invalidateQueries({ queryKey: ['global-list'] });
    },
  });
}
