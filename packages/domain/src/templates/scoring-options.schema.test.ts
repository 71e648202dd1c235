import { describe, expect, it } from 'vitest';
import { ratingOptionsSchema, scoringOptionsSchema, scoringSettingsProblems } from './scoring-options.schema';

const base = { enable_score: true, enable_rating: true };

describe('scoring and rating settings', () => {
  it('accepts settings within bounds', () => {
    expect(
      scoringSettingsProblems({
        ...base,
        default_score: 2,
        min_point: 0,
        max_point: 5,
        weight: 1.5,
        rating_mode: 'default',
        default_rating: 1,
      }),
    ).toEqual({});
    expect(scoringOptionsSchema.safeParse({ weight: 0 }).success).toBe(true);
    expect(ratingOptionsSchema.safeParse({ rating_mode: 'manual' }).success).toBe(true);
  });

  it('refuses min above max, a default outside them and a negative weight', () => {
    expect(scoringSettingsProblems({ ...base, min_point: 6, max_point: 5, weight: -1 })).toEqual({
      min_point: 'min_above_max',
      weight: 'weight_negative',
    });
    expect(scoringSettingsProblems({ ...base, min_point: 0, max_point: 5, default_score: 7 })).toEqual({
      default_score: 'default_outside',
    });
    expect(scoringOptionsSchema.safeParse({ weight: -1 }).success).toBe(false);
  });

  it('needs a default rating of 1 to 5 only when rating starts from a default', () => {
    expect(scoringSettingsProblems({ ...base, rating_mode: 'default' })).toEqual({
      default_rating: 'rating_missing',
    });
    expect(scoringSettingsProblems({ ...base, rating_mode: 'default', default_rating: 6 })).toEqual({
      default_rating: 'rating_range',
    });
    expect(scoringSettingsProblems({ ...base, rating_mode: 'manual', default_rating: 9 })).toEqual({});
    expect(ratingOptionsSchema.safeParse({ default_rating: 2.5 }).success).toBe(false);
  });

  it('ignores score settings while scoring is off', () => {
    expect(
      scoringSettingsProblems({ enable_score: false, enable_rating: false, min_point: 9, max_point: 1 }),
    ).toEqual({});
  });
});
