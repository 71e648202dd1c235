import { DEFAULT_LANGUAGE, languageSchema, type Language } from '@fieldbook/domain';

/** localStorage key of the chosen interface language. */
export const LANGUAGE_STORAGE_KEY = 'fieldbook.language';

/** The language to start with: the remembered choice, else the configured default, else English (spec §1). */
export function initialLanguage(stored: string | null | undefined, configured: string | undefined): Language {
  for (const candidate of [stored, configured]) {
    const parsed = languageSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return DEFAULT_LANGUAGE;
}
