import { isBlank, RULE_MESSAGES, validateAnswer, type ItemState } from '@fieldbook/domain/rules';
import type { Item } from '@fieldbook/domain/templates';

/** Answer problems the preview words itself, with the bounds in the text. */
const WORDED = new Set([
  'moreThan',
  'lessThan',
  'valueBetween',
  'lengthBetween',
  'normalNumberOnly',
  'digitsAfterDot',
]);

/**
 * The message key and values of what is wrong with a given answer (a bound, a length, a number's shape),
 * as the runner checks it; null for a blank or valid answer. Requiredness is the field's marker, not an error.
 */
export function answerProblem(
  item: Item,
  state: ItemState,
  now = new Date(),
): { key: string; params: Record<string, string | number> } | null {
  if (isBlank(state.value)) return null;
  const problem = validateAnswer(item, state.value, false, now);
  if (!problem) return null;
  const name = Object.entries(RULE_MESSAGES).find(([, key]) => key === problem.key)?.[0] ?? 'other';
  return { key: `answerProblems.${WORDED.has(name) ? name : 'other'}`, params: problem.params ?? {} };
}
