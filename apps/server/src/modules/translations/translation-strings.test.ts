import { describe, expect, it } from 'vitest';
import { createItem, createTemplate, templateDocumentSchema } from '@fieldbook/domain/templates';
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

describe('translatableTexts of related info', () => {
  const base = createTemplate({ template_id: 't1', title: 'T' });
  const page = base.items[0];
  const question = (title: string, info_id: string) =>
    createItem('number', { depth: 1, parent_id: page?.id ?? null, title, options: { info_id } });
  const [a, b, c] = [question('A', 'shared'), question('B', 'shared'), question('C', 'own')];
  const doc = templateDocumentSchema.parse({
    ...base,
    items: [...base.items, a, b, c],
    info: [
      { uuid: 'unused', items: [{ type: 'text', value: '<p>Nowhere</p>' }] },
      {
        uuid: 'shared',
        items: [
          { type: 'text', value: '<p>Old</p>' },
          { id: 'e2', type: 'link', value: 'https://example.org' },
          { id: 'e3', type: 'text', value: '<p> </p>' },
          { id: 'e4', type: 'text', value: '<p><em>New</em></p>' },
        ],
      },
      { uuid: 'own', items: [{ id: 'x', type: 'image', value: '/files/a.png' }] },
    ],
  });

  it('lists the texts of an item’s block after it, under block:entry, a shared block once at its first item', () => {
    const keys = translatableTexts(doc).map((e) => e.key);
    expect(keys.slice(keys.indexOf(a.id), keys.indexOf(c.id) + 1)).toEqual([
      a.id,
      'shared:entry-0',
      'shared:e4',
      b.id,
      c.id,
    ]);
    expect(translatableTexts(doc).find((e) => e.key === 'shared:e4')).toEqual({
      key: 'shared:e4',
      kind: 'info',
      source: '<p><em>New</em></p>',
    });
  });

  it('leaves out links, images, empty texts and blocks no item shows', () => {
    const infoKeys = translatableTexts(doc)
      .filter((e) => e.kind === 'info')
      .map((e) => e.key);
    expect(infoKeys).toEqual(['shared:entry-0', 'shared:e4']);
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
