import { z } from 'zod';
import {
  apiMessageSchema,
  saveSavedQueryRequestSchema,
  saveSavedQueryResponseSchema,
} from '@fieldbook/domain';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { deleteSavedQuery, saveSavedQuery } from './saved-queries.service';

/** Saved-query tabs of the data tables (spec §7 Shared): any signed-in member keeps their own. */
export const savedQueryRoutes = [
  defineRoute({
    method: 'POST',
    url: '/saved-query',
    summary: 'Creates or updates one of the caller’s saved queries (answer data.id)',
    body: saveSavedQueryRequestSchema,
    response: saveSavedQueryResponseSchema,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'saved_queries.saved'),
      data: await saveSavedQuery(deps.db, actor, body),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/saved-query/:id',
    summary: 'Deletes one of the caller’s saved queries; a missing one counts as deleted',
    params: z.object({ id: z.string().uuid() }),
    response: apiMessageSchema,
    handler: async ({ deps, actor, lang, params }) => {
      await deleteSavedQuery(deps.db, actor, params.id);
      return { message: translate(lang, 'saved_queries.deleted') };
    },
  }),
];
