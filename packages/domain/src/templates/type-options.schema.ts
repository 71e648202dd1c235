import { z } from 'zod';
import { idSchema } from './ids';
import {
  calculationsSchema,
  columnOptionsSchema,
  commonOptionsShape,
  dateDefaultValueSchema,
  dateTimeShapeSchema,
  DEFAULT_QUALITY,
  documentIdPartSchema,
  qualitySchema,
  repeatableSettingsSchema,
} from './item-options.schema';
import type { ItemType } from './item-types';
import { richTextSchema } from './rich-text.schema';

const flag = z.boolean().default(false);
const optionalId = idSchema.nullable().optional();
const units = z.array(z.string()).default([]);
/** Editor form `{ value, label }`; the server shape holds just the value (spec §3). */
const quality = z.union([qualitySchema, z.string().min(1)]).default(DEFAULT_QUALITY);

const pageShape = {
  info_id: optionalId,
  image_marker_id: optionalId,
  hidden: flag,
  not_visible: z.boolean().default(false),
};
/** Only the main page may carry a rule set (spec §3 "Page kinds"). */
const noRuleSet = { rule_set_id: z.null().optional() };

const question = (shape: z.ZodRawShape = {}) => z.looseObject({ ...commonOptionsShape, ...shape });

const dateShape = {
  date: z.boolean().default(true),
  time: z.boolean().default(true),
  date_time_shape: dateTimeShapeSchema.default('year_month_day_hour_minute'),
  default_value: dateDefaultValueSchema.default({ type: 'current' }),
  future_date: flag,
  prior_date: flag,
};
const choiceShape = {
  response_set_id: optionalId,
  default_value: z.unknown().optional(),
  options_type: optionalId,
};
const listShape = { ...choiceShape, multiple_selection: flag };
const fieldLinkShape = {
  editable: flag,
  asset_type_uuid: z.string().optional(),
  field_key: z.string().optional(),
  field_type: z.string().optional(),
  value_type: z.string().optional(),
  asset_type_id: z.number().optional(),
};
const datasetShape = { sites: z.array(z.unknown()).default([]) };

/**
 * Options of every item type with the spec's defaults (§3 "Type-specific options", §9). Required
 * options are optional here so a draft can hold a freshly added item; `missingRequiredOptions`
 * reports them instead (ADR 012).
 */
