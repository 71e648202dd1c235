import type { FeatureKey } from '../plans/plans';
import { isPageKind, ITEM_TYPES, PAGE_KINDS } from './item-types';
import type { ItemType, PageKind } from './item-types';

/** Palette groups of the builder (spec §3 "Palette groups"). */
export const PALETTE_GROUPS = [
  'startPage',
  'specialPage',
  'endPage',
  'text',
  'numeric',
  'datetime',
  'yesno',
  'select',
  'approval',
  'multimedia',
  'scanning',
  'misc',
] as const;
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

/** How an item's answer behaves in filters, rules and validation (spec §3 "Behaviour categories"). */
export type BehaviourCategory = 'text' | 'number' | 'datetime' | 'list';

/** What the builder, runner and importer need to know about one item type. */
export interface ItemTypeInfo {
  type: ItemType;
  kind: 'page' | 'section' | 'question';
  /** Palette group; null for pages, sections and types the palette never offers directly. */
  paletteGroup: PaletteGroup | null;
  /** Page kinds an item of this type may live in (none for pages themselves). */
  allowedPageKinds: readonly PageKind[];
  onePerPage: boolean;
  category: BehaviourCategory | null;
  /** Whether rules, calculations and document ids may read this item's answer. */
  dependency: boolean;
  importable: boolean;
  preAction: boolean;
  deprecated: boolean;
  disabled: boolean;
  hidden: boolean;
  feature: FeatureKey | null;
}

const GROUP_MEMBERS: Record<PaletteGroup, readonly ItemType[]> = {
  startPage: [
    'inspection_number',
    'asset',
    'document_id',
    'inspection_start_date',
    'inspection_location',
    'inspection_real_start_date',
    'file_manager',
    'url',
  ],
  specialPage: ['person'],
  endPage: ['inspection_real_end_date', 'inspection_end_date', 'end_signature', 'repeating_group'],
  text: ['textAnswer', 'longText', 'instruction', 'site'],
  numeric: ['number', 'slider', 'constant', 'calculation', 'issues_count', 'counter'],
  datetime: ['datetime'],
  yesno: ['yesno', 'switch', 'checkbox', 'oknot'],
  select: ['list', 'dropdown', 'global_list', 'dataset', 'spare_parts'],
  approval: ['signature', 'acknowledgment'],
  multimedia: ['photo', 'video', 'audio'],
  scanning: ['qr', 'barcode'],
  misc: ['asset_field', 'assignment_field'],
};

/** Question types each page kind refuses (spec §3 "Excluded question types per page kind"). */
export const PAGE_KIND_EXCLUSIONS: Record<Exclude<PageKind, 'hidden_page'>, readonly ItemType[]> = {
  start_page: ['inspection_end_date', 'inspection_real_end_date', 'end_signature', 'file_manager', 'url'],
  end_page: [
    'site',
    'asset',
    'document_id',
    'inspection_location',
    'inspection_start_date',
    'inspection_real_start_date',
    'file_manager',
    'url',
  ],
  page: [
    'person',
    'site',
    'asset',
    'document_id',
    'inspection_location',
    'inspection_real_start_date',
    'inspection_real_end_date',
    'file_manager',
    'end_signature',
    'url',
  ],
};

/** The hidden page holds only the system dates (ADR 011). */
export const HIDDEN_PAGE_TYPES: readonly ItemType[] = [
  'inspection_real_start_date',
  'inspection_real_end_date',
];

