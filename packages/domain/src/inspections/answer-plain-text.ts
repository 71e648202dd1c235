import type { RulesItem, RulesTemplate } from '../rules/template-input';
import { toList, type AnswerValue } from '../rules/values';
import { responseSetOf } from './answer-checks';

/**
 * An answer value as plain text for exports and summaries: chosen options by their labels (in the order chosen),
 * numbers and texts as they are, yes/no switches as "true" / "false", several values one per line.
 */
export function answerPlainText(template: RulesTemplate, item: RulesItem, value: AnswerValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  const set = responseSetOf(template, item);
  const labelOf = new Map(
    (set?.options ?? []).map((o) => [o.uuid, (o as { label?: unknown }).label] as const),
  );
  return toList(value)
    .map((v) => {
      const label = labelOf.get(String(v));
      return typeof label === 'string' ? label : String(v);
    })
    .join('\n');
}
