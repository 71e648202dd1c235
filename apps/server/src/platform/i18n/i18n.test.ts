import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';
import { translate } from './i18n';

describe('server message catalogues', () => {
  it.each([
    ['de', de],
    ['fr', fr],
  ])('%s has exactly the English keys, with the same placeholders', (_lang, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders((catalogue as Record<string, string>)[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('interpolates parameters', () => {
    expect(translate('en', 'gen.validations.maxlength', { max: 125 })).toBe('Enter at most 125 characters.');
    expect(translate('de', 'errors.rate_limited', { minutes: 3 })).toContain('3 Minute');
  });
});
