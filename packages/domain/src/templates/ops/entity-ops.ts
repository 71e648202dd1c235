import type { Language } from '../../common/languages';
import type { TemplateDocument } from '../document.schema';
import type { ImageMarker, InfoBlock, ResponseSet } from '../entities.schema';
import type { Id } from '../ids';
import { infoEntryKeys } from '../info-entries';
import { isPageKind } from '../item-types';
import { dropAttachments } from './attachments';
import { finishEdit, refuse } from './op-result';
import type { OpResult } from './op-result';
import { dropTranslationKeys } from './remap';
import { replaceItem } from './update-item';

/** Editable template-level fields (title, descriptive options, standard language). */
export interface TemplatePatch {
  title?: string;
  options?: Record<string, unknown>;
  standard_language?: Language;
}

/** Edits template-level fields as one undoable edit. */
export function updateTemplate(doc: TemplateDocument, patch: TemplatePatch): OpResult {
  return finishEdit(doc, { ...doc, ...patch, options: { ...doc.options, ...patch.options } });
}

/** Which per-item entity the related-info and image-marker modals save. */
type EntityOption = 'info_id' | 'image_marker_id';

/** `next` without the translations of related-info entries that `doc` had and `next` no longer has (ADR 170). */
function withoutGoneInfoTexts(doc: TemplateDocument, next: TemplateDocument): TemplateDocument {
  const kept = infoEntryKeys(next.info);
  const gone = new Set([...infoEntryKeys(doc.info)].filter((key) => !kept.has(key)));
  return { ...next, translations: dropTranslationKeys(next.translations, gone) };
}

function attach(
  doc: TemplateDocument,
  itemId: Id,
  option: EntityOption,
  uuid: Id,
  add: (d: TemplateDocument) => TemplateDocument,
): OpResult {
  const item = doc.items.find((i) => i.id === itemId);
  if (!item) return refuse('not_found', itemId);
  if (isPageKind(item.type) && item.type !== 'page') return refuse('type_not_supported', itemId);
  const next = add(replaceItem(doc, { ...item, options: { ...item.options, [option]: uuid } }));
  return finishEdit(doc, withoutGoneInfoTexts(doc, dropAttachments(next, [item])));
}

/**
 * Attaches (or replaces) an item's info block, as the related-info modal saves it; a replaced block
 * is dropped unless another item uses it, and so are the translations of entries no longer there.
 */
export function attachInfo(doc: TemplateDocument, itemId: Id, info: InfoBlock): OpResult {
  return attach(doc, itemId, 'info_id', info.uuid, (d) => ({
    ...d,
    info: [...d.info.filter((e) => e.uuid !== info.uuid), info],
  }));
}

/** Attaches (or replaces) an item's image marker; the `ckl_item_image_marker` feature is checked by the caller. */
export function attachImageMarker(doc: TemplateDocument, itemId: Id, marker: ImageMarker): OpResult {
  return attach(doc, itemId, 'image_marker_id', marker.uuid, (d) => ({
    ...d,
    image_markers: [...d.image_markers.filter((e) => e.uuid !== marker.uuid), marker],
  }));
}

/** Detaches an item's info block or image marker, dropping it (and its texts' translations) when no other item uses it. */
export function detachEntity(doc: TemplateDocument, itemId: Id, option: EntityOption): OpResult {
  const item = doc.items.find((i) => i.id === itemId);
  if (!item) return refuse('not_found', itemId);
  const next = replaceItem(doc, { ...item, options: { ...item.options, [option]: null } });
  return finishEdit(doc, withoutGoneInfoTexts(doc, dropAttachments(next, [item])));
}

/** Adds or replaces a template-local response set (POST .../response/new answers with the same shape). */
export function upsertResponseSet(doc: TemplateDocument, set: ResponseSet): OpResult {
  const exists = doc.response_sets.some((s) => s.uuid === set.uuid);
  const response_sets = exists
    ? doc.response_sets.map((s) => (s.uuid === set.uuid ? set : s))
    : [...doc.response_sets, set];
  return finishEdit(doc, { ...doc, response_sets });
}

/** Question types whose answers come from a response set (spec §3: yesno, switch, list, dropdown; oknot too). */
const CHOICE_TYPES: ReadonlySet<string> = new Set(['yesno', 'switch', 'oknot', 'list', 'dropdown']);

function linkResponseSet(
  doc: TemplateDocument,
  itemId: Id,
  set: ResponseSet,
  list: 'response_sets' | 'global_responses',
): OpResult {
  const item = doc.items.find((i) => i.id === itemId);
  if (!item) return refuse('not_found', itemId);
  if (!CHOICE_TYPES.has(item.type)) return refuse('type_not_supported', itemId);
  const current = doc[list];
  const sets = current.some((s) => s.uuid === set.uuid)
    ? current.map((s) => (s.uuid === set.uuid ? set : s))
    : [...current, set];
  const options = { ...item.options, response_set_id: set.uuid, default_value: undefined };
  return finishEdit(doc, { ...replaceItem(doc, { ...item, options }), [list]: sets });
}

/**
 * Saves a choice question's own answer options (the response-set modal) and links them to it, as one
 * edit; a set other questions share is changed for all of them, as the spec's shared sets are.
 */
export function attachResponseSet(doc: TemplateDocument, itemId: Id, set: ResponseSet): OpResult {
  return linkResponseSet(doc, itemId, set, 'response_sets');
}

/** Uses a workspace-wide response set on a choice question: a copy goes into the template (spec §3). */
export function attachGlobalResponseSet(doc: TemplateDocument, itemId: Id, set: ResponseSet): OpResult {
  return linkResponseSet(doc, itemId, set, 'global_responses');
}

/** Sets (or, with null, removes) one translated text of a language, keyed by a stable id. */
export function setTranslation(
  doc: TemplateDocument,
  lang: Language,
  key: string,
  text: string | null,
): OpResult {
  const entries = { ...doc.translations[lang] };
  if (text === null) delete entries[key];
  else entries[key] = text;
  return finishEdit(doc, { ...doc, translations: { ...doc.translations, [lang]: entries } });
}
