import { describe, expect, it } from 'vitest';
import { initialLanguage } from './language';
import { localeFileKey } from './locale-files';

describe('initialLanguage', () => {
  it.each([
    ['fr', 'de', 'fr'],
    [null, 'de', 'de'],
    ['xx', 'fr', 'fr'],
    [null, undefined, 'en'],
    ['ar', 'ar', 'en'],
  ] as const)('stored %s, configured %s → %s', (stored, configured, expected) => {
    expect(initialLanguage(stored, configured)).toBe(expected);
  });
});

describe('localeFileKey', () => {
  it.each([
    ['/src/modules/auth/locales/de.json', { ns: 'auth', lng: 'de' }],
    ['../locales/fr.json', null],
    ['/src/shared/locales/en.json', { ns: 'common', lng: 'en' }],
    ['/src/shared/custom-fields-editor/locales/fr.json', { ns: 'custom-fields-editor', lng: 'fr' }],
    ['/src/modules/auth/pages/x.json', null],
  ])('%s', (path, expected) => {
    expect(localeFileKey(path)).toEqual(expected);
  });
});