const ONE_PER_PAGE: readonly ItemType[] = [
  'asset',
  'document_id',
  'inspection_start_date',
  'inspection_end_date',
  'inspection_real_start_date',
  'inspection_real_end_date',
  'inspection_location',
  'end_signature',
];
const DEPRECATED: readonly ItemType[] = [
  'inspection_number',
  'end_signature',
  'repeating_group',
  'site',
  'issues_count',
  'dataset',
  'spare_parts',
];
const DISABLED: readonly ItemType[] = [
  'inspection_real_start_date',
  'inspection_real_end_date',
  'repeating_group',
];
const HIDDEN: readonly ItemType[] = ['inspection_real_start_date', 'date', 'time'];
const NO_PRE_ACTION: readonly ItemType[] = [
  'section',
  'instruction',
  'constant',
  'calculation',
  'checkbox',
  'signature',
  'acknowledgment',
  'photo',
  'video',
  'audio',
  'qr',
  'barcode',
  'file_manager',
  'url',
  'end_signature',
  'repeating_group',
];
/** Types without a comparable answer: nothing may read them (ADR 011). */
const NOT_DEPENDENCY: readonly ItemType[] = [
  'section',
  'repeating_group',
  'instruction',
  'file_manager',
  'url',
  'signature',
  'end_signature',
  'photo',
  'video',
  'audio',
];
/** Types a CSV/Excel import cannot create: system, deprecated, or needing references the file cannot carry. */
const NOT_IMPORTABLE: readonly ItemType[] = [
  ...DEPRECATED,
  ...DISABLED,
  'global_list',
  'calculation',
  'asset_field',
  'assignment_field',
  'file_manager',
  'url',
];
const FEATURES: Partial<Record<ItemType, FeatureKey>> = {
  repeating_group: 'ckl_repeatable',
  global_list: 'ckl_global_list',
  calculation: 'ckl_global_list',
  issues_count: 'act_create_issue',
};
const CATEGORY_MEMBERS: Record<BehaviourCategory, readonly ItemType[]> = {
  number: ['number', 'slider', 'constant', 'calculation', 'issues_count', 'counter'],
  datetime: [
    'datetime',
    'date',
    'time',
    'inspection_start_date',
    'inspection_end_date',
    'inspection_real_start_date',
    'inspection_real_end_date',
  ],
  list: [
    'yesno',
    'switch',
    'checkbox',
    'oknot',
    'list',
    'dropdown',
    'global_list',
    'dataset',
    'spare_parts',
    'asset',
    'person',
    'site',
  ],
  text: [],
};

/** Plan features gating item options rather than types (spec §1 feature gates). */
export const OPTION_FEATURES = {
  repeatable: 'ckl_repeatable',
  image_marker_id: 'ckl_item_image_marker',
  rule_set_id: 'ckl_rule',
} as const satisfies Record<string, FeatureKey>;

function groupOf(type: ItemType): PaletteGroup | null {
  if (type === 'date' || type === 'time') return null;
  return PALETTE_GROUPS.find((g) => GROUP_MEMBERS[g].includes(type)) ?? null;
}

function categoryOf(type: ItemType): BehaviourCategory | null {
  if (isPageKind(type) || type === 'section' || type === 'repeating_group') return null;
  return (
    (Object.keys(CATEGORY_MEMBERS) as BehaviourCategory[]).find((c) => CATEGORY_MEMBERS[c].includes(type)) ??
    'text'
  );
}

function allowedPages(type: ItemType): PageKind[] {
  if (isPageKind(type)) return [];
  return PAGE_KINDS.filter((kind) =>
    kind === 'hidden_page' ? HIDDEN_PAGE_TYPES.includes(type) : !PAGE_KIND_EXCLUSIONS[kind].includes(type),
  );
}

function describe(type: ItemType): ItemTypeInfo {
  const page = isPageKind(type);
  return {
    type,
    kind: page ? 'page' : type === 'section' ? 'section' : 'question',
    paletteGroup: groupOf(type),
    allowedPageKinds: allowedPages(type),
    onePerPage: ONE_PER_PAGE.includes(type),
    category: categoryOf(type),
    dependency: !page && !NOT_DEPENDENCY.includes(type),
    importable: !NOT_IMPORTABLE.includes(type),
    preAction: !page && !NO_PRE_ACTION.includes(type),
    deprecated: DEPRECATED.includes(type),
    disabled: DISABLED.includes(type),
    hidden: HIDDEN.includes(type),
    feature: FEATURES[type] ?? null,
  };
}

/** The item-type catalogue: one entry per type, built once from the spec's lists above. */
export const ITEM_CATALOGUE: Readonly<Record<ItemType, ItemTypeInfo>> = Object.fromEntries(
  ITEM_TYPES.map((type) => [type, describe(type)]),
) as Record<ItemType, ItemTypeInfo>;

/** Types of one palette group in palette order, for the builder's palette. */
export function paletteTypes(group: PaletteGroup): readonly ItemType[] {
  return GROUP_MEMBERS[group];
}

/** Whether a type may be placed in a page of the given kind. */
export function isAllowedInPage(type: ItemType, pageKind: PageKind): boolean {
  return ITEM_CATALOGUE[type].allowedPageKinds.includes(pageKind);
}
