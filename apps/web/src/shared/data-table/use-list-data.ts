import { listQueryToParams, listResponseSchema, type ListFilter, type ListQuery } from '@fieldbook/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ZodType } from 'zod';
import { api } from '../api/client';
import { effectiveFilter } from '../filters/filter-state';

/** Query-key prefix of every load of one list endpoint; screens invalidate it after a mutation. */
export function listQueryKey(endpoint: string): readonly unknown[] {
  return ['list', endpoint];
}

/** The parameters of a list call (spec §7): the query with forced filters, saved queries asked for. */
export function listCallParams(
  query: ListQuery,
  forced: ListFilter,
  extra: Record<string, string> = {},
  withSavedQueries = true,
): Record<string, string> {
  const params = listQueryToParams({ ...query, filter: effectiveFilter(query.filter, forced) });
  return { ...extra, ...params, ...(withSavedQueries ? { with_saved_queries: '1' } : {}) };
}

/** Loads one page of a list, keeping the previous page on screen while the next one loads. */
export function useListData<Row>(endpoint: string, rowSchema: ZodType<Row>, params: Record<string, string>) {
  const schema = useMemo(() => listResponseSchema(rowSchema), [rowSchema]);
  return useQuery({
    queryKey: [...listQueryKey(endpoint), params],
    queryFn: ({ signal }) => api.get(endpoint, { query: params, schema, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}
