import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@fieldbook/domain/common/language-codes';
import { FIRST_SCREEN } from '@fieldbook/domain/common/first-screen';
import { writePreferenceCookie } from '../config/preference-cookie';
import { serverSetting } from '../config/server-settings';

/** localStorage key of the chosen interface language. */
export const LANGUAGE_STORAGE_KEY = 'fieldbook.language';

/** The language to start with: the remembered choice, else the configured default, else English (spec §1). */
export function initialLanguage(stored: string | null | undefined, configured: string | undefined): Language {
  for (const candidate of [stored, configured]) if (isLanguage(candidate)) return candidate;
  return DEFAULT_LANGUAGE;
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The language this page starts in; the same answer for the start-up script and i18next. */
export function startLanguage(): Language {
  return initialLanguage(storedLanguage(), serverSetting('fieldbook-default-language'));
}

/** Tells the server the language this browser shows, so a first screen it draws is in it (ADR 182). */
export function rememberLanguageForServer(language: string): void {
  writePreferenceCookie(FIRST_SCREEN.languageCookie, language);
}
