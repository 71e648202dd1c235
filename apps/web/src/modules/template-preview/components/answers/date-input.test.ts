import { describe, expect, it } from 'vitest';
import { dateInputType } from './date-input';

const dateItem = (type: string, shape?: string) => ({
  type: type as 'datetime',
  options: shape === undefined ? {} : { date_time_shape: shape },
});

describe('dateInputType', () => {
  it.each([
    ['year', 'number'],
    ['year_month', 'month'],
    ['year_month_day', 'date'],
    ['month_day', 'date'],
    ['hour_minute', 'time'],
    ['day_hour_minute', 'datetime-local'],
    ['year_month_day_hour_minute', 'datetime-local'],
  ])('asks for the parts of the %s shape with a %s input', (shape, input) => {
    expect(dateInputType(dateItem('datetime', shape))).toBe(input);
    expect(dateInputType(dateItem('inspection_start_date', shape))).toBe(input);
  });

  it('falls back on the type when the shape is missing or unknown', () => {
    expect(dateInputType(dateItem('date'))).toBe('date');
    expect(dateInputType(dateItem('time', 'fortnight'))).toBe('time');
    expect(dateInputType(dateItem('datetime'))).toBe('datetime-local');
  });

  it('leaves other types alone', () => {
    expect(dateInputType(dateItem('textAnswer', 'year'))).toBeNull();
  });
});
