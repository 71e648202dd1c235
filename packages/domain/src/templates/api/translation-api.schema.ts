import { z } from 'zod';
import { languageSchema } from '../../common/languages';
import { RICH_TEXT_MAX_LENGTH } from '../rich-text.schema';

/** Most texts one auto-translate request may carry (spec §5, §9). */
export const AUTO_TRANSLATE_BATCH = 10;
/** How long the translation service may take (spec §9: 120000 ms). */
export const AUTO_TRANSLATE_TIMEOUT_MS = 120_000;

/** POST …/set-language and …/translation/add {lang}. */
export const languageRequestSchema = z.object({ lang: languageSchema });
/** Path of the per-language calls. */
export const translationParamsSchema = z.object({ id: z.string().uuid(), lang: languageSchema });

/**
 * What a translatable text is: an item title, an answer option, an instruction's rich-text body (HTML,
 * ADR 166) or a rich-text entry of an item's related info (HTML, ADR 170).
 */
export const TRANSLATION_KINDS = ['title', 'option', 'content', 'info'] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

/** Whether texts of a kind are rich text: auto-translated as HTML, edited in the rich-text field, searched without markup. */
export function isRichTextKind(kind: TranslationKind): boolean {
  return kind === 'content' || kind === 'info';
}

/** One translatable text: its stable key, the standard-language source and the translation. */
export const translationEntrySchema = z.object({
  key: z.string(),
  kind: z.enum(TRANSLATION_KINDS),
  source: z.string(),
  translation: z.string().nullable(),
});
export type TranslationEntry = z.infer<typeof translationEntrySchema>;

/** GET …/translation/{lang}: the grid of every translatable string. */
export const translationGridResponseSchema = z.object({
  data: z.object({
    lang: languageSchema,
    standard_language: languageSchema,
    languages: z.array(languageSchema),
    revision: z.number().int(),
    entries: z.array(translationEntrySchema),
  }),
});

/** PUT …/translation/{lang}: the language's whole map (key → text). */
export const replaceTranslationsRequestSchema = z.object({
  translations: z.record(z.string().min(1), z.string().max(RICH_TEXT_MAX_LENGTH)),
});
/** PUT …/translation/{lang}/bulk-update: some keys' texts (empty text removes the translation). */
export const bulkUpdateRequestSchema = z.object({
  items: z
    .array(z.object({ key: z.string().min(1), value: z.string().max(RICH_TEXT_MAX_LENGTH) }))
    .min(1)
    .max(5000),
});
/** PUT …/translation/{lang}/bulk-auto-translate: at most 10 keys per request. */
export const autoTranslateRequestSchema = z.object({
  keys: z.array(z.string().min(1)).min(1).max(AUTO_TRANSLATE_BATCH),
});

/** Answer of the translation mutations: what changed and the template's new revision. */
export const translationMutationResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    revision: z.number().int(),
    changed: z.number().int(),
    translations: z.record(z.string(), z.string()),
  }),
});

/** One row of a language's translation history (ADR 113). */
export const translationHistoryRowSchema = z.object({
  id: z.string().uuid(),
  key: z.string(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  source: z.string(),
  user_id: z.string().uuid().nullable(),
  user_name: z.string().nullable(),
  created_at: z.string(),
});
/** Answer of GET …/translation/{lang}/history. */
export const translationHistoryResponseSchema = z.object({ data: z.array(translationHistoryRowSchema) });
