import { describe, expect, it } from 'vitest';
import { addDays, addMonths, filterDateSchema, isValidDateRange, isValidFilterDate } from './filter-dates';

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

  it('does calendar arithmetic across month and leap boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2024-05-31', -3)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-01-15', -12)).toBe('2023-01-15');
  });
});