export const TYPE_OPTIONS_SCHEMAS = {
  page: z.looseObject({ ...pageShape, rule_set_id: optionalId }),
  start_page: z.looseObject({ ...pageShape, ...noRuleSet }),
  end_page: z.looseObject({ ...pageShape, ...noRuleSet }),
  hidden_page: z.looseObject({ ...pageShape, ...noRuleSet, not_visible: z.boolean().default(true) }),
  section: z.looseObject({
    grouped_item_id: optionalId,
    info_id: optionalId,
    image_marker_id: optionalId,
    rule_set_id: optionalId,
    exclude_report: flag,
    repeatable: flag,
    repeatable_settings: repeatableSettingsSchema.optional(),
    repeating_group_id: optionalId,
    hidden: flag,
    not_visible: z.boolean().optional(),
  }),
  inspection_number: question(),
  asset: question(),
  document_id: question({
    format: z.string().default('{0}'),
    items: z.array(documentIdPartSchema).default([{ type: 'unique_number', start: 1 }]),
  }),
  inspection_start_date: question(dateShape),
  inspection_location: question(),
  inspection_real_start_date: question(dateShape),
  file_manager: question(),
  url: question(),
  person: question(),
  inspection_real_end_date: question(dateShape),
  inspection_end_date: question(dateShape),
  end_signature: question(),
  repeating_group: question(),
  textAnswer: question({
    default_value: z.string().optional(),
    max_length: z.string().optional(),
    min_length: z.string().optional(),
    secure: flag,
  }),
  longText: question({
    min: z.number().optional(),
    max: z.number().optional(),
    default_value: z.string().optional(),
  }),
  instruction: question({ content: richTextSchema.optional() }),
  site: question({
    default_value: z.unknown().optional(),
    editable: flag,
    column_options: columnOptionsSchema.optional(),
  }),
  number: question({
    decimal: z.number().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    default_value: z.number().optional(),
    grouping_separator: flag,
    secure: flag,
    units,
  }),
  slider: question({
    min: z.number().default(0),
    max: z.number().default(10),
    step: z.number().positive().default(1),
    units,
  }),
  constant: question({
    default_value: z.string().default(''),
    unit_type: z.string().optional(),
    units,
    hidden: z.boolean().default(true),
  }),
  calculation: question({
    editable: flag,
    calculations: calculationsSchema.default({ value: '', items: [] }),
    unit_type: z.string().optional(),
    units,
  }),
  issues_count: question({ scope: z.string().default('all'), categories: z.array(idSchema).default([]) }),
  counter: question({ scope: z.string().default('all'), type: z.string().default('yesno') }),
  datetime: question(dateShape),
  date: question({
    ...dateShape,
    time: z.boolean().default(false),
    date_time_shape: dateTimeShapeSchema.default('year_month_day'),
  }),
  time: question({
    ...dateShape,
    date: z.boolean().default(false),
    date_time_shape: dateTimeShapeSchema.default('hour_minute'),
  }),
  yesno: question(choiceShape),
  switch: question(choiceShape),
  checkbox: question({ default_value: flag }),
  oknot: question(choiceShape),
  list: question(listShape),
  dropdown: question(listShape),
  global_list: question({
    global_list_uuid: idSchema.optional(),
    global_list_id: z.number().optional(),
    advanced: flag,
    separator: z.string().default('/'),
    label_field_keys: z.array(z.string()).default(['item_id', 'display_name']),
    value_field_keys: z.array(z.string()).default(['item_id']),
    field_type: z.string().default('text'),
    value_type: z.string().default('text'),
  }),
  dataset: question(datasetShape),
  spare_parts: question({ ...datasetShape, quantity: z.number().optional() }),
  signature: question(),
  acknowledgment: question(),
  photo: question({
    multi_photo: flag,
    allow_camera: flag,
    photo_library: flag,
    allow_gps_tagging: flag,
    quality,
    default_value: z.unknown().optional(),
  }),
  video: question({
    allow_camera: flag,
    photo_library: flag,
    quality,
    max_length: z.number().positive().default(20),
  }),
  audio: question({ quality, max_length: z.number().positive().default(20) }),
  qr: question(),
  barcode: question(),
  asset_field: question(fieldLinkShape),
  assignment_field: question(fieldLinkShape),
} satisfies Record<ItemType, z.ZodType>;

/** Typed options of one item type, defaults applied. */
export type OptionsOf<T extends ItemType> = z.output<(typeof TYPE_OPTIONS_SCHEMAS)[T]>;

/** The options a newly added item of a type starts with. */
export function defaultOptions<T extends ItemType>(type: T): OptionsOf<T> {
  return TYPE_OPTIONS_SCHEMAS[type].parse({}) as OptionsOf<T>;
}

/** Options the spec requires to be filled before a template is usable (§5 "Required item options"). */
export const REQUIRED_OPTIONS: Partial<Record<ItemType, readonly string[]>> = {
  slider: ['min', 'max', 'step'],
  constant: ['default_value'],
  issues_count: ['categories'],
  counter: ['type'],
  global_list: ['global_list_uuid', 'global_list_id'],
  asset_field: ['asset_type_uuid', 'asset_type_id', 'field_key', 'field_type', 'value_type'],
  assignment_field: ['asset_type_uuid', 'asset_type_id', 'field_key', 'field_type', 'value_type'],
};

/** Names of required options an item leaves empty, for the builder's "field is required" hints. */
export function missingRequiredOptions(item: { type: ItemType; options: Record<string, unknown> }): string[] {
  const required = REQUIRED_OPTIONS[item.type] ?? [];
  return required.filter((key) => {
    const value = item.options[key];
    return (
      value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
    );
  });
}

/** The datetime variant an item takes from its date and time options (spec §3). */
export function dateItemType(date: boolean, time: boolean): 'date' | 'time' | 'datetime' {
  if (date && !time) return 'date';
  if (time && !date) return 'time';
  return 'datetime';
}
