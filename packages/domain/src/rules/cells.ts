import type { DecorationEffects } from './actions';
import type { SumTree } from './sum-tree';
import type { AnswerValue } from './values';

/** What the engine holds per item instance for its VALUE slot. */
export interface ValueCell {
  visible: boolean;
  value: AnswerValue;
  tree: SumTree | null;
}

/** What the engine holds per item instance for its STATE slot, with its fixed-point score share. */
export interface StateCell extends DecorationEffects {
  max: number;
  scaledScore: number;
  scaledMax: number;
}

/** A STATE cell before its first evaluation. */
export const newState = (): StateCell => ({
  hidden: false,
  excluded_from_report: false,
  enabled: true,
  required: false,
  color: null,
  score: null,
  rating: null,
  media_required: false,
  note_required: false,
  action_required: false,
  issues: [],
  max: 0,
  scaledScore: 0,
  scaledMax: 0,
});

/** Whether re-evaluated effects leave a STATE cell unchanged (stops propagation). */
export function sameState(a: StateCell, b: DecorationEffects, max: number): boolean {
  return (
    a.hidden === b.hidden &&
    a.excluded_from_report === b.excluded_from_report &&
    a.enabled === b.enabled &&
    a.required === b.required &&
    a.color === b.color &&
    a.score === b.score &&
    a.max === max &&
    a.rating === b.rating &&
    a.media_required === b.media_required &&
    a.note_required === b.note_required &&
    a.action_required === b.action_required &&
    a.issues.length === b.issues.length &&
    a.issues.every((x, k) => x.action_id === b.issues[k]!.action_id)
  );
}
