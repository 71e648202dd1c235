import { toList, type AnswerValue } from '../rules/values';
import type { TemplateDocument } from '../templates/document.schema';
import type { Item } from '../templates/item.schema';
import { responseOptionsOf } from '../templates/response-options';

/** The labels of an item's response options by option id (the first option of an id wins), for exports to reuse. */
export function optionLabels(doc: TemplateDocument, item: Item): ReadonlyMap<string, string> {
  const labels = new Map<string, string>();
  for (const option of responseOptionsOf(doc, item))
    if (!labels.has(option.uuid)) labels.set(option.uuid, option.label);
  return labels;
}

/** {@link answerPlainText} with the item's option labels looked up once (an export reuses them for every answer). */
export function answerTextWith(labels: ReadonlyMap<string, string>, value: AnswerValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  return toList(value)
    .map((v) => labels.get(String(v)) ?? String(v))
    .join('\n');
}

/**
 * An answer value as plain text for exports: chosen options by their labels (in the order chosen), numbers and
 * texts as they are, switches as "true" / "false", several values one per line. The web report formats for a
 * reader instead (localised numbers and dates).
 */
export function answerPlainText(doc: TemplateDocument, item: Item, value: AnswerValue): string {
  return answerTextWith(optionLabels(doc, item), value);
}
