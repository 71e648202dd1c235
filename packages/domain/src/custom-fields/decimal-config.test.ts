import { describe, expect, it } from 'vitest';
import { MAX_DIGITS_OPTIONS, changeMaxDigits, decimalsOptions } from './decimal-config';

describe('decimal config rules', () => {
  it('offers max_digits 1 to 16', () => {
    expect(MAX_DIGITS_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it.each([
    [null, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [16, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [10, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [4, [0, 1, 2, 3]],
    [1, [0]],
  ])('decimals offered for max_digits %s', (maxDigits, expected) => {
    expect(decimalsOptions(maxDigits)).toEqual(expected);
  });

  it.each([
    ['rising keeps decimals', { max_digits: 5, decimals: 3 }, 8, { max_digits: 8, decimals: 3 }],
    ['falling above keeps decimals', { max_digits: 8, decimals: 3 }, 4, { max_digits: 4, decimals: 3 }],
    ['falling to decimals resets', { max_digits: 8, decimals: 3 }, 3, { max_digits: 3, decimals: 0 }],
    ['falling below decimals resets', { max_digits: 8, decimals: 3 }, 2, { max_digits: 2, decimals: 0 }],
    ['emptied keeps decimals', { max_digits: 8, decimals: 3 }, null, { max_digits: null, decimals: 3 }],
    ['empty decimals stays empty', { max_digits: 8, decimals: null }, 1, { max_digits: 1, decimals: null }],
  ])('%s', (_name, config, maxDigits, expected) => {
    expect(changeMaxDigits(config, maxDigits)).toEqual(expected);
  });
});
