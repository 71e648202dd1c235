import { toList, type AnswerValue } from '../rules/values';
import type { TemplateDocument } from '../templates/document.schema';
import type { Item } from '../templates/item.schema';
import { responseOptionsOf } from '../templates/response-options';

/**
 * An answer value as plain text for exports: chosen options by their labels (in the order chosen), numbers and
 * texts as they are, switches as "true" / "false", several values one per line. The web report formats for a
 * reader instead (localised numbers and dates).
 */
export function answerPlainText(doc: TemplateDocument, item: Item, value: AnswerValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  const options = responseOptionsOf(doc, item);
  return toList(value)
    .map((v) => options.find((o) => o.uuid === String(v))?.label ?? String(v))
    .join('\n');
}
