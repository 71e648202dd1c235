/** Interface languages offered by the product; English is the fallback. */
export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Whether a value names a supported language; zod-free, so the web's start-up script can use it before the libraries load. */
export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}
