import { z } from 'zod';

/** Page kinds of spec §3: every page holds children, sits at depth 0 and is never dragged by item move. */
export const PAGE_KINDS = ['page', 'start_page', 'end_page', 'hidden_page'] as const;
/** Validates a page kind where only pages are accepted (page reorder, seeding). */
export const pageKindSchema = z.enum(PAGE_KINDS);
export type PageKind = z.infer<typeof pageKindSchema>;

/** Question types of spec §3 (serverType equals the type name); `date` and `time` are the datetime variants. */
export const QUESTION_TYPES = [
  'inspection_number',
  'asset',
  'document_id',
  'inspection_start_date',
  'inspection_location',
  'inspection_real_start_date',
  'file_manager',
  'url',
  'person',
  'inspection_real_end_date',
  'inspection_end_date',
  'end_signature',
  'repeating_group',
  'textAnswer',
  'longText',
  'instruction',
  'site',
  'number',
  'slider',
  'constant',
  'calculation',
  'issues_count',
  'counter',
  'datetime',
  'date',
  'time',
  'yesno',
  'switch',
  'checkbox',
  'oknot',
  'list',
  'dropdown',
  'global_list',
  'dataset',
  'spare_parts',
  'signature',
  'acknowledgment',
  'photo',
  'video',
  'audio',
  'qr',
  'barcode',
  'asset_field',
  'assignment_field',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Every item type a template document may hold. */
export const ITEM_TYPES = [...PAGE_KINDS, 'section', ...QUESTION_TYPES] as const;
/** Validates an item's `type`. */
export const itemTypeSchema = z.enum(ITEM_TYPES);
export type ItemType = z.infer<typeof itemTypeSchema>;

/** Whether a type is a page kind; pages are the roots of the item tree. */
export function isPageKind(type: ItemType): type is PageKind {
  return (PAGE_KINDS as readonly string[]).includes(type);
}

/** Whether items of this type may hold children (pages, sections and the server-side repeating wrapper). */
export function isContainerType(type: ItemType): boolean {
  return isPageKind(type) || type === 'section' || type === 'repeating_group';
}
