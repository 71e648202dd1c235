import { DATE_TIME_SHAPES, type Item } from '@fieldbook/domain/templates';

type DateTimeShape = (typeof DATE_TIME_SHAPES)[number];

/**
 * The browser input that asks for exactly a shape's parts (spec §3 "Date shapes"): a year alone is a number, a
 * month a month picker; month-and-day takes a full date (the year is ignored) and day-hour-minute a full date
 * and time, since browsers have no narrower picker for them.
 */
const SHAPE_INPUTS: Readonly<Record<DateTimeShape, string>> = {
  year: 'number',
  year_month: 'month',
  year_month_day: 'date',
  month_day: 'date',
  hour_minute: 'time',
  day_hour_minute: 'datetime-local',
  year_month_day_hour_minute: 'datetime-local',
};

const DATE_ITEM_TYPES: ReadonlySet<string> = new Set([
  'datetime',
  'date',
  'time',
  'inspection_start_date',
  'inspection_end_date',
  'inspection_real_start_date',
  'inspection_real_end_date',
]);

const isShape = (value: unknown): value is DateTimeShape =>
  typeof value === 'string' && (DATE_TIME_SHAPES as readonly string[]).includes(value);

/** The input type of a date question by its date shape (by its type when it has none); null for other types. */
export function dateInputType(item: Pick<Item, 'type' | 'options'>): string | null {
  if (!DATE_ITEM_TYPES.has(item.type)) return null;
  const shape = item.options.date_time_shape;
  if (isShape(shape)) return SHAPE_INPUTS[shape];
  if (item.type === 'date') return 'date';
  if (item.type === 'time') return 'time';
  return 'datetime-local';
}
