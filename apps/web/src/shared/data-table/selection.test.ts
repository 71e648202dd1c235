import { describe, expect, it } from 'vitest';
import { offersSelectAllByFilter, selectionCount } from './selection';

describe('select all by filter', () => {
  it.each([
    [true, 25, 25, 100, true],
    [true, 24, 25, 100, false],
    [true, 25, 25, 25, false],
    [false, 25, 25, 100, false],
    [true, 0, 0, 0, false],
  ])('enabled=%s selected=%i page=%i total=%i → %s', (enabled, selected, page, total, offered) => {
    expect(offersSelectAllByFilter(enabled, selected, page, total)).toBe(offered);
  });

  it('counts rows or the filter total', () => {
    expect(selectionCount(null)).toBe(0);
    expect(selectionCount({ mode: 'rows', rows: [1, 2] })).toBe(2);
    expect(selectionCount({ mode: 'filter', filter: {}, total: 340 })).toBe(340);
  });
});
