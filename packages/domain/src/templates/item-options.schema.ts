import { z } from 'zod';
import { idSchema } from './ids';

const flag = z.boolean().default(false);
const optionalId = idSchema.nullable().optional();

/** Repetition bounds of a repeatable item (spec §3 repeatable_settings: min/max repetitions). */
export const repeatableSettingsSchema = z.object({
  min: z.number().int().min(0).optional(),
  max: z.number().int().min(1).optional(),
});
export type RepeatableSettings = z.infer<typeof repeatableSettingsSchema>;

/**
 * Options every question shares (spec §3 "Common options"). Objects are loose so settings the spec
 * names only by labels (allow N/A, scoring, rating, key, variable...) survive a load/save round trip.
 */
export const commonOptionsShape = {
  required: flag,
  read_only: flag,
  hidden: flag,
  exclude_report: flag,
  require_media: flag,
  require_note: flag,
  enable_score: flag,
  enable_rating: flag,
  repeatable: flag,
  repeatable_settings: repeatableSettingsSchema.optional(),
  /** Id of the server-side repeating_group wrapper, kept so it is stable across saves (ADR 016). */
  repeating_group_id: optionalId,
  not_visible: z.boolean().optional(),
  info_id: optionalId,
  rule_set_id: optionalId,
  image_marker_id: optionalId,
  grouped_item_id: optionalId,
};

/** The options shape the document schema checks on every item before its type-specific check. */
export const itemOptionsSchema = z.looseObject({
  required: z.boolean().optional(),
  read_only: z.boolean().optional(),
  hidden: z.boolean().optional(),
  exclude_report: z.boolean().optional(),
  require_media: z.boolean().optional(),
  require_note: z.boolean().optional(),
  enable_score: z.boolean().optional(),
  enable_rating: z.boolean().optional(),
  repeatable: z.boolean().optional(),
  repeatable_settings: repeatableSettingsSchema.optional(),
  repeating_group_id: optionalId,
  not_visible: z.boolean().optional(),
  info_id: optionalId,
  rule_set_id: optionalId,
  image_marker_id: optionalId,
  grouped_item_id: optionalId,
  response_set_id: optionalId,
  calculations: z
    .looseObject({ value: z.string().optional(), items: z.array(idSchema).optional() })
    .optional(),
});
export type ItemOptions = z.infer<typeof itemOptionsSchema>;

/** Date parts combinations an answer may take (spec §3 "Date shapes"). */
export const DATE_TIME_SHAPES = [
  'hour_minute',
  'month_day',
  'year',
  'year_month',
  'year_month_day',
  'day_hour_minute',
  'year_month_day_hour_minute',
] as const;
/** Validates `date_time_shape` options. */
export const dateTimeShapeSchema = z.enum(DATE_TIME_SHAPES);

/** Period types allowed in relative date defaults (spec §3). */
export const PERIOD_TYPES = ['year', 'month', 'week', 'day', 'hour', 'minute'] as const;

/** Default of a date question: `current` (now), `none`, or now shifted by a period. */
export const dateDefaultValueSchema = z.looseObject({
  type: z.enum(['current', 'none', 'period']).default('current'),
  period_type: z.enum(PERIOD_TYPES).optional(),
  period_value: z.number().optional(),
});

/** Media quality presets (spec §3); the editor keeps `{ value, label }`, the server only the value. */
export const QUALITY_PRESETS = [
  { value: 'sd', label: 'SD 480p' },
  { value: 'hd', label: 'HD 720p' },
  { value: 'fhd', label: 'FHD 1080p' },
  { value: 'qhd', label: 'QHD 2K' },
  { value: 'normal', label: 'default' },
  { value: 'custom', label: 'custom' },
  { value: 'png', label: 'png' },
] as const;
/** The editor form of a quality option. */
export const qualitySchema = z.object({ value: z.string().min(1), label: z.string() });
export type Quality = z.infer<typeof qualitySchema>;
/** The default quality preset (spec §9: quality default normal). */
export const DEFAULT_QUALITY: Quality = { value: 'normal', label: 'default' };

/** One part of a generated document id: an auto-incremented number or the answer of an earlier item. */
export const documentIdPartSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('unique_number'), start: z.number().int().min(0).default(1) }),
  z.object({ type: z.literal('item'), item_id: idSchema }),
]);
export type DocumentIdPart = z.infer<typeof documentIdPartSchema>;

/** A calculation: the expression (`value`) and the earlier items it reads (`items`). */
export const calculationsSchema = z.looseObject({
  value: z.string().default(''),
  items: z.array(idSchema).default([]),
});
export type Calculations = z.infer<typeof calculationsSchema>;

/** The column link of a legacy site question, used by the site → asset_field migration. */
export const columnOptionsSchema = z.looseObject({
  column_id: z.union([z.string(), z.number()]).optional(),
  structure_id: z.union([z.string(), z.number()]).optional(),
  structure_node_id: z.union([z.string(), z.number()]).nullable().optional(),
});
