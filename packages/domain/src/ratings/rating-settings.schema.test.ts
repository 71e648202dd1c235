import { describe, expect, it } from 'vitest';
import { ratingIconField, ratingSettingsRequestSchema } from './rating-settings.schema';

const rating = [1, 2, 3, 4, 5].map((value) => ({ value }));

describe('ratingSettingsRequestSchema', () => {
  it('accepts every level once with an order, filling defaults', () => {
    const parsed = ratingSettingsRequestSchema.parse({ rating, order: [5, 4, 3, 2, 1] });
    expect(parsed.rating[0]).toEqual({ value: 1, labels: {}, color: null, remove_icon: false });
  });

  it.each([
    ['a level twice', { rating: [...rating.slice(0, 4), { value: 1 }], order: [1, 2, 3, 4, 5] }, 'rating'],
    ['a missing level', { rating: rating.slice(0, 4), order: [1, 2, 3, 4, 5] }, 'rating'],
    ['an order with a repeat', { rating, order: [1, 1, 2, 3, 4] }, 'order'],
    ['a value outside 1–5', { rating, order: [1, 2, 3, 4, 6] }, 'order'],
    [
      'a colour name',
      { rating: rating.map((l) => ({ ...l, color: 'red' })), order: [1, 2, 3, 4, 5] },
      'rating',
    ],
    [
      'a label over 64 characters',
      { rating: rating.map((l) => ({ ...l, labels: { en: 'x'.repeat(65) } })), order: [1, 2, 3, 4, 5] },
      'rating',
    ],
  ])('refuses %s', (_name, input, field) => {
    const result = ratingSettingsRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it('names icon fields as the spec does', () => {
    expect(ratingIconField(3)).toBe('icons[3]');
  });
});
