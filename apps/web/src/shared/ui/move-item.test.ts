import { describe, expect, it } from 'vitest';
import { moveItem } from './move-item';

describe('moveItem', () => {
  it.each([
    [0, 1, ['b', 'a', 'c']],
    [2, -1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 1, ['a', 'b', 'c']],
  ] as const)('moves %i by %i', (from, step, expected) => {
    expect(moveItem(['a', 'b', 'c'], from, step)).toEqual(expected);
  });
});
