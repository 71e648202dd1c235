import { describe, expect, it } from 'vitest';
import { templateDocumentSchema } from '@fieldbook/domain/templates';
import { gridColumns, groupedLayoutOf } from './grouped-layout';

describe('gridColumns', () => {
  it.each([
    [
      'every size given',
      { xs: 1, sm: 2, md: 3, lg: 4, xl: 6 },
      { base: 1, xs: 1, sm: 2, md: 3, lg: 4, xl: 6 },
    ],
    ['gaps take the smaller size', { xs: 2, lg: 5 }, { base: 2, xs: 2, sm: 2, md: 2, lg: 5, xl: 5 }],
    ['none given is one column', undefined, { base: 1, xs: 1, sm: 1, md: 1, lg: 1, xl: 1 }],
    [
      'nonsense and too many are bounded',
      { xs: 0, sm: 2.5, md: 40 },
      { base: 1, xs: 1, sm: 1, md: 12, lg: 12, xl: 12 },
    ],
  ])('%s', (_, columns, expected) => {
    expect(gridColumns(columns)).toEqual(expected);
  });
});

describe('groupedLayoutOf', () => {
  it('finds the layout an item names and nothing for an item without one', () => {
    const doc = templateDocumentSchema.parse({
      template_id: 't',
      items: [
        { id: 'p', type: 'page', depth: 0, parent_id: null },
        { id: 'g', type: 'section', depth: 1, parent_id: 'p', options: { grouped_item_id: 'lay' } },
        { id: 'q', type: 'textAnswer', depth: 2, parent_id: 'g' },
      ],
      grouped_items: [{ uuid: 'lay', type: 'custom', columns: { xs: 1, md: 3 } }],
    });
    expect(groupedLayoutOf(doc, doc.items[1]!)).toMatchObject({ type: 'custom' });
    expect(groupedLayoutOf(doc, doc.items[2]!)).toBeUndefined();
  });
});
