import type { Item } from '@fieldbook/domain/templates';
import { describe, expect, it } from 'vitest';
import { durationParts, formatDateAnswer, formatInstant, formatNumberAnswer } from './report-format';

const numberItem = (units: string[]): Item => ({ options: { units } }) as unknown as Item;

describe('report formatting', () => {
  it.each([
    ['2026-11-27T09:30', 'year_month_day_hour_minute', 'en-GB', '27 Nov 2026, 09:30'],
    ['2026-11-27', 'year_month_day', 'de', '27.11.2026'],
    ['09:30', 'hour_minute', 'en-GB', '09:30'],
    ['2026-11', 'year_month', 'fr', 'novembre 2026'],
    ['not a date', 'year', 'en', 'not a date'],
  ])('shows %s in the shape %s (%s)', (text, shape, language, shown) => {
    expect(formatDateAnswer(text, shape, language)).toBe(shown);
  });

  it('adds the first unit and the language digits to numbers', () => {
    expect(formatNumberAnswer(1234.5, numberItem(['kg', 'g']), 'de')).toBe('1.234,5 kg');
    expect(formatNumberAnswer('7', numberItem([]), 'en')).toBe('7');
  });

  it('names the inspector zone and measures the duration', () => {
    expect(formatInstant('2026-11-27T08:00:00Z', 'Europe/Berlin', 'en-GB')).toBe('27 Nov 2026, 09:00 CET');
    expect(durationParts('2026-11-27T08:00:00Z', '2026-11-27T09:25:40Z')).toEqual({ hours: 1, minutes: 26 });
    expect(durationParts('2026-11-27T08:00:00Z', null)).toBeNull();
  });
});
