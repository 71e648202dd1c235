import { UPLOAD_TEXTS } from '@fieldbook/domain/uploads/index';
import i18next from 'i18next';

/** The namespace of the upload and file-manager messages that ship with the domain rules (ADR 101). */
export const UPLOAD_NS = 'uploads';

/** Adds the domain's upload texts to i18next once, so `uploads:<key>` translates every message key the rules return. */
export function registerUploadTexts(): void {
  for (const [language, texts] of Object.entries(UPLOAD_TEXTS)) {
    if (!i18next.hasResourceBundle(language, UPLOAD_NS)) {
      i18next.addResourceBundle(language, UPLOAD_NS, texts, true, false);
    }
  }
}

/** `uploads:<key>` for a message key of the domain rules. */
export function uploadKey(key: string): string {
  return `${UPLOAD_NS}:${key}`;
}
