import { describe, expect, it } from 'vitest';
import { createItem, createTemplate } from '@fieldbook/domain/templates';
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

describe('translatableTexts of instructions', () => {
  const base = createTemplate({ template_id: 't1', title: 'T' });
  const page = base.items[0];
  const withBody = (content: string) => ({
    ...base,
    items: [
      ...base.items,
      createItem('instruction', {
        depth: 1,
        parent_id: page?.id ?? null,
        title: 'Read',
        options: { content },
      }),
    ],
  });

  it('lists a body with text under id:content, right after the title', () => {
    const doc = withBody('<p><em>Mind</em> the step</p>');
    const item = doc.items.at(-1)!;
    const entries = translatableTexts(doc).filter((e) => e.key.startsWith(item.id));
    expect(entries).toEqual([
      { key: item.id, kind: 'title', source: 'Read' },
      { key: `${item.id}:content`, kind: 'content', source: '<p><em>Mind</em> the step</p>' },
    ]);
  });

  it.each(['', '<p></p>', '<p>&nbsp; </p>'])('leaves out a body without text: %j', (content) => {
    expect(translatableTexts(withBody(content)).some((e) => e.kind === 'content')).toBe(false);
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
