import { describe, expect, it } from 'vitest';
import { templateDocumentSchema } from './document.schema';
import { infoBlockSchema } from './entities.schema';
import { infoEntryKey, infoEntryKeys, positionalEntryId, withEntryIds } from './info-entries';

const text = (value: string, id?: string) => (id ? { id, type: 'text', value } : { type: 'text', value });

describe('withEntryIds', () => {
  it.each([
    ['keeps the ids entries have', [text('a', 'x'), text('b', 'y')], ['x', 'y']],
    [
      'gives an entry without one its position',
      [text('a'), text('b', 'y'), text('c')],
      ['entry-0', 'y', 'entry-2'],
    ],
    ['gives a repeated id to the first entry only', [text('a', 'x'), text('b', 'x')], ['x', 'entry-1']],
    [
      'steps past a position another entry holds as its id',
      [text('a'), text('b', 'entry-0')],
      ['entry-0-2', 'entry-0'],
    ],
    ['keeps an empty list empty', [], []],
  ])('%s', (_name, entries, ids) => {
    expect(withEntryIds(entries).map((e) => e.id)).toEqual(ids);
  });

  it('keeps what else an entry holds', () => {
    const link = { type: 'link', value: 'https://x.org', extra: 1 };
    expect(withEntryIds([link])).toEqual([{ ...link, id: positionalEntryId(0) }]);
  });
});

describe('info blocks stored before entries had ids (ADR 170)', () => {
  const stored = {
    template_id: 't',
    items: [
      { id: 'p', type: 'page', depth: 0, parent_id: null },
      { id: 'q', type: 'number', depth: 1, parent_id: 'p', options: { info_id: 'b' } },
    ],
    info: [{ uuid: 'b', items: [text('<p>Wear gloves</p>'), { type: 'link', value: 'https://x.org' }] }],
  };

  it('still load, each entry with its position as id', () => {
    const doc = templateDocumentSchema.parse(stored);
    expect(doc.info[0]?.items.map((e) => e.id)).toEqual(['entry-0', 'entry-1']);
  });

  it('get the same ids on every reading, and a parsed document keeps them when read again', () => {
    const once = templateDocumentSchema.parse(stored);
    expect(templateDocumentSchema.parse(stored)).toEqual(once);
    expect(templateDocumentSchema.parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });

  it('keep stored ids when an entry is inserted before them', () => {
    const saved = templateDocumentSchema.parse(stored).info[0]!;
    const edited = infoBlockSchema.parse({ ...saved, items: [text('<p>First</p>', 'new'), ...saved.items] });
    expect(edited.items.map((e) => e.id)).toEqual(['new', 'entry-0', 'entry-1']);
  });
});

describe('infoEntryKeys', () => {
  it('keys each entry by its block and its id', () => {
    const blocks = [
      { uuid: 'b1', items: [{ id: 'e1' }, { id: 'e2' }] },
      { uuid: 'b2', items: [{ id: 'e1' }] },
    ];
    expect([...infoEntryKeys(blocks)]).toEqual(['b1:e1', 'b1:e2', 'b2:e1']);
    expect(infoEntryKey('b1', 'e1')).toBe('b1:e1');
  });
});
