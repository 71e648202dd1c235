import { z } from 'zod';
import { timeZoneSchema } from '../auth/auth.schema';

/** Frequencies of an assignment's recurrence (spec §3 Recurrence). */
export const RECURRENCE_FREQUENCIES = ['hourly', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** Weekday codes of RFC 5545, Monday first. */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** Limits of a recurrence (ADR 209). */
export const RECURRENCE_LIMITS = {
  interval: 999,
  count: 1000,
  /** A due window of at most one year. */
  durationMinutes: 366 * 24 * 60,
  /** Occurrences one preview or one expansion call answers at most. */
  expansion: 1000,
} as const;

/** Whether "YYYY-MM-DD" names a day of the calendar (not 30 February), from year 1000 on. */
function isCalendarDate(text: string): boolean {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1000 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A wall-clock date and time without zone, "YYYY-MM-DDTHH:mm" (spec §9 rule timestamps, minutes only). */
export const localDateTimeSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, 'gen.validations.date')
  .refine((v) => isCalendarDate(v.slice(0, 10)), 'gen.validations.date');

/** A calendar date "YYYY-MM-DD". */
export const localDateSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'gen.validations.date')
  .refine(isCalendarDate, 'gen.validations.date');

/** How a recurrence ends: never, after N occurrences, or on a date (inclusive, in the rule's zone). */
export const recurrenceEndSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('forever') }),
  z.object({ kind: z.literal('count'), count: z.number().int().min(1).max(RECURRENCE_LIMITS.count) }),
  z.object({ kind: z.literal('until'), until: localDateSchema }),
]);
export type RecurrenceEnd = z.infer<typeof recurrenceEndSchema>;

const intList = (min: number, max: number, size: number) =>
  z
    .array(z.number().int().min(min).max(max))
    .max(size, 'gen.validations.max')
    .default([])
    .transform((values) => [...new Set(values)].sort((a, b) => a - b));

/**
 * The pattern of a recurrence, what an RFC 5545 RRULE with DTSTART;TZID carries: frequency, repeat every,
 * weekdays, repeat on hour / day of month / month, the end, the zone and the first start (wall clock).
 */
export const recurrencePatternSchema = z.object({
  frequency: z.enum(RECURRENCE_FREQUENCIES),
  interval: z.number().int().min(1).max(RECURRENCE_LIMITS.interval).default(1),
  weekdays: z
    .array(z.enum(WEEKDAY_CODES))
    .max(7)
    .default([])
    .transform((days) => WEEKDAY_CODES.filter((d) => days.includes(d))),
  by_hour: intList(0, 23, 24),
  /** Days of the month; -1 is the last day. */
  by_month_day: intList(-1, 31, 31).refine((days) => !days.includes(0), 'gen.validations.invalid_option'),
  by_month: intList(1, 12, 12),
  end: recurrenceEndSchema.default({ kind: 'forever' }),
  /** IANA zone name ("Europe/Berlin"), the zone the wall-clock times are read in. */
  time_zone: timeZoneSchema,
  start: localDateTimeSchema,
});
export type RecurrencePattern = z.output<typeof recurrencePatternSchema>;

const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether a pattern can ever produce an occurrence: a day of the month that none of the chosen months has
 * ("30 February"), or hours an hourly step never reaches, would make expansion search forever.
 */
export function canOccur(p: RecurrencePattern): boolean {
  if (p.by_month_day.length && !p.by_month_day.includes(-1)) {
    const months = p.by_month.length ? p.by_month : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const longest = Math.max(...months.map((m) => MONTH_DAYS[m - 1] ?? 31));
    if (p.by_month_day.every((d) => d > longest)) return false;
  }
  if (p.frequency === 'hourly' && p.by_hour.length) {
    const first = Number(p.start.slice(11, 13));
    const reached = Array.from({ length: 24 }, (_, k) => (first + k * p.interval) % 24);
    if (!reached.some((h) => p.by_hour.includes(h))) return false;
  }
  return true;
}

/**
 * A recurrence as an assignment stores it: the pattern, the due window (`duration_minutes` from each start; spec
 * §5: start and due cannot be equal) and the validity (minutes after the window an overdue occurrence may still be
 * done before it is missed; null: until the next occurrence starts).
 */
export const recurrenceSchema = recurrencePatternSchema
  .extend({
    duration_minutes: z
      .number()
      .int()
      .min(1, 'assignment.validation.duration')
      .max(RECURRENCE_LIMITS.durationMinutes),
    validity_minutes: z.number().int().min(0).max(RECURRENCE_LIMITS.durationMinutes).nullable().default(null),
  })
  .superRefine((rule, ctx) => {
    if (!canOccur(rule))
      ctx.addIssue({ code: 'custom', path: ['frequency'], message: 'assignment.validation.never' });
    if (rule.end.kind === 'until' && rule.end.until < rule.start.slice(0, 10))
      ctx.addIssue({
        code: 'custom',
        path: ['end', 'until'],
        message: 'assignment.validation.until_before_start',
      });
  });
export type Recurrence = z.output<typeof recurrenceSchema>;
export type RecurrenceInput = z.input<typeof recurrenceSchema>;

/** One occurrence: its window as instants (UTC ISO) and its start as the wall clock of the rule's zone. */
export interface Occurrence {
  start: string;
  end: string;
  /** "YYYY-MM-DDTHH:mm+02:00": the wall-clock start with the zone's offset at that instant. */
  local: string;
}

/** Body of POST /assignment/recurrence/preview: a rule, and from when to look (default now). */
export const recurrencePreviewRequestSchema = z.object({
  recurrence: recurrenceSchema,
  after: z.string().datetime({ offset: true }).optional(),
  count: z.number().int().min(1).max(50).default(10),
});

const occurrenceSchema = z.object({ start: z.string(), end: z.string(), local: z.string() });
/** Answer of the preview: the next occurrences, the RRULE text and the rule in words (caller's language). */
export const recurrencePreviewResponseSchema = z.object({
  data: z.object({ occurrences: z.array(occurrenceSchema), rrule: z.string(), text: z.string() }),
});

/** A stored recurrence as answers carry it: the output shape, without the request's defaults and clean-ups. */
export const recurrenceViewSchema = z.object({
  frequency: z.enum(RECURRENCE_FREQUENCIES),
  interval: z.number().int(),
  weekdays: z.array(z.enum(WEEKDAY_CODES)),
  by_hour: z.array(z.number().int()),
  by_month_day: z.array(z.number().int()),
  by_month: z.array(z.number().int()),
  end: recurrenceEndSchema,
  time_zone: z.string(),
  start: z.string(),
  duration_minutes: z.number().int(),
  validity_minutes: z.number().int().nullable(),
}) satisfies z.ZodType<Recurrence>;
