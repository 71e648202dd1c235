import { describe, expect, it } from 'vitest';
import { withActiveRow } from './drag-state';

describe('withActiveRow', () => {
  it.each([
    [[3, 4, 5], -1, [3, 4, 5]],
    [[3, 4, 5], 4, [3, 4, 5]],
    [[3, 4, 5], 0, [0, 3, 4, 5]],
    [[3, 4, 5], 9, [3, 4, 5, 9]],
  ])('rows %j with the dragged row %i draw %j', (rows, active, expected) => {
    expect(withActiveRow(rows, active)).toEqual(expected);
  });
});
