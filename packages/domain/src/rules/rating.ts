import { optFlag, optNumber, optString, type RulesItem } from './template-input';

/** How an item with `enable_rating` is rated: picked by the inspector, starting from a default or not (ADR 167). */
export interface RatingRule {
  /** The rating an item starts with when its rating mode is `default`; null in manual mode. */
  initial: number | null;
}

/** Whether a number is on the 1–5 rating scale (1 excellent, 5 improvement needed). */
export function isRating(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 5;
}

/** The rating rule of an item with `enable_rating`, or null when it is not rated. */
export function compileRating(item: RulesItem): RatingRule | null {
  if (!optFlag(item, 'enable_rating')) return null;
  const initial = optNumber(item, 'default_rating');
  const usesDefault =
    optString(item, 'rating_mode') === 'default' && initial !== undefined && isRating(initial);
  return { initial: usesDefault ? initial : null };
}

/**
 * The rating an item instance shows: a set_rating rule wins, then the inspector's pick, then the default
 * rating. Picks on an item without rating are ignored.
 */
export function itemRating(
  rule: RatingRule | null,
  fromRule: number | null,
  picked: number | undefined,
): number | null {
  if (fromRule !== null) return fromRule;
  if (!rule) return null;
  return picked ?? rule.initial;
}
