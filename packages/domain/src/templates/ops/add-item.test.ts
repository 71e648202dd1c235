import { describe, expect, it } from 'vitest';
import { buildDoc, conflictsOf, expectOk, namedIds, SAMPLE_ROWS, shapeOf } from '../test-fixtures';
import type { Row } from '../test-fixtures';
import type { ItemType } from '../item-types';
import { addItem } from './add-item';

const sample = buildDoc(SAMPLE_ROWS);

describe('addItem placement', () => {
  const cases: [string, string, number | undefined, boolean, string[]][] = [
    ['after a leaf: sibling', 'a', undefined, false, ['p:0:-', 'a:1:p', 'n1:1:p', 'sec:1:p']],
    ['after an expanded section: first child', 'sec', undefined, false, ['sec:1:p', 'n1:2:sec', 'b:2:sec']],
    ['after a page: first child', 'p', undefined, false, ['p:0:-', 'n1:1:p', 'a:1:p']],
    ['after the last child, one level up', 'c', 1, false, ['c:2:sec', 'n1:1:p', 'd:1:p']],
    ['after the last child, same level', 'c', 2, false, ['c:2:sec', 'n1:2:sec', 'd:1:p']],
    ['after a collapsed section: behind its subtree', 'sec', undefined, true, ['c:2:sec', 'n1:1:p', 'd:1:p']],
  ];
  it.each(cases)('%s', (_name, afterId, depth, collapse, expected) => {
    const doc = collapse
      ? { ...sample, items: sample.items.map((i) => (i.id === 'sec' ? { ...i, collapsed: true } : i)) }
      : sample;
    const next = expectOk(addItem(doc, { type: 'number', afterId, depth }, namedIds()));
    const shape = shapeOf(next);
    const at = shape.indexOf(expected[0] as string);
    expect(shape.slice(at, at + expected.length)).toEqual(expected);
    expect(shape).toHaveLength(sample.items.length + 1);
  });
});

describe('addItem refusals', () => {
  const cases: [string, ItemType, string, number | undefined, string][] = [
    ['page kinds go through insertPage', 'page', 'a', undefined, 'type_not_supported:-'],
    ['disabled types', 'inspection_real_end_date', 'e1', undefined, 'type_not_supported:-'],
    ['deprecated types', 'site', 's1', undefined, 'type_not_supported:-'],
    ['unknown row', 'number', 'zz', undefined, 'not_found:zz'],
    ['depth that would steal the next row', 'number', 'sec', 1, 'no_parent:n1'],
    ['depth below a leaf', 'number', 'a', 2, 'no_parent:n1'],
    ['page exclusion', 'asset', 'a', undefined, 'not_allowed_in_page:n1'],
    ['end page exclusion', 'document_id', 'e1', undefined, 'not_allowed_in_page:n1'],
    ['section into the hidden page', 'section', 'rs', undefined, 'not_allowed_in_page:n1'],
  ];
  it.each(cases)('%s', (_name, type, afterId, depth, conflict) => {
    expect(conflictsOf(addItem(sample, { type, afterId, depth }, namedIds()))).toEqual([conflict]);
  });

  it('allows one asset per page only', () => {
    const once = expectOk(addItem(sample, { type: 'asset', afterId: 's1' }, namedIds('x')));
    // The new asset lands first, so the earlier one (x1) is now the later duplicate.
    expect(conflictsOf(addItem(once, { type: 'asset', afterId: 's1' }, namedIds()))).toEqual([
      'not_duplicable_in_page:x1',
    ]);
    expect(conflictsOf(addItem(once, { type: 'asset', afterId: 'x1' }, namedIds()))).toEqual([
      'not_duplicable_in_page:n1',
    ]);
  });

  it('refuses a drop after a collapsed page', () => {
    const rows: Row[] = [
      ['p', 'page', 0, {}, true],
      ['a', 'number', 1],
    ];
    expect(conflictsOf(addItem(buildDoc(rows), { type: 'number', afterId: 'p' }, namedIds()))).toEqual([
      'no_parent:n1',
    ]);
  });
});

describe('addItem result', () => {
  it('creates default options, presets and marks the draft', () => {
    const doc = { ...sample, need_merge_request: true };
    const next = expectOk(
      addItem(doc, { type: 'slider', afterId: 'a', title: 'Level', options: { step: 5 } }, namedIds()),
    );
    const item = next.items.find((i) => i.id === 'n1');
    expect(item).toMatchObject({ title: 'Level', type: 'slider', options: { min: 0, max: 10, step: 5 } });
    expect(next.has_draft).toBe(true);
    expect(next.need_merge_request).toBe(false);
    expect(sample.items).toHaveLength(SAMPLE_ROWS.length);
  });
});

describe('addItem with its own answers', () => {
  it('stores the response set and links the new question to it in one edit', () => {
    const set = { uuid: 'rs1', options: [{ uuid: 'y', label: 'Yes', color: 'green' }] };
    const next = expectOk(addItem(sample, { type: 'yesno', afterId: 'a', response_set: set }, namedIds()));
    const added = next.items.find((item) => item.id === 'n1');
    expect(added?.options.response_set_id).toBe('rs1');
    expect(next.response_sets).toContainEqual(set);
    expect(next.response_sets).toHaveLength(sample.response_sets.length + 1);
  });
});
