import { describe, expect, it } from 'vitest';
import { filterDateSchema, isValidDateRange, isValidFilterDate } from './filter-dates';

describe('filter dates', () => {
  it.each([
    ['2024-02-29', true],
    ['1920-01-01', true],
    ['1919-12-31', false],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-1-01', false],
    ['2024-01-01T00:00', false],
    [20240101, false],
  ])('%s is a valid filter date: %s', (value, valid) => {
    expect(isValidFilterDate(value)).toBe(valid);
    expect(filterDateSchema.safeParse(value).success).toBe(valid);
  });

  it.each([
    [['2024-01-01', '2024-01-31'], true],
    [['2024-01-01', '2024-01-01'], true],
    [['2024-02-01', '2024-01-01'], false],
    [['2024-01-01'], false],
    [['2024-01-01', ''], false],
    ['2024-01-01', false],
  ])('%j is a valid range: %s', (value, valid) => {
    expect(isValidDateRange(value)).toBe(valid);
  });
});
