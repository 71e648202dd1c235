import type { RuleAction, RuleActionType } from './rule-set.schema';
import type { AnswerValue } from './values';

/** An issue a rule asks the inspector to raise on its target item. */
export interface IssueToRaise {
  action_id: string;
  title: string;
  description: string;
  category_id: string | null;
}

/** What rules decide about an item's presence and value (evaluated before anything reads the value). */
export interface ValueEffects {
  visible: boolean;
  set_value: { value: AnswerValue } | null;
  set_value_not_answered: { value: AnswerValue } | null;
}

/** What rules decide about the rest of an item's state. */
export interface DecorationEffects {
  hidden: boolean;
  excluded_from_report: boolean;
  enabled: boolean;
  required: boolean;
  color: string | null;
  score: number | null;
  rating: number | null;
  media_required: boolean;
  note_required: boolean;
  action_required: boolean;
  issues: IssueToRaise[];
}

type Apply<S> = (state: S, action: RuleAction, active: boolean) => void;

/**
 * Actions that change whether an item counts or what it holds; their targets must come after every
 * item the rule reads, so values never depend on themselves (ADR 021).
 */
export const VALUE_ACTIONS: Readonly<Partial<Record<RuleActionType, Apply<ValueEffects>>>> = {
  show: (s, _a, active) => {
    if (active) s.visible = true;
  },
  hide: (s, _a, active) => {
    if (active) s.visible = false;
  },
  set_value: (s, a, active) => {
    if (active && a.type === 'set_value') s.set_value = { value: a.params.value };
  },
  set_value_not_answered: (s, a, active) => {
    if (active && a.type === 'set_value_not_answered') s.set_value_not_answered = { value: a.params.value };
  },
};

const flagWhenActive =
  (
    key: 'media_required' | 'note_required' | 'action_required' | 'hidden' | 'excluded_from_report',
  ): Apply<DecorationEffects> =>
  (s, _a, active) => {
    if (active) s[key] = true;
  };

const setWhenActive =
  (key: 'enabled' | 'required', value: boolean): Apply<DecorationEffects> =>
  (s, _a, active) => {
    if (active) s[key] = value;
  };

const setEitherWay =
  (key: 'enabled' | 'required', whenActive: boolean): Apply<DecorationEffects> =>
  (s, _a, active) => {
    s[key] = active ? whenActive : !whenActive;
  };

/** Actions that decorate an item; the later action in rule-set order wins on the same property. */
export const DECORATION_ACTIONS: Readonly<Partial<Record<RuleActionType, Apply<DecorationEffects>>>> = {
  set_color: (s, a, active) => {
    if (active && a.type === 'set_color')
      s.color = a.params.color === 'custom' ? a.params.custom_color : a.params.color;
  },
  require_media: flagWhenActive('media_required'),
  require_note: flagWhenActive('note_required'),
  require_action: flagWhenActive('action_required'),
  set_score: (s, a, active) => {
    if (active && a.type === 'set_score') s.score = a.params.score;
  },
  set_rating: (s, a, active) => {
    if (active && a.type === 'set_rating') s.rating = a.params.rating;
  },
  disable: setWhenActive('enabled', false),
  enable: setWhenActive('enabled', true),
  disable_else_enable: setEitherWay('enabled', false),
  enable_else_disable: setEitherWay('enabled', true),
  required: setWhenActive('required', true),
  not_required: setWhenActive('required', false),
  required_else_not_required: setEitherWay('required', true),
  set_hidden: flagWhenActive('hidden'),
  exclude_report: flagWhenActive('excluded_from_report'),
  issue: (s, a, active) => {
    if (active && a.type === 'issue') s.issues = [...s.issues, { action_id: a.id, ...a.params }];
  },
};

/** Whether an action changes its target's presence or value (and so constrains where its target may be). */
export function isValueAction(type: RuleActionType): boolean {
  return VALUE_ACTIONS[type] !== undefined;
}
