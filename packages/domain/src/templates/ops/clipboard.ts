import type { TemplateDocument, Translations } from '../document.schema';
import type { ResponseSet } from '../entities.schema';
import type { Id, IdFactory } from '../ids';
import { randomId } from '../ids';
import type { Item } from '../item.schema';
import { isPageKind } from '../item-types';
import { subtreeEnd } from '../tree';
import { addAttachments, attachmentsOf, cloneWithAttachments } from './attachments';
import type { Attachments } from './attachments';
import { insertBlock } from './add-item';
import type { Target } from './add-item';
import { finishEdit, refuse } from './op-result';
import type { Refusal } from './op-result';
import { clearPasteConflicts } from './paste-cleanup';
import type { ClearedEntry } from './paste-cleanup';
import { copyTranslations } from './remap';

/** Copied items with what they need to be pasted into this or another template. */
export interface Clipboard {
  /** Copied roots with descendants; each root's depth is 0, descendants relative to it. */
  items: Item[];
  attachments: Attachments;
  response_sets: ResponseSet[];
  global_responses: ResponseSet[];
  translations: Translations;
}

/** Result of a copy: the clipboard, or the conflicts (pages cannot be copied, ADR 014). */
export type CopyResult = { ok: true; clipboard: Clipboard } | Refusal;

/** Copies items (with descendants) to the clipboard, in document order; a read, not an edit. */
export function copyItems(doc: TemplateDocument, ids: readonly Id[]): CopyResult {
  const wanted = new Set(ids);
  const items: Item[] = [];
  for (let i = 0; i < doc.items.length; i += 1) {
    const item = doc.items[i] as Item;
    if (!wanted.has(item.id)) continue;
    if (isPageKind(item.type)) return refuse('type_not_supported', item.id);
    const end = subtreeEnd(doc.items, i);
    items.push(...doc.items.slice(i, end).map((b) => ({ ...b, depth: b.depth - item.depth })));
    i = end - 1;
  }
  const missing = ids.find((id) => !doc.items.some((item) => item.id === id));
  if (missing !== undefined) return refuse('not_found', missing);
  const setIds = new Set(items.map((item) => item.options.response_set_id));
  return {
    ok: true,
    clipboard: {
      items,
      attachments: attachmentsOf(doc, items),
      response_sets: doc.response_sets.filter((r) => setIds.has(r.uuid)),
      global_responses: doc.global_responses.filter((r) => setIds.has(r.uuid)),
      translations: doc.translations,
    },
  };
}

/** Result of a paste: the new document with what was cleared, or why nothing could be pasted. */
export type PasteResult = { ok: true; doc: TemplateDocument; cleared: ClearedEntry[] } | Refusal;

/**
 * Pastes the clipboard after the row `target.afterId` with fresh ids. Pasted data that conflicts
 * with the rules is cleared rather than refused (spec §5): items not allowed in the page or not
 * duplicable there are left out, nested repeat/grouping is switched off, references to items that
 * are missing or not earlier are removed (a rule set that has one is dropped). Local and global
 * response sets the items use come along; ids found nowhere are unlinked.
 */
export function pasteItems(
  doc: TemplateDocument,
  clipboard: Clipboard,
  target: Target,
  newId: IdFactory = randomId,
): PasteResult {
  if (clipboard.items.length === 0) return { ok: true, doc, cleared: [] };
  if (!doc.items.some((item) => item.id === target.afterId)) return refuse('not_found', target.afterId);
  const map = new Map<Id, Id>();
  const copy = cloneWithAttachments(clipboard.items, clipboard.attachments, newId, map);
  const items = insertBlock(doc.items, copy.items, target);
  if (!items) return refuse('no_parent', target.afterId);
  const known = new Set([...doc.response_sets, ...doc.global_responses].map((r) => r.uuid));
  const unknown = (r: ResponseSet) => !known.has(r.uuid);
  const response_sets = [...doc.response_sets, ...clipboard.response_sets.filter(unknown)];
  const global_responses = [...doc.global_responses, ...clipboard.global_responses.filter(unknown)];
  const merged: TemplateDocument = {
    ...addAttachments({ ...doc, items, response_sets, global_responses }, copy.attachments),
    translations: copyTranslations(clipboard.translations, map, doc.translations),
  };
  const { doc: cleaned, cleared } = clearPasteConflicts(merged, new Set(copy.items.map((i) => i.id)));
  const result = finishEdit(doc, cleaned);
  return result.ok ? { ok: true, doc: result.doc, cleared } : result;
}
