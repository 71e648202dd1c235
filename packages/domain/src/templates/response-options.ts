import type { TemplateDocument } from './document.schema';
import type { ResponseOption } from './entities.schema';
import type { Item } from './item.schema';

/** A choice question's answer options: its template response set, else the global set it uses. */
export function responseOptionsOf(doc: TemplateDocument, item: Item): ResponseOption[] {
  const id = item.options.response_set_id;
  if (typeof id !== 'string' || !id) return [];
  const set = doc.response_sets.find((s) => s.uuid === id) ?? doc.global_responses.find((s) => s.uuid === id);
  return set ? [...set.options] : [];
}
