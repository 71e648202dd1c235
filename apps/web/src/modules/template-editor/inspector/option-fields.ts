import { CHOICE_DEFAULT_TYPES, OPTION_FEATURES, TYPE_OPTIONS_SCHEMAS } from '@fieldbook/domain/templates';
import type { FeatureKey } from '@fieldbook/domain';
import type { ItemType } from '@fieldbook/domain/templates';
import type { z } from 'zod';

/** How the inspector edits one option. */
export type OptionFieldKind =
  | 'boolean'
  | 'number'
  | 'text'
  | 'richText'
  | 'enum'
  | 'tags'
  | 'quality'
  | 'dateDefault'
  | 'calculation'
  | 'repeatSettings'
  | 'link'
  | 'choiceDefault'
  | 'documentIdParts'
  | 'sites'
  | 'siteDefault'
  | 'photoDefault';

/** One inspector field, derived from the type's options schema. */
export interface OptionField {
  key: string;
  kind: OptionFieldKind;
  /** Allowed values of an enum option. */
  values?: readonly string[];
  feature?: FeatureKey;
}

/** Options holding the uuid of an entity edited in its own modal (rules, info, marker, groups, responses). */
const LINKS = new Set([
  'rule_set_id',
  'info_id',
  'image_marker_id',
  'grouped_item_id',
  'response_set_id',
  'options_type',
  'units',
]);
/**
 * Bookkeeping the server shape needs; never shown. `column_options` is the legacy column link only the
 * site → asset-field migration reads (ADR 169).
 */
const INTERNAL = new Set(['repeating_group_id', 'not_visible', 'column_options']);
const SPECIAL: Record<string, OptionFieldKind> = {
  content: 'richText',
  quality: 'quality',
  calculations: 'calculation',
  repeatable_settings: 'repeatSettings',
  sites: 'sites',
};
/** Options of one type whose value is an object or list with a control of its own (ADR 169). */
const BY_TYPE: Partial<Record<ItemType, Record<string, OptionFieldKind>>> = {
  ...Object.fromEntries(CHOICE_DEFAULT_TYPES.map((type) => [type, { default_value: 'choiceDefault' }])),
  photo: { default_value: 'photoDefault' },
  site: { default_value: 'siteDefault' },
  document_id: { items: 'documentIdParts' },
};

type Def = { type: string; innerType?: z.ZodType; element?: z.ZodType; entries?: Record<string, string> };

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

function unwrap(schema: z.ZodType): Def {
  let def = defOf(schema);
  while ((def.type === 'default' || def.type === 'optional' || def.type === 'nullable') && def.innerType)
    def = defOf(def.innerType);
  return def;
}

function kindOf(type: ItemType, key: string, schema: z.ZodType): OptionField {
  const feature = (OPTION_FEATURES as Record<string, FeatureKey>)[key];
  const base = { key, ...(feature ? { feature } : {}) };
  if (LINKS.has(key)) return { ...base, kind: 'link' };
  const special = BY_TYPE[type]?.[key] ?? SPECIAL[key];
  if (special) return { ...base, kind: special };
  const def = unwrap(schema);
  if (key === 'default_value' && def.type === 'object') return { ...base, kind: 'dateDefault' };
  switch (def.type) {
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'number':
      return { ...base, kind: 'number' };
    case 'string':
      return { ...base, kind: 'text' };
    case 'enum':
      return { ...base, kind: 'enum', values: Object.values(def.entries ?? {}) };
    case 'array':
      if (def.element && unwrap(def.element).type === 'string') return { ...base, kind: 'tags' };
  }
  // A new option whose shape has no control must get one; raw JSON is not an editor (ADR 169).
  throw new Error(`no inspector control for option ${key} of ${type}`);
}

const cache = new Map<ItemType, readonly OptionField[]>();

/** Where a kind of field stands: a rich-text body right under the title, switches last, the rest between. */
const RANK: Partial<Record<OptionFieldKind, number>> = { richText: 0, boolean: 2 };
const rankOf = (field: OptionField) => RANK[field.kind] ?? 1;

/** Every option of a type, in schema order within its rank (body first, booleans last, grouped as switches). */
export function optionFields(type: ItemType): readonly OptionField[] {
  const known = cache.get(type);
  if (known) return known;
  const shape = (TYPE_OPTIONS_SCHEMAS[type] as unknown as { shape: Record<string, z.ZodType> }).shape;
  const fields = Object.entries(shape)
    .filter(([key]) => !INTERNAL.has(key))
    .map(([key, schema]) => kindOf(type, key, schema));
  const ordered = [0, 1, 2].flatMap((rank) => fields.filter((f) => rankOf(f) === rank));
  cache.set(type, ordered);
  return ordered;
}
