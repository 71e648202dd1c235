import { describe, expect, it } from 'vitest';
import { paginationRange, type PageItem } from './pagination-range';

describe('paginationRange (2 margin, 2 range pages)', () => {
  const cases: [number, number, PageItem[]][] = [
    [1, 0, []],
    [1, 1, [1]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 9, [1, 2, 3, 'gap', 8, 9]],
    [1, 7, [1, 2, 3, 'gap', 6, 7]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [5, 20, [1, 2, 3, 4, 5, 6, 7, 'gap', 19, 20]],
    [10, 20, [1, 2, 'gap', 8, 9, 10, 11, 12, 'gap', 19, 20]],
    [20, 20, [1, 2, 'gap', 18, 19, 20]],
    [99, 20, [1, 2, 'gap', 18, 19, 20]],
    [0, 3, [1, 2, 3]],
  ];
  it.each(cases)('page %i of %i', (current, total, expected) => {
    expect(paginationRange(current, total)).toEqual(expected);
  });

  it('honours other margin and range sizes', () => {
    expect(paginationRange(6, 11, 1, 1)).toEqual([1, 'gap', 5, 6, 7, 'gap', 11]);
  });
});
