import { z } from 'zod';

/**
 * Scoring settings of an item (spec "scoring with default score, min/max point and weight"), kept as flat
 * item options under the names the rules engine's scoring already reads (default_score, max_point, weight;
 * ADR 160).
 */
export const scoringOptionsSchema = z.object({
  default_score: z.number().optional(),
  min_point: z.number().optional(),
  max_point: z.number().optional(),
  weight: z.number().min(0).optional(),
});
export type ScoringOptions = z.infer<typeof scoringOptionsSchema>;

/** How an item is rated: picked by the inspector, or starting from a default rating (ADR 160). */
export const RATING_MODES = ['manual', 'default'] as const;
export type RatingMode = (typeof RATING_MODES)[number];

/** The rating scale: 1 is excellent, 5 improvement needed (spec "rating ... 1 to 5 scale"). */
export const RATING_SCALE = [1, 2, 3, 4, 5] as const;

/** Rating settings of an item, as flat item options beside `enable_rating`. */
export const ratingOptionsSchema = z.object({
  rating_mode: z.enum(RATING_MODES).optional(),
  default_rating: z.number().int().min(1).max(5).optional(),
});
export type RatingOptions = z.infer<typeof ratingOptionsSchema>;

/** Why a scoring or rating setting is refused; the web shows each under its field. */
export type ScoringProblem =
  'min_above_max' | 'default_outside' | 'weight_negative' | 'rating_range' | 'rating_missing';

/** The score and rating settings the modal saves, with the flags that switch them on. */
export interface ScoringSettings extends ScoringOptions, RatingOptions {
  enable_score: boolean;
  enable_rating: boolean;
}

/**
 * Checks score and rating settings together: min ≤ max, the default score within them, weight ≥ 0 and a
 * default rating of 1–5 when rating starts from a default. Answers a problem per field; empty when valid.
 */
export function scoringSettingsProblems(
  settings: ScoringSettings,
): Partial<Record<keyof ScoringSettings, ScoringProblem>> {
  const problems: Partial<Record<keyof ScoringSettings, ScoringProblem>> = {};
  if (settings.enable_score) {
    const { min_point: min, max_point: max, default_score: score, weight } = settings;
    if (min !== undefined && max !== undefined && min > max) problems.min_point = 'min_above_max';
    else if (
      score !== undefined &&
      ((min !== undefined && score < min) || (max !== undefined && score > max))
    )
      problems.default_score = 'default_outside';
    if (weight !== undefined && weight < 0) problems.weight = 'weight_negative';
  }
  if (settings.enable_rating && settings.rating_mode === 'default') {
    const rating = settings.default_rating;
    if (rating === undefined) problems.default_rating = 'rating_missing';
    else if (!ratingOptionsSchema.shape.default_rating.safeParse(rating).success)
      problems.default_rating = 'rating_range';
  }
  return problems;
}
