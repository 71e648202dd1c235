import { describe, expect, it } from 'vitest';
import type { RuleSetInput } from '../../rules/rule-set.schema';
import { buildDoc, conflictsOf, expectOk, idsOf, SAMPLE_ROWS } from '../test-fixtures';
import type { Row } from '../test-fixtures';
import { deleteItems } from './delete-items';

const sample = buildDoc(SAMPLE_ROWS);

describe('deleteItems', () => {
  const cases: [string, string[], string[]][] = [
    ['a question', ['a'], ['p', 'sec', 'b', 'c', 'd']],
    ['a section with its descendants', ['sec'], ['p', 'a', 'd']],
    ['a main page with its items', ['p'], ['s', 's1', 'p2', 'e']],
    ['overlapping selections', ['sec', 'b'], ['p', 'a', 'd']],
  ];
  it.each(cases)('%s', (_name, ids, window) => {
    const kept = idsOf(expectOk(deleteItems(sample, ids)));
    for (const id of ids) expect(kept).not.toContain(id);
    const start = kept.indexOf(window[0] as string);
    expect(kept.slice(start, start + window.length)).toEqual(window);
  });

  it.each([
    [['s'], 'fixed_position:s'],
    [['end'], 'fixed_position:end'],
    [['h'], 'fixed_position:h'],
    [['re'], 'fixed_position:re'],
    [['zz'], 'not_found:zz'],
  ])('refuses %j', (ids, conflict) => {
    expect(conflictsOf(deleteItems(sample, ids))).toEqual([conflict]);
  });

  it('refuses deleting a page that holds a fixed item', () => {
    const doc = buildDoc([
      ['s', 'start_page', 0],
      ['p', 'page', 0],
      ['rs', 'inspection_real_start_date', 1],
    ]);
    expect(conflictsOf(deleteItems(doc, ['p']))).toEqual(['fixed_position:rs']);
  });

  it('refuses when a calculation or rule would read a missing item, listing every conflict', () => {
    const rows: Row[] = [
      ['p', 'page', 0],
      ['a', 'number', 1],
      ['c', 'calculation', 1, { calculations: { value: 'a', items: ['a'] } }],
      ['y', 'yesno', 1, { rule_set_id: 'r' }],
    ];
    const rule: RuleSetInput = { uuid: 'r', related_items: ['a'], action_items: [], rules: [] };
    const result = deleteItems(buildDoc(rows, { rule_sets: [rule] }), ['a']);
    expect(result.ok).toBe(false);
    expect(
      !result.ok && result.conflicts.map((c) => ('kind' in c ? `${c.item_id}:${c.kind}:${c.reason}` : '')),
    ).toEqual(['c:calculation:missing', 'y:rule_set_condition:missing']);
  });

  it('drops attachments and translations only the deleted items used', () => {
    const rows: Row[] = [
      ['p', 'page', 0],
      ['a', 'yesno', 1, { rule_set_id: 'r', info_id: 'i' }],
      ['b', 'yesno', 1, { info_id: 'shared' }],
      ['c', 'yesno', 1, { info_id: 'shared', image_marker_id: 'm', grouped_item_id: 'g' }],
    ];
    const doc = buildDoc(rows, {
      rule_sets: [{ uuid: 'r', related_items: ['a'], action_items: [], rules: [] }],
      info: [
        { uuid: 'i', items: [] },
        { uuid: 'shared', items: [] },
      ],
      image_markers: [{ uuid: 'm', file: null }],
      grouped_items: [{ uuid: 'g', type: 'vertical' }],
      translations: {
        de: { a: 'A', 'a:hint': 'H', b: 'B', r: 'R', shared: 'S', 'i:e1': 'I', 'shared:e1': 'T' },
      },
    });
    const next = expectOk(deleteItems(doc, ['a', 'c']));
    expect(next.rule_sets).toEqual([]);
    expect(next.info.map((i) => i.uuid)).toEqual(['shared']);
    expect(next.image_markers).toEqual([]);
    expect(next.grouped_items).toEqual([]);
    expect(next.translations).toEqual({ de: { b: 'B', shared: 'S', 'shared:e1': 'T' } });
    expect(next.dependencies).toEqual({});
  });
});
