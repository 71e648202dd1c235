import type { AnswerSheet, AnswerValue } from '@fieldbook/domain/rules';
import { PreviewSession } from '../template-preview/preview-session';
import type { ChangeDraft } from './local/local-answers';
import type { LocalAnswer } from './local/runner-db';

/**
 * The preview's rules-engine session run for real: every answer, rating and repetition the person makes is also
 * handed to `record` (the device's copy and outbox), so preview and runner share one engine session.
 */
export class RunnerSession extends PreviewSession {
  constructor(private readonly record: (change: ChangeDraft) => void) {
    super();
  }

  override answer(itemId: string, value: AnswerValue | undefined, instance = 0): void {
    super.answer(itemId, value, instance);
    this.record({
      kind: 'value',
      item_id: itemId,
      instance,
      value: typeof value === 'object' && value !== null ? [...value] : (value ?? null),
    });
  }

  override rate(itemId: string, rating: number | undefined, instance = 0): void {
    super.rate(itemId, rating, instance);
    this.record({ kind: 'rating', item_id: itemId, instance, rating: rating ?? null });
  }

  override setInstances(itemId: string, count: number): void {
    super.setInstances(itemId, count);
    this.record({ kind: 'instances', item_id: itemId, count });
  }
}

/** The engine's answer sheet from the device's answers (a cleared value is no answer, so defaults apply). */
export function sheetOf(
  answers: readonly LocalAnswer[],
  instances: Readonly<Record<string, number>>,
): AnswerSheet {
  return {
    answers: answers
      .filter((a) => a.value !== null)
      .map((a) => ({ item_id: a.item_id, instance: a.instance, value: a.value! })),
    ratings: answers.flatMap((a) =>
      a.rating === null ? [] : [{ item_id: a.item_id, instance: a.instance, rating: a.rating }],
    ),
    instances,
  };
}
