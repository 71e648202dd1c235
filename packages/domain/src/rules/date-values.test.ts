import { describe, expect, it } from 'vitest';
import { dateComparable, formatRuleTimestamp, parseDateParts, requiredDateParts } from './date-values';

describe('date values', () => {
  it.each([
    ['2024-02-29T10:15:30', { year: 2024, month: 2, day: 29, hour: 10, minute: 15, second: 30 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29, hour: null, minute: null, second: null }],
    ['2024-02', { year: 2024, month: 2, day: null, hour: null, minute: null, second: null }],
    ['2024', { year: 2024, month: null, day: null, hour: null, minute: null, second: null }],
    ['10:15', { year: null, month: null, day: null, hour: 10, minute: 15, second: null }],
    ['--12-25', { year: null, month: 12, day: 25, hour: null, minute: null, second: null }],
  ])('parses %s', (text, parts) => {
    expect(parseDateParts(text)).toEqual(parts);
  });

  it.each(['', '2023-02-29', '2024-13-01', '2024-01-32', '24:00', '10:60', '10:00:61', 'noon', '2024-1-1'])(
    'rejects %j',
    (text) => {
      expect(parseDateParts(text)).toBeNull();
    },
  );

  it('gives the parts each shape needs, null for an unknown shape', () => {
    expect(requiredDateParts('hour_minute')).toEqual(['hour', 'minute']);
    expect(requiredDateParts('month_day')).toEqual(['month', 'day']);
    expect(requiredDateParts('year_month_day_hour_minute')).toHaveLength(5);
    expect(requiredDateParts('week')).toBeNull();
  });

  it('compares instants and times of day, not month-days', () => {
    expect(dateComparable('2024-01-01T00:00:01')).toEqual({
      kind: 'instant',
      at: Date.UTC(2024, 0, 1, 0, 0, 1),
    });
    expect(dateComparable('01:02:03')).toEqual({ kind: 'time', at: 3723 });
    expect(dateComparable('--12-25')).toBeNull();
    expect(dateComparable('x')).toBeNull();
  });

  it('formats the rule timestamp', () => {
    expect(formatRuleTimestamp(new Date(Date.UTC(2024, 4, 6, 7, 8, 9)))).toBe('2024-05-06T07:08:09');
  });
});
