import { isBlank, toList, type AnswerValue } from './values';
import { optFlag, optNumber, optString, type RulesItem, type RulesTemplate } from './template-input';

/** How an item scores: weight, maximum and per-option scores of its response set (ADR 022). */
export interface ScoringRule {
  weight: number;
  max: number;
  defaultScore: number | undefined;
  optionScores: ReadonlyMap<string, number> | null;
  /** The item's min_point and max_point: the score never leaves them (ADR 167). */
  floor: number | undefined;
  ceiling: number | undefined;
}

/** The scoring rule of an item with `enable_score`, or null when it does not score. */
export function compileScoring(item: RulesItem, template: RulesTemplate): ScoringRule | null {
  if (!optFlag(item, 'enable_score')) return null;
  const setId = optString(item, 'response_set_id');
  const set = [...(template.response_sets ?? []), ...(template.global_responses ?? [])].find(
    (s) => s.uuid === setId,
  );
  const optionScores = set
    ? new Map(set.options.flatMap((o) => (typeof o.score === 'number' ? [[o.uuid, o.score] as const] : [])))
    : null;
  const scores = optionScores ? [...optionScores.values()] : [];
  const fromOptions = optFlag(item, 'multiple_selection')
    ? scores.filter((s) => s > 0).reduce((a, b) => a + b, 0)
    : Math.max(0, ...scores);
  const max = optNumber(item, 'max_point') ?? (optionScores && optionScores.size > 0 ? fromOptions : 1);
  return {
    weight: optNumber(item, 'weight') ?? 1,
    max,
    defaultScore: optNumber(item, 'default_score'),
    optionScores,
    floor: optNumber(item, 'min_point'),
    ceiling: optNumber(item, 'max_point'),
  };
}

/** The points an answer earns before rules: option scores for choices, else the default score (or max). */
export function answerScore(rule: ScoringRule, value: AnswerValue): number | null {
  if (isBlank(value)) return null;
  if (rule.optionScores && rule.optionScores.size > 0) {
    return toList(value).reduce<number>((sum, v) => sum + (rule.optionScores!.get(String(v)) ?? 0), 0);
  }
  return rule.defaultScore ?? rule.max;
}

/** Keeps a score (from the answer or a set_score rule) within the item's min_point and max_point (ADR 167). */
export function boundedScore(rule: ScoringRule, points: number): number {
  const floored = rule.floor === undefined ? points : Math.max(rule.floor, points);
  return rule.ceiling === undefined ? floored : Math.min(rule.ceiling, floored);
}

/** Fixed-point scale for score totals: integer sums are exact, so any update order gives the same total. */
export const SCORE_SCALE = 1_000_000;

/** A weighted score in fixed point. */
export function scaledPoints(points: number, weight: number): number {
  return Math.round(points * weight * SCORE_SCALE);
}
