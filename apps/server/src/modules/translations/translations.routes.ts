import { z } from 'zod';
import { languageSchema } from '@fieldbook/domain';
import {
  autoTranslateRequestSchema,
  bulkUpdateRequestSchema,
  languageRequestSchema,
  replaceTranslationsRequestSchema,
  translationGridResponseSchema,
  translationHistoryResponseSchema,
  translationMutationResponseSchema,
  translationParamsSchema,
} from '@fieldbook/domain/templates';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { MANAGE_TEMPLATES } from '../templates/templates.routes';
import {
  addLanguage,
  autoTranslate,
  bulkUpdate,
  removeLanguage,
  replaceTranslations,
  setStandardLanguage,
  translationGrid,
  translationHistory,
} from './translations.service';

const idParams = z.object({ id: z.string().uuid() });
const languagesResponse = z.object({
  message: z.string(),
  data: z.object({ revision: z.number().int(), languages: z.array(languageSchema) }),
});
const base = '/checklist/template/:id/translation/:lang';

/** Template translation calls of spec §7 plus the history (ADR 113) and the auto-translate availability (ADR 131). */
export const translationRoutes = [
  defineRoute({
    method: 'GET',
    url: '/checklist/translation/service',
    summary: 'Whether a translation service is configured, so the auto-translate button can say so (ADR 131)',
    permission: MANAGE_TEMPLATES,
    response: z.object({ data: z.object({ available: z.boolean() }) }),
    handler: ({ deps }) => Promise.resolve({ data: { available: deps.config.translateUrl !== undefined } }),
  }),
  defineRoute({
    method: 'POST',
    url: '/checklist/template/:id/set-language',
    summary: 'Sets the standard language of the template {lang}',
    permission: MANAGE_TEMPLATES,
    params: idParams,
    body: languageRequestSchema,
    response: languagesResponse,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'translations.language_set'),
      data: await setStandardLanguage(deps.db, actor, params.id, body.lang),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/checklist/template/:id/translation/add',
    summary: 'Adds a translation language {lang}',
    permission: MANAGE_TEMPLATES,
    params: idParams,
    body: languageRequestSchema,
    response: languagesResponse,
    status: 201,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'translations.language_added'),
      data: await addLanguage(deps.db, actor, params.id, body.lang),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: base,
    summary: 'Every translatable text with its translation in one language',
    permission: MANAGE_TEMPLATES,
    params: translationParamsSchema,
    response: translationGridResponseSchema,
    handler: async ({ deps, actor, params }) => ({
      data: await translationGrid(deps.db, actor, params.id, params.lang),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: base,
    summary: 'Replaces the language’s translations {translations: {key: text}}',
    permission: MANAGE_TEMPLATES,
    params: translationParamsSchema,
    body: replaceTranslationsRequestSchema,
    response: translationMutationResponseSchema,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'translations.saved'),
      data: await replaceTranslations(deps.db, actor, params.id, params.lang, body.translations),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: base,
    summary: 'Removes a translation language',
    permission: MANAGE_TEMPLATES,
    params: translationParamsSchema,
    response: languagesResponse,
    handler: async ({ deps, actor, lang, params }) => ({
      message: translate(lang, 'translations.language_removed'),
      data: await removeLanguage(deps.db, actor, params.id, params.lang),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: `${base}/bulk-update`,
    summary: 'Sets many translations {items: [{key, value}]}; an empty value removes one',
    permission: MANAGE_TEMPLATES,
    params: translationParamsSchema,
    body: bulkUpdateRequestSchema,
    response: translationMutationResponseSchema,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'translations.saved'),
      data: await bulkUpdate(deps.db, actor, params.id, params.lang, body.items),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: `${base}/bulk-auto-translate`,
    summary: 'Translates at most 10 keys through the configured translation service',
    permission: MANAGE_TEMPLATES,
    params: translationParamsSchema,
    body: autoTranslateRequestSchema,
    response: translationMutationResponseSchema,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'translations.translated'),
      data: await autoTranslate(
        deps.db,
        actor,
        { url: deps.config.translateUrl, apiKey: deps.config.translateApiKey },
        params.id,
        params.lang,
        body.keys,
      ),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/history`,
    summary: 'Changes of one language’s translations, newest first (ADR 113)',
    permission: MANAGE_TEMPLATES,
    params: translationParamsSchema,
    response: translationHistoryResponseSchema,
    handler: async ({ deps, actor, params }) => ({
      data: await translationHistory(deps.db, actor, params.id, params.lang),
    }),
  }),
];
