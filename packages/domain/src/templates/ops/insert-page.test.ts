import { describe, expect, it } from 'vitest';
import { buildDoc, conflictsOf, expectOk, namedIds, SAMPLE_ROWS, shapeOf } from '../test-fixtures';
import { insertPage } from './insert-page';

const sample = buildDoc(SAMPLE_ROWS);
const pages = (ids: string[]) => ids.filter((s) => s.split(':')[1] === '0').map((s) => s.split(':')[0]);

describe('insertPage', () => {
  const cases: [string, string | null, string[]][] = [
    ['default: before the end page', null, ['s', 'p', 'p2', 'n1', 'end', 'h']],
    ['after the start page: before the next page', 's', ['s', 'n1', 'p', 'p2', 'end', 'h']],
    ['after a main page', 'p', ['s', 'p', 'n1', 'p2', 'end', 'h']],
  ];
  it.each(cases)('%s', (_name, afterPageId, expected) => {
    const next = expectOk(insertPage(sample, afterPageId, namedIds()));
    expect(pages(shapeOf(next))).toEqual(expected);
    const at = shapeOf(next).indexOf('n1:0:-');
    expect(shapeOf(next)[at + 1]).toBe('n2:1:n1');
    expect(next.items.find((i) => i.id === 'n2')?.type).toBe('textAnswer');
  });

  it('appends when there is no later page', () => {
    const doc = buildDoc([['s', 'start_page', 0]]);
    expect(shapeOf(expectOk(insertPage(doc, 's', namedIds())))).toEqual(['s:0:-', 'n1:0:-', 'n2:1:n1']);
    expect(shapeOf(expectOk(insertPage(doc, null, namedIds())))).toEqual(['s:0:-', 'n1:0:-', 'n2:1:n1']);
  });

  it.each([
    ['end', 'fixed_position:end'],
    ['h', 'fixed_position:h'],
    ['a', 'not_found:a'],
    ['zz', 'not_found:zz'],
  ])('refuses after %s', (afterPageId, conflict) => {
    expect(conflictsOf(insertPage(sample, afterPageId, namedIds()))).toEqual([conflict]);
  });
});
