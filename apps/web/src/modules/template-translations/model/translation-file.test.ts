import type { TranslationEntry } from '@fieldbook/domain/templates';
import { describe, expect, it } from 'vitest';
import { problemLines } from '../components/import-modal';
import { csvHeaders, exportBlob, exportRows, formatOf, suggestMapping } from './translation-file';

const entries: TranslationEntry[] = [
  { key: 'a', kind: 'title', source: 'Forks, straight?', translation: 'Gabeln "gerade"?' },
  { key: 'o1', kind: 'option', source: 'Yes', translation: null },
];

describe('translation files', () => {
  it.each([
    ['comma', 'key,de\na,b', ['key', 'de']],
    ['semicolon with BOM', '\uFEFFkey;Deutsch;\n1;2;', ['key', 'Deutsch']],
    ['quoted', '"key","the text"\n', ['key', 'the text']],
    ['empty', '', []],
  ])('reads the CSV header (%s)', (_name, text, expected) => {
    expect(csvHeaders(text)).toEqual(expected);
  });

  it.each([
    [['key', 'kind', 'source', 'de'], 'de', { key: 'key', translation: 'de' }],
    [['ID', 'Translation'], 'fr', { key: 'ID', translation: 'Translation' }],
    [['a', 'b'], 'de', { key: '', translation: '' }],
  ] as const)('suggests a mapping for %j', (headers, lang, expected) => {
    expect(suggestMapping(headers, lang)).toEqual(expected);
  });

  it('exports key, kind, source and the language, and the CSV reads back', async () => {
    const rows = exportRows(entries, 'de');
    expect(rows).toEqual([
      ['key', 'kind', 'source', 'de'],
      ['a', 'title', 'Forks, straight?', 'Gabeln "gerade"?'],
      ['o1', 'option', 'Yes', ''],
    ]);
    const text = await (await exportBlob(rows, 'csv')).text();
    expect(csvHeaders(text)).toEqual(['key', 'kind', 'source', 'de']);
    expect(text).toContain('"Gabeln ""gerade""?"');
  });

  it('tells the format by content, not by name', async () => {
    expect(await formatOf(new File(['PK\u0003\u0004'], 'x.csv'))).toBe('xlsx');
    expect(await formatOf(new File(['key,de'], 'x.xlsx'))).toBe('csv');
  });

  it('lists import problems by row', () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values)}`;
    expect(problemLines({ 'rows.3': 'Key not found in template', file: 'Choose another file.' }, t)).toEqual([
      'import.row {"row":"3","message":"Key not found in template"}',
      'Choose another file.',
    ]);
  });
});
