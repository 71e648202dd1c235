import { describe, expect, it } from 'vitest';
import { optionBoundProblems } from './option-bounds';
import type { ItemType } from './item-types';

const codes = (type: ItemType, options: Record<string, unknown>) =>
  optionBoundProblems({ type, options }).map((p) => `${p.option}:${p.code}`);

describe('optionBoundProblems', () => {
  it('refuses negative or fractional decimal places', () => {
    expect(codes('number', { decimal: -3 })).toEqual(['decimal:not_negative']);
    expect(codes('number', { decimal: 1.5 })).toEqual(['decimal:not_negative']);
    expect(codes('number', { decimal: 2 })).toEqual([]);
  });
  it('marks both bounds when the minimum is above the maximum', () => {
    expect(optionBoundProblems({ type: 'number', options: { min: 100, max: 10 } })).toEqual([
      { option: 'min', code: 'min_above_max', params: { min: 100, max: 10 } },
      { option: 'max', code: 'min_above_max', params: { min: 100, max: 10 } },
    ]);
  });
  it('refuses a default outside the active bounds', () => {
    expect(codes('number', { min: 100, default_value: -5000 })).toEqual([
      'default_value:default_out_of_bounds',
    ]);
    expect(codes('number', { max: 10, default_value: 11 })).toEqual(['default_value:default_out_of_bounds']);
    expect(codes('number', { min: 1, max: 10, default_value: 5 })).toEqual([]);
  });
  it('keeps the spec rule that bounds of 0 or less are no bounds', () => {
    expect(codes('number', { min: 0, max: -10, default_value: -5000 })).toEqual([]);
  });
  it('needs a slider minimum below its maximum', () => {
    expect(codes('slider', { min: 10, max: -10 })).toEqual(['min:min_above_max', 'max:min_above_max']);
    expect(codes('slider', { min: 5, max: 5 })).toEqual(['min:min_above_max', 'max:min_above_max']);
    expect(codes('slider', { min: 0, max: 10 })).toEqual([]);
  });
  it('ignores other types', () => {
    expect(codes('textAnswer', { min: 100, max: 10 })).toEqual([]);
  });
});
