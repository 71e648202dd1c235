import { globalResponseSchema } from '@fieldbook/domain/templates';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../shared/api/client';

const listSchema = z.looseObject({ list: z.array(globalResponseSchema) });

/** The workspace's global response sets offered in the response-set modal (first 100, by title). */
export const globalResponseSetsQuery = queryOptions({
  queryKey: ['template-entities', 'global-response-sets'],
  queryFn: () =>
    api.get('/checklist/global-response/list', {
      query: { limit: 100, page: 1, sort: 'title' },
      schema: listSchema,
      silent: true,
    }),
});
