import type { ReactNode } from 'react';
import { useStoredAnswer, type AnswerStore } from '../answer-store';
import type { LocalAnswer } from '../local/runner-db';

/** Renders an item's answer control with its own answer, re-rendering when that answer alone changes. */
export function StoredAnswer({
  store,
  answerKey,
  children,
}: {
  store: AnswerStore;
  answerKey: string;
  children: (answer: LocalAnswer | undefined) => ReactNode;
}) {
  return children(useStoredAnswer(store, answerKey));
}
