import { listResponseSchema, type Language } from '@fieldbook/domain';
import {
  globalResponseResponseSchema,
  globalResponseSchema,
  templateOptionsResponseSchema,
  templateResponseSchema,
  translationGridResponseSchema,
  translationHistoryResponseSchema,
  translationMutationResponseSchema,
  AUTO_TRANSLATE_TIMEOUT_MS,
} from '@fieldbook/domain/templates';
import { z } from 'zod';
import { api } from '../../../shared/api/client';

const template = (id: string) => `/checklist/template/${encodeURIComponent(id)}`;
const language = (id: string, lang: Language) => `${template(id)}/translation/${lang}`;
const languagesResponse = z.object({
  message: z.string(),
  data: z.object({ revision: z.number().int(), languages: z.array(z.string()) }),
});
const serviceResponse = z.object({ data: z.object({ available: z.boolean() }) });
const globalResponseList = listResponseSchema(globalResponseSchema);
/** Most global response sets one list call returns. */
const GLOBAL_RESPONSE_PAGE = 100;

/** The translation calls of spec §7 (ADR 113) and the global-response option translations. */
export const translationsApi = {
  options: (id: string) => api.get(`${template(id)}/options`, { schema: templateOptionsResponseSchema }),
  detail: (id: string) => api.get(template(id), { schema: templateResponseSchema }),
  // A language removed a moment ago answers 404 while the screen reloads: not a reason to leave for /error.
  grid: (id: string, lang: Language) =>
    api.get(language(id, lang), {
      schema: translationGridResponseSchema,
      handleNotFound: false,
      quietErrors: true,
    }),
  service: () => api.get('/checklist/translation/service', { schema: serviceResponse, silent: true }),
  setStandard: (id: string, lang: Language) =>
    api.post(`${template(id)}/set-language`, { lang }, { schema: languagesResponse }),
  addLanguage: (id: string, lang: Language) =>
    api.post(`${template(id)}/translation/add`, { lang }, { schema: languagesResponse }),
  removeLanguage: (id: string, lang: Language) =>
    api.delete(language(id, lang), { schema: languagesResponse }),
  bulkUpdate: (id: string, lang: Language, items: { key: string; value: string }[]) =>
    api.put(`${language(id, lang)}/bulk-update`, { items }, { schema: translationMutationResponseSchema }),
  autoTranslate: (id: string, lang: Language, keys: string[]) =>
    api.put(
      `${language(id, lang)}/bulk-auto-translate`,
      { keys },
      { schema: translationMutationResponseSchema, signal: AbortSignal.timeout(AUTO_TRANSLATE_TIMEOUT_MS) },
    ),
  history: (id: string, lang: Language) =>
    api.get(`${language(id, lang)}/history`, { schema: translationHistoryResponseSchema }),
  importFile: (id: string, lang: Language, file: File, mapping: { key: string; translation: string }) => {
    const form = new FormData();
    form.append('mapping', JSON.stringify(mapping));
    form.append('file', file);
    return api.post(`${language(id, lang)}/import`, form, { schema: translationMutationResponseSchema });
  },
  globalResponses: () =>
    api.get('/checklist/global-response/list', {
      query: { limit: GLOBAL_RESPONSE_PAGE, page: 1 },
      schema: globalResponseList,
    }),
  translateGlobalOption: (optionUuid: string, lang: Language, translation: string) =>
    api.put(
      `/checklist/global-response/options/${encodeURIComponent(optionUuid)}/translate`,
      { lang, translation },
      { schema: globalResponseResponseSchema },
    ),
};

/** Query keys of the screen; every mutation refreshes the whole screen's data under the template. */
export const translationKeys = {
  all: (id: string) => ['template-translations', id] as const,
  options: (id: string) => ['template-translations', id, 'options'] as const,
  grid: (id: string, lang: Language) => ['template-translations', id, 'grid', lang] as const,
  history: (id: string, lang: Language) => ['template-translations', id, 'history', lang] as const,
  globalResponses: (id: string) => ['template-translations', id, 'global-responses'] as const,
  service: ['translation-service'] as const,
};
