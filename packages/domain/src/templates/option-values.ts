import { z } from 'zod';
import { fileDownloadPathSchema } from '../file-manager/file-manager.schema';
import type { TemplateDocument } from './document.schema';
import { idSchema } from './ids';
import { documentIdPartSchema } from './item-options.schema';
import type { Item } from './item.schema';
import { isPageKind } from './item-types';
import { responseOptionsOf } from './response-options';

/** Choice questions whose default answer is one (or, with multiple_selection, several) of their options. */
export const CHOICE_DEFAULT_TYPES = ['yesno', 'switch', 'oknot', 'list', 'dropdown'] as const;

/** Why the inspector refuses an option value; the web shows each localised under its field (ADR 169). */
export type OptionValueProblem =
  | 'not_an_option'
  | 'one_only'
  | 'duplicate'
  | 'parts_empty'
  | 'part_item_missing'
  | 'part_invalid'
  | 'not_a_url'
  | 'too_many';

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

/** Site ids of a dataset or spare-parts question (and the one default site of a legacy site question). */
export const siteIdsSchema = z.array(idSchema).refine(unique, 'duplicate');

/** The ordered parts a document number is built from; `format` places them as {0}, {1}, … */
export const documentIdPartsSchema = z.array(documentIdPartSchema).min(1, 'parts_empty');

/**
 * Default photos of a photo question, one unless multi_photo is on: web addresses of images, or images of
 * the organisation's file manager by their download path (ADR 172).
 */
export const defaultPhotosSchema = z.array(
  z.union([z.url({ protocol: /^https?$/ }), fileDownloadPathSchema]),
);

/** Questions a document number part may read: every other question of the template. */
export function documentIdSources(doc: TemplateDocument, item: Item): Item[] {
  return doc.items.filter(
    (other) => other.id !== item.id && !isPageKind(other.type) && other.type !== 'section',
  );
}

function choiceDefaultProblem(doc: TemplateDocument, item: Item, value: unknown): OptionValueProblem | null {
  const ids = new Set(responseOptionsOf(doc, item).map((option) => option.uuid));
  const chosen = Array.isArray(value) ? value : [value];
  if (chosen.length > 1 && item.options.multiple_selection !== true) return 'one_only';
  if (!unique(chosen)) return 'duplicate';
  return chosen.every((id) => typeof id === 'string' && ids.has(id)) ? null : 'not_an_option';
}

function documentIdProblem(doc: TemplateDocument, item: Item, value: unknown): OptionValueProblem | null {
  const parsed = documentIdPartsSchema.safeParse(value);
  if (!parsed.success) return Array.isArray(value) && value.length === 0 ? 'parts_empty' : 'part_invalid';
  const sources = new Set(documentIdSources(doc, item).map((source) => source.id));
  return parsed.data.every((part) => part.type !== 'item' || sources.has(part.item_id))
    ? null
    : 'part_item_missing';
}

function photosProblem(item: Item, value: unknown): OptionValueProblem | null {
  const parsed = defaultPhotosSchema.safeParse(value);
  if (!parsed.success) return 'not_a_url';
  if (!unique(parsed.data)) return 'duplicate';
  return parsed.data.length > 1 && item.options.multi_photo !== true ? 'too_many' : null;
}

function siteProblem(value: unknown, single: boolean): OptionValueProblem | null {
  const list = single ? [value] : value;
  const parsed = siteIdsSchema.safeParse(list);
  if (parsed.success) return null;
  return Array.isArray(list) && list.every((id) => typeof id === 'string') ? 'duplicate' : 'not_an_option';
}

/**
 * Checks a value the inspector is about to write to an option its controls build (choice defaults,
 * document number parts, sites, default photos) against the document; null when it may be written.
 * Undefined (cleared) is always allowed. Other options are checked by their own schema as before.
 */
export function optionValueProblem(
  doc: TemplateDocument,
  item: Item,
  key: string,
  value: unknown,
): OptionValueProblem | null {
  if (value === undefined) return null;
  const type = item.type;
  if (key === 'default_value' && (CHOICE_DEFAULT_TYPES as readonly string[]).includes(type))
    return choiceDefaultProblem(doc, item, value);
  if (key === 'default_value' && type === 'photo') return photosProblem(item, value);
  if (key === 'default_value' && type === 'site') return siteProblem(value, true);
  if (key === 'sites') return siteProblem(value, false);
  if (key === 'items' && type === 'document_id') return documentIdProblem(doc, item, value);
  return null;
}
