import { describe, expect, it } from 'vitest';
import { createTemplate } from '@fieldbook/domain/templates';
import { translatableTexts, translationChanges } from './translation-strings';

describe('translatableTexts', () => {
  it('lists titled items and option labels under their stable ids', () => {
    const doc = createTemplate({ template_id: 't1', title: 'T' });
    const titled = doc.items.filter((i) => i.title.trim() !== '');
    const withOptions = {
      ...doc,
      response_sets: [
        {
          uuid: 'rs',
          options: [
            { uuid: 'o1', label: 'Yes' },
            { uuid: 'o2', label: ' ' },
          ],
        },
      ],
    };
    const entries = translatableTexts(withOptions);
    expect(entries.filter((e) => e.kind === 'title').map((e) => e.key)).toEqual(titled.map((i) => i.id));
    expect(entries.filter((e) => e.kind === 'option')).toEqual([
      { key: 'o1', kind: 'option', source: 'Yes' },
    ]);
  });
});

describe('translationChanges', () => {
  it.each([
    [{}, { a: 'x' }, [{ key: 'a', old: null, new: 'x' }]],
    [{ a: 'x' }, {}, [{ key: 'a', old: 'x', new: null }]],
    [{ a: 'x' }, { a: 'y' }, [{ key: 'a', old: 'x', new: 'y' }]],
    [{ a: 'x' }, { a: 'x' }, []],
  ])('%j → %j', (before, after, expected) => {
    expect(translationChanges(before, after)).toEqual(expected);
  });
});
