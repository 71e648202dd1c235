import type { IssueToRaise } from './actions';
import type { AnswerValue } from './values';

/** The evaluated state of one item (one instance of it inside a repeatable). */
export interface ItemState {
  item_id: string;
  instance: number;
  /** False when a rule or an ancestor hides it: it is out of the inspection (not required, not scored). */
  visible: boolean;
  /** True when it is kept but not displayed (hidden option, set_hidden, hidden ancestor). */
  hidden: boolean;
  enabled: boolean;
  required: boolean;
  color: string | null;
  score: number | null;
  max_score: number;
  rating: number | null;
  media_required: boolean;
  note_required: boolean;
  action_required: boolean;
  /** The value rules and calculations see: the answer, a rule-set value, a computed value or a default. */
  value: AnswerValue;
  excluded_from_report: boolean;
  issues: IssueToRaise[];
}

/** One answer of an inspection; `instance` numbers the repetitions of a repeatable (0 otherwise). */
export interface AnswerEntry {
  item_id: string;
  instance?: number;
  value: AnswerValue;
}

/** A rating (1–5) the inspector picked for an item with `enable_rating`. */
export interface RatingEntry {
  item_id: string;
  instance?: number;
  rating: number;
}

/** An inspection's answers and picked ratings plus the number of instances of each repeatable (by item id). */
export interface AnswerSheet {
  answers: readonly AnswerEntry[];
  ratings?: readonly RatingEntry[];
  instances?: Readonly<Record<string, number>>;
}

/** The template's score: points earned, points possible and their percentage (null when nothing scores). */
export interface TemplateScore {
  score: number;
  max_score: number;
  percentage: number | null;
}

/** An issue a rule raises, with the item (and instance) it belongs to. */
export interface RaisedIssue extends IssueToRaise {
  item_id: string;
  instance: number;
}

/** Everything an evaluation yields: every item's state in document order, the score and the issues. */
export interface Evaluation {
  items: ItemState[];
  score: TemplateScore;
  issues: RaisedIssue[];
}
