import { saveSavedQueryResponseSchema, type SaveSavedQueryRequest } from '@fieldbook/domain';
import { api } from '../api/client';
import { isApiError } from '../api/api-error';

/** POST /saved-query: creates, or updates when `id` is given; resolves to the stored id (spec §7). */
export async function saveSavedQuery(body: SaveSavedQueryRequest): Promise<string> {
  const answer = await api.post('/saved-query', body, { schema: saveSavedQueryResponseSchema });
  return answer.data.id;
}

/** DELETE /saved-query/{id}, silent; a query that is already gone counts as deleted (spec §8). */
export async function deleteSavedQuery(id: string): Promise<void> {
  try {
    await api.delete(`/saved-query/${encodeURIComponent(id)}`, { silent: true, handleNotFound: false });
  } catch (error) {
    if (!isApiError(error, '_OBJECT_NOT_FOUND')) throw error;
  }
}
