import type { RulesItem, RulesResponseSet, RulesTemplate } from '../rules/template-input';
import { MEDIA_ANSWER_TYPES } from '../rules/answer-validation';
import { toList, type AnswerValue } from '../rules/values';
import { parseLocationAnswer } from './location-answer';

/** Message keys of the per-change checks (server 422 field maps, the runner's outbox errors). */
export const ANSWER_CHECK_MESSAGES = {
  unknownItem: 'inspections.validation.unknown_item',
  notAnswerable: 'inspections.validation.not_answerable',
  wrongType: 'gen.validations.invalid_type',
  unknownOption: 'gen.validations.invalid_option',
  notRepeatable: 'inspections.validation.not_repeatable',
  instanceOutside: 'inspections.validation.instance_outside',
  noImageMarker: 'inspections.validation.no_image_marker',
} as const;
export type AnswerCheckMessage = (typeof ANSWER_CHECK_MESSAGES)[keyof typeof ANSWER_CHECK_MESSAGES];

/** Item types that hold no answer of their own: containers, text shown to the inspector, computed values. */
const NOT_ANSWERABLE = new Set([
  'page',
  'start_page',
  'end_page',
  'hidden_page',
  'section',
  'repeating_group',
  'instruction',
  'constant',
  'issues_count',
]);

type Shape = 'text' | 'number' | 'boolean' | 'choice' | 'location';

/** The value shape each answer type takes; types not named take text or a list of texts. */
const SHAPES: Readonly<Record<string, Shape>> = {
  number: 'number',
  slider: 'number',
  counter: 'number',
  calculation: 'number',
  checkbox: 'boolean',
  acknowledgment: 'boolean',
  switch: 'choice',
  yesno: 'choice',
  oknot: 'choice',
  list: 'choice',
  dropdown: 'choice',
  textAnswer: 'text',
  longText: 'text',
  datetime: 'text',
  date: 'text',
  time: 'text',
  inspection_start_date: 'text',
  inspection_end_date: 'text',
  inspection_real_start_date: 'text',
  inspection_real_end_date: 'text',
  document_id: 'text',
  inspection_number: 'text',
  url: 'text',
  qr: 'text',
  barcode: 'text',
  signature: 'text',
  end_signature: 'text',
  inspection_location: 'location',
};

/** Whether the inspector answers this item (a calculation only when the author made it editable). */
export function isAnswerable(item: RulesItem): boolean {
  if (NOT_ANSWERABLE.has(item.type)) return false;
  return item.type !== 'calculation' || item.options?.['editable'] === true;
}

/** The answer options of a choice item (its template or global response set), or null when it names none. */
export function optionIdsOf(template: RulesTemplate, item: RulesItem): Set<string> | null {
  const set = responseSetOf(template, item);
  return set ? new Set(set.options.map((o) => o.uuid)) : null;
}

/** The response set (the template's own or a global one) a choice item answers from, if any. */
function responseSetOf(template: RulesTemplate, item: RulesItem): RulesResponseSet | undefined {
  const id = item.options?.['response_set_id'];
  if (typeof id !== 'string') return undefined;
  return [...(template.response_sets ?? []), ...(template.global_responses ?? [])].find((s) => s.uuid === id);
}

/**
 * Checks that a value fits its item's type before it is merged (ADR 194): the shape the type takes and, for
 * choices, options of the item's response set; a location is "lat,lng"; a media question (photo, video, audio,
 * file) is answered by its media and takes no value. Null clears an answer and always fits. Bounds, lengths and
 * required answers are checked at completion by the rules engine's `validateAnswers`.
 */
export function answerValueProblem(
  template: RulesTemplate,
  item: RulesItem,
  value: AnswerValue,
): AnswerCheckMessage | null {
  if (!isAnswerable(item)) return ANSWER_CHECK_MESSAGES.notAnswerable;
  if (value === null) return null;
  if (MEDIA_ANSWER_TYPES.has(item.type)) return ANSWER_CHECK_MESSAGES.wrongType;
  const shape = SHAPES[item.type];
  if (shape === 'location')
    return typeof value === 'string' && parseLocationAnswer(value) ? null : ANSWER_CHECK_MESSAGES.wrongType;
  if (shape === 'number') {
    const fits =
      typeof value === 'number' ||
      (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));
    return fits ? null : ANSWER_CHECK_MESSAGES.wrongType;
  }
  if (shape === 'boolean') return typeof value === 'boolean' ? null : ANSWER_CHECK_MESSAGES.wrongType;
  if (shape === 'text') return typeof value === 'string' ? null : ANSWER_CHECK_MESSAGES.wrongType;
  if (typeof value === 'boolean' || typeof value === 'number') return ANSWER_CHECK_MESSAGES.wrongType;
  if (shape === 'choice') {
    if (Array.isArray(value) && value.length > 1 && item.options?.['multiple_selection'] !== true)
      return ANSWER_CHECK_MESSAGES.wrongType;
    const options = optionIdsOf(template, item);
    if (options && toList(value).some((v) => !options.has(String(v))))
      return ANSWER_CHECK_MESSAGES.unknownOption;
  }
  return null;
}

/**
 * Whether an answer counts as failed (ADR 194): a chosen option of its response set carries `failed: true`.
 * The template's options are the only place that says which answer is a failure; scores do not.
 */
export function answerFailed(template: RulesTemplate, item: RulesItem, value: AnswerValue): boolean {
  const set = value === null ? undefined : responseSetOf(template, item);
  if (!set) return false;
  const chosen = new Set(toList(value).map(String));
  return set.options.some((o) => chosen.has(o.uuid) && (o as { failed?: unknown }).failed === true);
}
