import type { AnswerMarker, AnswerPart } from '@fieldbook/domain';
import type { PartStamp, StoredHistoryEntry } from '../../db/schema';

/** Most lost values one answer keeps; the oldest go first. */
export const ANSWER_HISTORY_MAX = 50;

/** Whether stamp `a` beats stamp `b`: the later changed_at wins, a tie goes to the larger change id (ADR 194). */
export function beats(a: PartStamp, b: PartStamp | undefined): boolean {
  if (!b) return true;
  const ta = Date.parse(a.at);
  const tb = Date.parse(b.at);
  return ta !== tb ? ta > tb : a.change > b.change;
}

/** The parts of an answer that merge, each with its stamp, and the values that lost. */
export interface MergeableAnswer {
  value: unknown;
  note: string | null;
  media: string[];
  rating: number | null;
  markers: AnswerMarker[];
  partTimes: Partial<Record<AnswerPart, PartStamp>>;
  history: StoredHistoryEntry[];
}

/** Values of a fresh answer: nothing set yet. */
export const EMPTY_ANSWER: MergeableAnswer = {
  value: null,
  note: null,
  media: [],
  rating: null,
  markers: [],
  partTimes: {},
  history: [],
};

const PART_FIELD = {
  value: 'value',
  note: 'note',
  media: 'media',
  rating: 'rating',
  markers: 'markers',
} as const;

/**
 * Merges one change of one part into an answer: the later change wins and the losing value (the old one, or the
 * incoming one when it is older) goes into the history; the other parts are untouched, so a value and a note
 * changed by two people at once both survive.
 */
export function mergePart(
  answer: MergeableAnswer,
  part: AnswerPart,
  value: unknown,
  stamp: PartStamp,
): MergeableAnswer {
  const field = PART_FIELD[part];
  const current = answer.partTimes[part];
  const wins = beats(stamp, current);
  const lost: StoredHistoryEntry | null = wins
    ? current
      ? { part, value: answer[field], changed_at: current.at, changed_by: current.by }
      : null
    : { part, value, changed_at: stamp.at, changed_by: stamp.by };
  const history = lost ? [...answer.history, lost].slice(-ANSWER_HISTORY_MAX) : answer.history;
  if (!wins) return { ...answer, history };
  return { ...answer, [field]: value, partTimes: { ...answer.partTimes, [part]: stamp }, history };
}
