import type { TemplateDocument } from '../document.schema';
import type { Id, IdFactory } from '../ids';
import { randomId } from '../ids';
import { subtreeEnd } from '../tree';
import { addAttachments, attachmentsOf, cloneWithAttachments } from './attachments';
import { finishEdit, refuse } from './op-result';
import type { OpResult } from './op-result';
import { copyTranslations } from './remap';

/**
 * Duplicates an item (deeply for sections and main pages) right after the original: every copied
 * item and attached rule set, info block, image marker and grouped option gets a new id, references
 * inside the copy point at the copies, translations are copied. Response sets stay shared (ADR 014).
 * One-per-page types are refused ("element not duplicable in a page").
 */
export function duplicateItem(doc: TemplateDocument, id: Id, newId: IdFactory = randomId): OpResult {
  const index = doc.items.findIndex((item) => item.id === id);
  const source = doc.items[index];
  if (!source) return refuse('not_found', id);
  if (source.type === 'start_page' || source.type === 'end_page' || source.type === 'hidden_page') {
    return refuse('not_duplicable_in_page', id);
  }
  const end = subtreeEnd(doc.items, index);
  const block = doc.items.slice(index, end);
  const map = new Map<Id, Id>();
  const copy = cloneWithAttachments(block, attachmentsOf(doc, block), newId, map);
  const items = [...doc.items.slice(0, end), ...copy.items, ...doc.items.slice(end)];
  const next = addAttachments({ ...doc, items }, copy.attachments);
  return finishEdit(doc, { ...next, translations: copyTranslations(doc.translations, map) });
}
