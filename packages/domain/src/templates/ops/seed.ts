import { templateDocumentSchema } from '../document.schema';
import type { TemplateDocument } from '../document.schema';
import type { IdFactory } from '../ids';
import { randomId } from '../ids';
import type { Item } from '../item.schema';
import type { PageKind } from '../item-types';
import { subtreeEnd } from '../tree';
import { createItem } from './create-item';

/** The question every new page starts with (spec §4 "Seeding": a default text question). */
export const DEFAULT_QUESTION_TYPE = 'textAnswer';

/** A page of the given kind followed by its default question. */
export function pageWithDefaultQuestion(kind: PageKind, newId: IdFactory = randomId): Item[] {
  const page = createItem(kind, {}, newId);
  return [page, createItem(DEFAULT_QUESTION_TYPE, { depth: 1, parent_id: page.id }, newId)];
}

function hiddenPageItems(page: Item, present: readonly Item[], newId: IdFactory): Item[] {
  const has = (type: string) => present.some((item) => item.type === type);
  const child = { depth: 1, parent_id: page.id };
  return [
    ...(has('inspection_real_start_date') ? [] : [createItem('inspection_real_start_date', child, newId)]),
    ...(has('inspection_real_end_date')
      ? []
      : [createItem('inspection_real_end_date', { ...child, options: { required: true } }, newId)]),
  ];
}

/**
 * Makes sure the hidden page with `inspection_real_start_date` and a required
 * `inspection_real_end_date` exists (spec §4), adding whatever is missing; a no-op when complete.
 * Not an edit: it runs on load and seeding and leaves the draft flags alone.
 */
export function ensureHiddenPage(doc: TemplateDocument, newId: IdFactory = randomId): TemplateDocument {
  const index = doc.items.findIndex((item) => item.type === 'hidden_page');
  if (index < 0) {
    const page = createItem('hidden_page', {}, newId);
    return { ...doc, items: [...doc.items, page, ...hiddenPageItems(page, [], newId)] };
  }
  const page = doc.items[index] as Item;
  const end = subtreeEnd(doc.items, index);
  const missing = hiddenPageItems(page, doc.items.slice(index + 1, end), newId);
  if (missing.length === 0) return doc;
  return { ...doc, items: [...doc.items.slice(0, end), ...missing, ...doc.items.slice(end)] };
}

/** What a new template needs besides its items. */
export interface NewTemplateFields {
  template_id: string;
  title?: string;
  parent_id?: string | null;
}

/** A new template: start page and end page each with a default question, plus the hidden page (spec §4). */
export function createTemplate(fields: NewTemplateFields, newId: IdFactory = randomId): TemplateDocument {
  const items = [
    ...pageWithDefaultQuestion('start_page', newId),
    ...pageWithDefaultQuestion('end_page', newId),
  ];
  const doc = templateDocumentSchema.parse({ ...fields, items });
  return ensureHiddenPage(doc, newId);
}
