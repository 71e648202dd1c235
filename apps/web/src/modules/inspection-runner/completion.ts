import {
  isBlank,
  MEDIA_ANSWER_TYPES,
  RULE_MESSAGES,
  validateAnswers,
  type HasMedia,
  type RulesEngine,
} from '@fieldbook/domain/rules';
import type { TemplateDocument } from '@fieldbook/domain/templates';
import { answerProblem } from '../template-preview/answer-problem';
import type { LocalAnswer } from './local/runner-db';

/** One thing that keeps an inspection from completing, with the i18n key (namespace included) of its message. */
export interface RunnerProblem {
  item_id: string;
  instance: number;
  key: string;
  params?: Record<string, string | number>;
}

/** Item types that take no answer of their own. */
const NOT_ANSWERED = new Set(['section', 'instruction', 'page', 'start_page', 'end_page', 'hidden_page']);
/** Item types whose drawn image is their media part (ADR 194: signature = name as value, image as media). */
export const SIGNATURE_TYPES = new Set(['signature', 'end_signature']);

/** The device's answer of an item instance, by `item:instance`. */
export const answerKey = (itemId: string, instance: number): string => `${itemId}:${instance}`;

/** Whether the device's answer of an item instance holds media (what answers a photo, video or audio question). */
const mediaOf =
  (answers: ReadonlyMap<string, LocalAnswer>): HasMedia =>
  (itemId, instance) =>
    (answers.get(answerKey(itemId, instance))?.media.length ?? 0) > 0;

/**
 * What keeps the inspection from completing, in document order: the domain's answer validation on the engine's
 * state (required answers, bounds, shapes) plus the notes, media and drawn signatures the rules require.
 */
export function completionProblems(
  doc: TemplateDocument,
  engine: RulesEngine,
  answers: ReadonlyMap<string, LocalAnswer>,
  now = new Date(),
): RunnerProblem[] {
  const byId = new Map(doc.items.map((item) => [item.id, item]));
  const states = engine.snapshot().items.filter((s) => {
    const item = byId.get(s.item_id);
    return s.visible && !s.hidden && item !== undefined && !NOT_ANSWERED.has(item.type);
  });
  const found = new Map<string, RunnerProblem>();
  for (const problem of validateAnswers(doc.items, states, now, mediaOf(answers))) {
    const instance = problem.instance ?? 0;
    const item = byId.get(problem.item_id ?? '');
    const state = states.find((s) => s.item_id === problem.item_id && s.instance === instance);
    if (!item || !state) continue;
    const worded = problem.key === RULE_MESSAGES.required ? null : answerProblem(item, state, now);
    found.set(answerKey(item.id, instance), {
      item_id: item.id,
      instance,
      key: worded ? `template-preview:${worded.key}` : 'common:gen.validations.required',
      params: worded?.params,
    });
  }
  for (const state of states) {
    const key = answerKey(state.item_id, state.instance);
    if (found.has(key)) continue;
    const answer = answers.get(key);
    const media = answer?.media.length ?? 0;
    const signature = SIGNATURE_TYPES.has(byId.get(state.item_id)!.type);
    let problem: string | null = null;
    if (signature && state.required && media === 0) problem = 'signatureRequired';
    else if (state.note_required && isBlank(answer?.note ?? null)) problem = 'noteRequired';
    else if (state.media_required && media === 0) problem = 'mediaRequired';
    if (problem)
      found.set(key, {
        item_id: state.item_id,
        instance: state.instance,
        key: `inspection-runner:problems.${problem}`,
      });
  }
  const order = new Map(states.map((s, i) => [answerKey(s.item_id, s.instance), i]));
  return [...found.entries()].sort(([a], [b]) => order.get(a)! - order.get(b)!).map(([, p]) => p);
}

/** Answered required questions and all visible required ones (media questions by their media), for the progress bar. */
export function requiredProgress(
  doc: TemplateDocument,
  engine: RulesEngine,
  answers: ReadonlyMap<string, LocalAnswer>,
): { answered: number; total: number } {
  const hasMedia = mediaOf(answers);
  const types = new Map(doc.items.map((item) => [item.id, item.type]));
  let answered = 0;
  let total = 0;
  for (const s of engine.snapshot().items) {
    const type = types.get(s.item_id);
    if (!s.visible || s.hidden || !s.required || type === undefined || NOT_ANSWERED.has(type)) continue;
    total += 1;
    const done = MEDIA_ANSWER_TYPES.has(type)
      ? hasMedia(s.item_id, s.instance)
      : type === 'checkbox'
        ? s.value === true
        : !isBlank(s.value);
    if (done) answered += 1;
  }
  return { answered, total };
}
