import { describe, expect, it } from 'vitest';
import { buildDoc, SAMPLE_ROWS } from './test-fixtures';
import { ancestorIndexes, pageIndexOf, resolvePlacement, subtreeEnd } from './tree';

const items = buildDoc(SAMPLE_ROWS).items;
const at = (id: string) => items.findIndex((i) => i.id === id);

describe('tree helpers', () => {
  it.each([
    ['p', 'p2'],
    ['sec', 'd'],
    ['b', 'c'],
    ['h', null],
  ])('subtree of %s ends before %s', (id, next) => {
    expect(items[subtreeEnd(items, at(id))]?.id ?? null).toBe(next);
  });

  it('finds pages and ancestors', () => {
    expect(items[pageIndexOf(items, at('c'))]?.id).toBe('p');
    expect(pageIndexOf([], 0)).toBe(-1);
    expect(ancestorIndexes(items, at('c')).map((i) => items[i]?.id)).toEqual(['sec', 'p']);
    expect(ancestorIndexes(items, at('p'))).toEqual([]);
  });

  it.each([
    ['a', undefined, { index: at('a') + 1, depth: 1 }],
    ['c', 1, { index: at('d'), depth: 1 }],
    ['c', 0, null],
    ['zz', undefined, null],
  ])('resolves a drop after %s at depth %s', (id, depth, expected) => {
    expect(resolvePlacement(items, at(id), depth)).toEqual(expected);
  });
});
