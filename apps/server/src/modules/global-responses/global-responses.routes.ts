import { z } from 'zod';
import {
  apiMessageSchema,
  languageSchema,
  listQueryParamsSchema,
  listResponseSchema,
} from '@fieldbook/domain';
import {
  globalResponseRequestSchema,
  globalResponseResponseSchema,
  globalResponseSchema,
  translateGlobalOptionRequestSchema,
  translateGlobalResponseRequestSchema,
} from '@fieldbook/domain/templates';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { MANAGE_TEMPLATES } from '../templates/templates.routes';
import {
  createGlobalResponse,
  deleteGlobalResponse,
  listGlobalResponses,
  translateGlobalOption,
  translateGlobalResponse,
  updateGlobalResponse,
} from './global-responses.service';

const idParams = z.object({ id: z.string().uuid() });

/** Global response calls of spec §7, translations of their options included. */
export const globalResponseRoutes = [
  defineRoute({
    method: 'GET',
    url: '/checklist/global-response/list',
    summary: 'Global response sets: filter (title, options_count, dates), sort, page',
    permission: MANAGE_TEMPLATES,
    query: listQueryParamsSchema,
    response: listResponseSchema(globalResponseSchema),
    handler: ({ deps, actor, access, query }) => listGlobalResponses(deps.db, actor, access, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/checklist/global-response/new',
    summary: 'Creates a global response set {title, options}',
    permission: MANAGE_TEMPLATES,
    body: globalResponseRequestSchema,
    response: globalResponseResponseSchema,
    status: 201,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'global_responses.created'),
      data: await createGlobalResponse(deps.db, actor, body),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/checklist/global-response/options/:id/translate',
    summary: 'Translates one option (id = option uuid) {lang, translation}',
    permission: MANAGE_TEMPLATES,
    params: z.object({ id: z.string().min(1).max(100) }),
    body: translateGlobalOptionRequestSchema,
    response: globalResponseResponseSchema,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'global_responses.translated'),
      data: await translateGlobalOption(deps.db, actor, params.id, body.lang, body.translation),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/checklist/global-response/:id',
    summary: 'Changes a global response set {title, options}',
    permission: MANAGE_TEMPLATES,
    params: idParams,
    body: globalResponseRequestSchema,
    response: globalResponseResponseSchema,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'global_responses.updated'),
      data: await updateGlobalResponse(deps.db, actor, params.id, body),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/checklist/global-response/:id',
    summary: 'Deletes a global response set',
    permission: MANAGE_TEMPLATES,
    params: idParams,
    response: apiMessageSchema,
    handler: async ({ deps, actor, lang, params }) => {
      await deleteGlobalResponse(deps.db, actor, params.id);
      return { message: translate(lang, 'global_responses.deleted') };
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/checklist/global-response/:id/:lang',
    summary: 'Translates options of a global response set into one language {options}',
    permission: MANAGE_TEMPLATES,
    params: z.object({ id: z.string().uuid(), lang: languageSchema }),
    body: translateGlobalResponseRequestSchema,
    response: globalResponseResponseSchema,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'global_responses.translated'),
      data: await translateGlobalResponse(deps.db, actor, params.id, params.lang, body.options),
    }),
  }),
];
