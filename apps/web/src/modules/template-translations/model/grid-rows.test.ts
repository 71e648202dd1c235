import type { TranslationEntry } from '@fieldbook/domain/templates';
import { describe, expect, it } from 'vitest';
import { autoTranslateKeys, batches, changedItems, currentText, visibleRows } from './grid-rows';

const entry = (key: string, source: string, translation: string | null = null): TranslationEntry => ({
  key,
  kind: 'title',
  source,
  translation,
});
const entries = [
  entry('a', 'Forks straight?', 'Gabeln gerade?'),
  entry('b', 'Tyres'),
  entry('c', 'Horn', ''),
];

describe('grid rows', () => {
  it('shows the edit over the stored text', () => {
    expect(currentText(entries[0]!, {})).toBe('Gabeln gerade?');
    expect(currentText(entries[0]!, { a: 'Neu' })).toBe('Neu');
    expect(currentText(entries[1]!, {})).toBe('');
  });

  it.each([
    ['everything', { search: '', onlyMissing: false }, {}, ['a', 'b', 'c']],
    ['only missing', { search: '', onlyMissing: true }, {}, ['b', 'c']],
    ['only missing counts edits', { search: '', onlyMissing: true }, { b: 'Reifen' }, ['c']],
    ['search in the source, any case', { search: 'TYRE', onlyMissing: false }, {}, ['b']],
    ['search in the translation', { search: 'gabeln', onlyMissing: false }, {}, ['a']],
  ])('filter: %s', (_name, filter, edits, expected) => {
    expect(visibleRows(entries, edits, filter).map((e) => e.key)).toEqual(expected);
  });

  it.each(['content', 'info'] as const)('searches a rich text (%s) by its words, not its markup', (kind) => {
    const body: TranslationEntry = {
      key: 'i:content',
      kind,
      source: '<p><strong>Wear</strong> gloves</p>',
      translation: null,
    };
    const search = (text: string) => visibleRows([body], {}, { search: text, onlyMissing: false }).length;
    expect(search('wear')).toBe(1);
    expect(search('strong')).toBe(0);
  });

  it('sends only edits that differ from what is stored, an emptied one as empty text', () => {
    expect(changedItems(entries, { a: 'Gabeln gerade?', b: 'Reifen', c: '' })).toEqual([
      { key: 'b', value: 'Reifen' },
    ]);
    expect(changedItems(entries, { a: '' })).toEqual([{ key: 'a', value: '' }]);
  });

  it('splits into batches of at most ten', () => {
    const keys = Array.from({ length: 23 }, (_, i) => `k${i}`);
    expect(batches(keys, 10).map((b) => b.length)).toEqual([10, 10, 3]);
    expect(batches([], 10)).toEqual([]);
  });

  it('auto-translates the selection, or else every untranslated row', () => {
    expect(autoTranslateKeys(entries, {}, new Set(['a']))).toEqual(['a']);
    expect(autoTranslateKeys(entries, {}, new Set())).toEqual(['b', 'c']);
    expect(autoTranslateKeys(entries, { b: 'Reifen' }, new Set())).toEqual(['c']);
  });
});
