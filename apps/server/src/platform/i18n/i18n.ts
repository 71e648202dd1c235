import type { Language } from '@fieldbook/domain';
import { UPLOAD_TEXTS } from '@fieldbook/domain/uploads/index';
import baseDe from './de.json';
import baseEn from './en.json';
import baseFr from './fr.json';

// Upload and file-manager texts ship with the domain rules that name their keys (ADR 101).
const en = { ...baseEn, ...UPLOAD_TEXTS.en };
const de = { ...baseDe, ...UPLOAD_TEXTS.de };
const fr = { ...baseFr, ...UPLOAD_TEXTS.fr };

/** Message keys of the server catalogues; English is the complete reference catalogue. */
export type MessageKey = keyof typeof en;
/** Values interpolated into `{{name}}` placeholders. */
export type MessageParams = Record<string, string | number>;

const catalogues: Record<Language, Partial<Record<MessageKey, string>>> = { en, de, fr };

/** Whether a string is a key of the catalogues (domain schemas carry keys as their zod messages). */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** Localises a server message, falling back to English, so every answer speaks the caller's language. */
export function translate(lang: Language, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogues[lang][key] ?? en[key];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}
