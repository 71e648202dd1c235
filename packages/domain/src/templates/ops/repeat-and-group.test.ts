import { describe, expect, it } from 'vitest';
import { buildDoc, conflictsOf, expectOk, namedIds } from '../test-fixtures';
import type { Row } from '../test-fixtures';
import { clearRepeatAndGroup, makeGrouped, makeRepeatable } from './repeat-and-group';

const rows: Row[] = [
  ['p', 'page', 0],
  ['x', 'section', 1],
  ['y', 'section', 2],
  ['a', 'list', 3],
  ['b', 'list', 1],
];
const doc = buildDoc(rows);

describe('makeRepeatable', () => {
  it('sets repeatable, its settings and a stable wrapper id', () => {
    const next = expectOk(makeRepeatable(doc, 'x', { min: 1, max: 3 }, namedIds()));
    expect(next.items[1]?.options).toMatchObject({
      repeatable: true,
      repeatable_settings: { min: 1, max: 3 },
      repeating_group_id: 'n1',
    });
  });

  const refusals: [string, (d: typeof doc) => typeof doc, string, string][] = [
    ['a page', (d) => d, 'p', 'type_not_supported:p'],
    ['an unknown item', (d) => d, 'zz', 'not_found:zz'],
    ['an item that already repeats', (d) => expectOk(makeRepeatable(d, 'x')), 'x', 'nesting_not_allowed:x'],
    [
      'an item already grouped',
      (d) => expectOk(makeGrouped(d, 'a', { type: 'vertical' })),
      'a',
      'nesting_not_allowed:a',
    ],
    ['below a repeatable ancestor', (d) => expectOk(makeRepeatable(d, 'x')), 'a', 'nesting_not_allowed:a'],
    [
      'above a grouped descendant',
      (d) => expectOk(makeGrouped(d, 'a', { type: 'vertical' })),
      'x',
      'nesting_not_allowed:a',
    ],
  ];
  it.each(refusals)('refuses %s', (_name, prepare, id, conflict) => {
    expect(conflictsOf(makeRepeatable(prepare(doc), id))).toEqual([conflict]);
  });

  it('allows siblings to repeat', () => {
    const once = expectOk(makeRepeatable(doc, 'x'));
    expect(makeRepeatable(once, 'b').ok).toBe(true);
  });
});

describe('makeGrouped', () => {
  it('adds the grouped entry and links it', () => {
    const next = expectOk(
      makeGrouped(doc, 'b', { type: 'custom', columns: { xs: 1, md: 3 } }, namedIds('g')),
    );
    expect(next.grouped_items).toEqual([{ uuid: 'g1', type: 'custom', columns: { xs: 1, md: 3 } }]);
    expect(next.items[4]?.options.grouped_item_id).toBe('g1');
  });

  it('refuses under a repeatable ancestor', () => {
    const once = expectOk(makeRepeatable(doc, 'y'));
    expect(conflictsOf(makeGrouped(once, 'a', { type: 'vertical' }))).toEqual(['nesting_not_allowed:a']);
  });

  it('refuses pages', () => {
    expect(conflictsOf(makeGrouped(doc, 'p', { type: 'vertical' }))).toEqual(['type_not_supported:p']);
  });
});

describe('clearRepeatAndGroup', () => {
  it('switches both off and drops the grouped entry', () => {
    const grouped = expectOk(makeGrouped(doc, 'x', { type: 'vertical' }, namedIds('g')));
    const cleared = expectOk(clearRepeatAndGroup(grouped, 'x'));
    expect(cleared.items[1]?.options).toMatchObject({ repeatable: false, grouped_item_id: null });
    expect(cleared.grouped_items).toEqual([]);
    const repeated = expectOk(clearRepeatAndGroup(expectOk(makeRepeatable(doc, 'a')), 'a'));
    expect(repeated.items[3]?.options).not.toHaveProperty('repeatable_settings');
    expect(repeated.items[3]?.options).not.toHaveProperty('repeating_group_id');
    expect(makeRepeatable(repeated, 'x').ok).toBe(true);
  });

  it('refuses unknown items', () => {
    expect(conflictsOf(clearRepeatAndGroup(doc, 'zz'))).toEqual(['not_found:zz']);
  });
});
