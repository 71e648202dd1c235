import { describe, expect, it } from 'vitest';
import customFieldTexts from '../custom-fields/messages.json';
import { FILE_MANAGER_MESSAGES } from './file-names';
import uploadTexts from './messages.json';
import { UPLOAD_MESSAGES } from './upload-messages';

/** The texts shipped for the keys these folders introduced, for the lead to merge into the catalogues. */
const catalogues = { uploads: uploadTexts, 'custom-fields': customFieldTexts };
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('message texts', () => {
  it('cover every upload and file-manager key in English', () => {
    const keys = [...Object.values(UPLOAD_MESSAGES), ...Object.values(FILE_MANAGER_MESSAGES)].sort();
    expect(Object.keys(uploadTexts.en).sort()).toEqual(keys);
  });

  it.each(Object.entries(catalogues))(
    '%s: German and French have every English key and placeholder',
    (_n, texts) => {
      for (const lang of ['de', 'fr'] as const) {
        const translated: Record<string, string> = texts[lang];
        expect(Object.keys(translated).sort()).toEqual(Object.keys(texts.en).sort());
        for (const [key, text] of Object.entries(texts.en)) {
          expect(placeholders(translated[key] ?? ''), `${lang} ${key}`).toEqual(placeholders(text));
        }
      }
    },
  );
});
