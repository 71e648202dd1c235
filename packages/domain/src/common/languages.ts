import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language-codes';

export * from './language-codes';
export const languageSchema = z.enum(LANGUAGES);

/** Picks the first supported language from an Accept-Language style header, so server messages follow the user. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    const found = LANGUAGES.find((l) => l === tag);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}

/** Skins of the web shell; semi-dark is the default. */
export const SKINS = ['light', 'semi-dark', 'dark'] as const;
export type Skin = (typeof SKINS)[number];
export const DEFAULT_SKIN: Skin = 'semi-dark';

/** Mantine colour scheme of the content area for a skin; semi-dark keeps light content. */
export function colorSchemeOf(skin: Skin): 'light' | 'dark' {
  return skin === 'dark' ? 'dark' : 'light';
}
