import { MIN_DATE_YEAR, parseDateParts, requiredDateParts, type DateParts } from './date-values';
import type { ItemState } from './item-state';
import { RULE_MESSAGES, type RuleProblem } from './messages';
import { optFlag, optNumber, optString, type RulesItem } from './template-input';
import { isBlank, toNumber, type AnswerValue } from './values';

type Check = (item: RulesItem, value: AnswerValue, now: Date) => RuleProblem | null;

const problem = (key: RuleProblem['key'], params?: RuleProblem['params']): RuleProblem =>
  params ? { key, params } : { key };

/** Spec §3: number min/max act as bounds only when above 0. */
function bound(item: RulesItem, key: 'min' | 'max'): number | undefined {
  const v = optNumber(item, key);
  return v !== undefined && v > 0 ? v : undefined;
}

function rangeProblem(x: number, min: number | undefined, max: number | undefined): RuleProblem | null {
  if (min !== undefined && max !== undefined) {
    return x < min || x > max ? problem(RULE_MESSAGES.valueBetween, { min, max }) : null;
  }
  if (min !== undefined && x < min) return problem(RULE_MESSAGES.moreThan, { min });
  if (max !== undefined && x > max) return problem(RULE_MESSAGES.lessThan, { max });
  return null;
}

const checkNumber: Check = (item, value) => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const x = toNumber(value);
  if (x === null || /e/i.test(text)) return problem(RULE_MESSAGES.normalNumberOnly);
  const decimals = optNumber(item, 'decimal');
  const dot = text.indexOf('.');
  if (decimals !== undefined && dot >= 0 && text.length - dot - 1 > decimals) {
    return problem(RULE_MESSAGES.digitsAfterDot, { num: decimals });
  }
  if (item.type === 'slider')
    return rangeProblem(x, optNumber(item, 'min') ?? 0, optNumber(item, 'max') ?? 10);
  return rangeProblem(x, bound(item, 'min'), bound(item, 'max'));
};

const checkLength =
  (minKey: string, maxKey: string): Check =>
  (item, value) => {
    if (typeof value !== 'string') return null;
    const min = optNumber(item, minKey);
    const max = optNumber(item, maxKey);
    const n = value.length;
    if ((min !== undefined && min > 0 && n < min) || (max !== undefined && max > 0 && n > max)) {
      return problem(RULE_MESSAGES.lengthBetween, { min: min ?? 0, max: max ?? '∞' });
    }
    return null;
  };

const instant = (p: DateParts): number =>
  Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);

const checkDate: Check = (item, value, now) => {
  const parts = typeof value === 'string' ? parseDateParts(value.trim()) : null;
  if (!parts) return problem(RULE_MESSAGES.invalidDate);
  const needed = requiredDateParts(optString(item, 'date_time_shape') ?? defaultShape(item)) ?? [];
  if (needed.some((part) => parts[part] === null)) return problem(RULE_MESSAGES.invalidDate);
  if (parts.year !== null && parts.year < MIN_DATE_YEAR)
    return problem(RULE_MESSAGES.minYear, { year: MIN_DATE_YEAR });
  if (parts.year === null) return null;
  const at = instant(parts);
  if (optFlag(item, 'future_date') && at < now.getTime()) return problem(RULE_MESSAGES.futureDateOnly);
  if (optFlag(item, 'prior_date') && at > now.getTime()) return problem(RULE_MESSAGES.priorDateOnly);
  return null;
};

function defaultShape(item: RulesItem): string {
  const date = item.options?.['date'] !== false && item.type !== 'time';
  const time = item.options?.['time'] !== false && item.type !== 'date';
  if (date && time) return 'year_month_day_hour_minute';
  return date ? 'year_month_day' : 'hour_minute';
}

const DATE_TYPES = [
  'datetime',
  'date',
  'time',
  'inspection_start_date',
  'inspection_end_date',
  'inspection_real_start_date',
  'inspection_real_end_date',
];

/** The value checks of each answer type (spec §5 template messages). */
export const ANSWER_CHECKS: Readonly<Record<string, Check>> = {
  number: checkNumber,
  slider: checkNumber,
  textAnswer: checkLength('min_length', 'max_length'),
  longText: checkLength('min', 'max'),
  ...Object.fromEntries(DATE_TYPES.map((t) => [t, checkDate])),
};

/** Types whose answer is the media attached to it (a photo, a recording, a picked file), not a value. */
export const MEDIA_ANSWER_TYPES: ReadonlySet<string> = new Set(['photo', 'video', 'audio', 'file_manager']);

/** Whether an item instance holds media; a media question counts as answered by it. */
export type HasMedia = (itemId: string, instance: number) => boolean;

/**
 * Checks one answer against its item: required first, then the type's shape and bounds. A required
 * checkbox must be ticked; a required media question needs media (`media`). `now` anchors future/prior date
 * limits (rule timestamps are UTC wall clock).
 */
export function validateAnswer(
  item: RulesItem,
  value: AnswerValue,
  required: boolean,
  now: Date,
  media = false,
): RuleProblem | null {
  const missing = MEDIA_ANSWER_TYPES.has(item.type)
    ? !media
    : item.type === 'checkbox'
      ? value !== true
      : isBlank(value);
  if (missing) return required ? { ...problem(RULE_MESSAGES.required), item_id: item.id } : null;
  const found = ANSWER_CHECKS[item.type]?.(item, value, now) ?? null;
  return found && { ...found, item_id: item.id };
}

/**
 * Validates the answers of an evaluated inspection: every visible item, with the required flag the
 * rules computed and the value the engine resolved (the server runs this on submitted inspections). The runner
 * and the server pass `hasMedia` so both count a media question answered by the same media.
 */
export function validateAnswers(
  items: readonly RulesItem[],
  states: readonly ItemState[],
  now: Date = new Date(),
  hasMedia: HasMedia = () => false,
): RuleProblem[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const problems: RuleProblem[] = [];
  for (const state of states) {
    const item = byId.get(state.item_id);
    if (!state.visible || !item || item.type === 'calculation' || item.type === 'constant') continue;
    const media = MEDIA_ANSWER_TYPES.has(item.type) && hasMedia(item.id, state.instance);
    const found = validateAnswer(item, state.value, state.required, now, media);
    if (found) problems.push({ ...found, instance: state.instance });
  }
  return problems;
}
