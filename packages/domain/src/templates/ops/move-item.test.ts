import { describe, expect, it } from 'vitest';
import type { RuleSetInput } from '../../rules/rule-set.schema';
import { buildDoc, conflictsOf, expectOk, idsOf, SAMPLE_ROWS, shapeOf } from '../test-fixtures';
import type { Row } from '../test-fixtures';
import { moveItem, movePage } from './move-item';

const sample = buildDoc(SAMPLE_ROWS);
const window = (shape: string[], first: string, n: number) =>
  shape.slice(shape.indexOf(first), shape.indexOf(first) + n);

describe('moveItem', () => {
  const cases: [string, string, string, number | undefined, string, string[]][] = [
    [
      're-parented under an expanded section',
      'd',
      'sec',
      undefined,
      'sec:1:p',
      ['sec:1:p', 'd:2:sec', 'b:2:sec'],
    ],
    ['out of a section, one level up', 'b', 'c', 1, 'c:2:sec', ['c:2:sec', 'b:1:p', 'd:1:p']],
    ['to another page', 'a', 'e', undefined, 'e:1:p2', ['e:1:p2', 'a:1:p2', 'end:0:-']],
    [
      'a section with its descendants',
      'sec',
      'e',
      undefined,
      'e:1:p2',
      ['e:1:p2', 'sec:1:p2', 'b:2:sec', 'c:2:sec'],
    ],
    ['under a page', 'e', 'p', undefined, 'p:0:-', ['p:0:-', 'e:1:p', 'a:1:p']],
    ['a question one level deeper', 'e', 'sec', undefined, 'sec:1:p', ['sec:1:p', 'e:2:sec', 'b:2:sec']],
  ];
  it.each(cases)('%s', (_name, id, afterId, depth, first, expected) => {
    const next = expectOk(moveItem(sample, id, { afterId, depth }));
    expect(window(shapeOf(next), first, expected.length)).toEqual(expected);
    expect(next.items).toHaveLength(sample.items.length);
  });

  it('moves a collapsed section with its descendants behind another collapsed one', () => {
    const rows: Row[] = [
      ['p', 'page', 0],
      ['x', 'section', 1, {}, true],
      ['x1', 'number', 2],
      ['y', 'section', 1, {}, true],
      ['y1', 'number', 2],
    ];
    expect(shapeOf(expectOk(moveItem(buildDoc(rows), 'x', { afterId: 'y' })))).toEqual([
      'p:0:-',
      'y:1:p',
      'y1:2:y',
      'x:1:p',
      'x1:2:x',
    ]);
  });

  it('shifts the depths of a moved subtree', () => {
    const rows: Row[] = [
      ['p', 'page', 0],
      ['x', 'section', 1],
      ['x1', 'number', 2],
      ['sec', 'section', 1],
      ['b', 'number', 2],
    ];
    expect(shapeOf(expectOk(moveItem(buildDoc(rows), 'sec', { afterId: 'x' })))).toEqual([
      'p:0:-',
      'x:1:p',
      'sec:2:x',
      'b:3:sec',
      'x1:2:x',
    ]);
  });

  const refusals: [string, string, string, number | undefined, string][] = [
    ['pages are not moved by item move', 'p', 's1', undefined, 'fixed_position:p'],
    ['unknown item', 'zz', 'a', undefined, 'not_found:zz'],
    ['unknown target', 'a', 'zz', undefined, 'not_found:zz'],
    ['into its own subtree', 'sec', 'b', undefined, 'no_parent:sec'],
    ['invalid depth', 'a', 'sec', 1, 'no_parent:a'],
    ['start-type item leaving its page', 'rs', 's1', undefined, 'fixed_position:rs'],
    ['a question into the hidden page', 'a', 'rs', undefined, 'not_allowed_in_page:a'],
  ];
  it.each(refusals)('refuses %s', (_name, id, afterId, depth, conflict) => {
    expect(conflictsOf(moveItem(sample, id, { afterId, depth }))).toEqual([conflict]);
  });

  it('lets start-type items move inside their page', () => {
    const rows: Row[] = [
      ['s', 'start_page', 0],
      ['d', 'document_id', 1],
      ['t', 'textAnswer', 1],
    ];
    expect(idsOf(expectOk(moveItem(buildDoc(rows), 'd', { afterId: 't' })))).toEqual(['s', 't', 'd']);
  });

  it('refuses a move that puts a dependency after its reader, with the conflicts', () => {
    const rows: Row[] = [
      ['p', 'page', 0],
      ['a', 'number', 1],
      ['c', 'calculation', 1, { calculations: { value: 'a', items: ['a'] } }],
      ['y', 'yesno', 1, { rule_set_id: 'r' }],
      ['z', 'textAnswer', 1],
    ];
    const rule: RuleSetInput = { uuid: 'r', related_items: ['a', 'y'], action_items: ['z'], rules: [] };
    const doc = buildDoc(rows, { rule_sets: [rule] });
    expect(conflictsOf(moveItem(doc, 'a', { afterId: 'z' }))).toEqual(['reference:c', 'reference:y']);
    expect(moveItem(doc, 'z', { afterId: 'p' }).ok).toBe(true);
  });
});

describe('movePage', () => {
  const pages = (ids: string[]) => ids.filter((s) => s.endsWith(':0:-')).map((s) => s.split(':')[0]);

  it.each([
    ['p', 'p2', ['s', 'p2', 'p', 'end', 'h']],
    ['p2', 's', ['s', 'p2', 'p', 'end', 'h']],
    ['p', 'p', ['s', 'p', 'p2', 'end', 'h']],
  ])('moves %s after %s', (id, after, expected) => {
    const next = expectOk(movePage(sample, id, after));
    expect(pages(shapeOf(next))).toEqual(expected);
    expect(next.items).toHaveLength(sample.items.length);
  });

  it.each([
    ['s', 'p', 'fixed_position:s'],
    ['end', 'p', 'fixed_position:end'],
    ['a', 'p', 'not_found:a'],
    ['p', 'end', 'fixed_position:p'],
    ['p', 'a', 'not_found:a'],
  ])('refuses %s after %s', (id, after, conflict) => {
    expect(conflictsOf(movePage(sample, id, after))).toEqual([conflict]);
  });

  it('refuses a reorder that breaks a reference', () => {
    const rows: Row[] = [
      ['p', 'page', 0],
      ['a', 'number', 1],
      ['q', 'page', 0],
      ['c', 'calculation', 1, { calculations: { value: 'a', items: ['a'] } }],
    ];
    expect(conflictsOf(movePage(buildDoc(rows), 'q', 'zz'))).toEqual(['not_found:zz']);
    const withStart = buildDoc([['s', 'start_page', 0], ...rows]);
    expect(conflictsOf(movePage(withStart, 'q', 's'))).toEqual(['reference:c']);
  });
});
