import { Temporal } from 'temporal-polyfill';
import {
  RECURRENCE_FREQUENCIES,
  recurrencePatternSchema,
  WEEKDAY_CODES,
  type RecurrenceFrequency,
  type RecurrencePattern,
} from './recurrence.schema';

const FREQ: Record<RecurrenceFrequency, string> = {
  hourly: 'HOURLY',
  daily: 'DAILY',
  weekly: 'WEEKLY',
  monthly: 'MONTHLY',
  yearly: 'YEARLY',
};

/** "2026-03-01T08:00" → "20260301T080000" (RFC 5545 DATE-TIME, local form). */
export function compactLocal(local: string): string {
  return `${local.slice(0, 4)}${local.slice(5, 7)}${local.slice(8, 10)}T${local.slice(11, 13)}${local.slice(14, 16)}00`;
}

/**
 * How UNTIL is written: as the UTC instant of the end of that day in the rule's zone (the RFC form), or as the end
 * of that day read as UTC (for the wall-clock expansion in recurrence.ts, which runs in UTC).
 */
export type UntilForm = 'utc' | 'wall-clock';

/** The end of an "until" date (inclusive) in the rule's zone, as a UTC DATE-TIME. */
function untilUtc(date: string, timeZone: string): string {
  const instant = Temporal.PlainDate.from(date)
    .toZonedDateTime({ timeZone, plainTime: '23:59:59' })
    .toInstant()
    .toString();
  return `${instant.replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/** The RRULE value (no "RRULE:" prefix) of a pattern. */
export function rruleValue(p: RecurrencePattern, until: UntilForm): string {
  const parts = [`FREQ=${FREQ[p.frequency]}`];
  if (p.interval !== 1) parts.push(`INTERVAL=${p.interval}`);
  if (p.by_month.length) parts.push(`BYMONTH=${p.by_month.join(',')}`);
  if (p.by_month_day.length) parts.push(`BYMONTHDAY=${p.by_month_day.join(',')}`);
  if (p.weekdays.length) parts.push(`BYDAY=${p.weekdays.join(',')}`);
  if (p.by_hour.length) parts.push(`BYHOUR=${p.by_hour.join(',')}`);
  if (p.end.kind === 'count') parts.push(`COUNT=${p.end.count}`);
  if (p.end.kind === 'until') {
    parts.push(
      `UNTIL=${until === 'utc' ? untilUtc(p.end.until, p.time_zone) : `${p.end.until.replace(/-/g, '')}T235959Z`}`,
    );
  }
  return parts.join(';');
}

/** A pattern as RFC 5545 text: "DTSTART;TZID=Europe/Berlin:20260301T080000\nRRULE:FREQ=DAILY;…" (UNTIL in UTC). */
export function recurrenceToRRule(p: RecurrencePattern): string {
  return `DTSTART;TZID=${p.time_zone}:${compactLocal(p.start)}\nRRULE:${rruleValue(p, 'utc')}`;
}

const LOCAL = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/;

function ints(text: string): number[] {
  return text.split(',').map((v) => Number(v));
}

/** The date an UNTIL value names in the rule's zone (a UTC instant is read in the zone). */
function untilDate(value: string, timeZone: string): string | null {
  const m = LOCAL.exec(value);
  if (!m) return null;
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  if (!m[7]) return date;
  return Temporal.Instant.from(`${date}T${m[4]}:${m[5]}:${m[6]}Z`)
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toString();
}

/** The parts of RFC 5545 the assignment form can say; anything else is refused rather than silently dropped. */
const SUPPORTED = new Set([
  'FREQ',
  'INTERVAL',
  'BYDAY',
  'BYHOUR',
  'BYMONTHDAY',
  'BYMONTH',
  'COUNT',
  'UNTIL',
  'WKST',
]);

/**
 * Reads RFC 5545 text ("DTSTART;TZID=…:…" and "RRULE:…" lines) back into a pattern; a rule using parts the
 * form cannot show (BYSETPOS, BYWEEKNO, MINUTELY, …) is an error, never approximated.
 */
export function recurrenceFromRRule(text: string): { pattern: RecurrencePattern } | { error: string } {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const dtstart = lines.find((l) => l.startsWith('DTSTART'));
  const rrule = lines.find((l) => l.startsWith('RRULE:'));
  const start = dtstart && /^DTSTART;TZID=([^:;]+):(\d{8}T\d{6})$/.exec(dtstart);
  if (!start || !rrule) return { error: 'DTSTART;TZID and RRULE are required' };
  const timeZone = start[1] ?? '';
  const s = LOCAL.exec(start[2] ?? '');
  if (!s) return { error: 'DTSTART is not a date-time' };
  const fields = new Map(
    rrule
      .slice(6)
      .split(';')
      .map((part) => part.split('=') as [string, string]),
  );
  const unsupported = [...fields.keys()].filter((k) => !SUPPORTED.has(k));
  if (unsupported.length) return { error: `unsupported parts: ${unsupported.join(', ')}` };
  const frequency = RECURRENCE_FREQUENCIES.find((f) => FREQ[f] === fields.get('FREQ'));
  if (!frequency) return { error: `unsupported FREQ ${fields.get('FREQ') ?? ''}` };
  const byDay = fields.get('BYDAY')?.split(',') ?? [];
  if (byDay.some((d) => !(WEEKDAY_CODES as readonly string[]).includes(d)))
    return { error: 'BYDAY with ordinals is not supported' };
  const count = fields.get('COUNT');
  const until = fields.get('UNTIL');
  const untilText = until ? untilDate(until, timeZone) : null;
  if (until && !untilText) return { error: 'UNTIL is not a date' };
  const parsed = recurrencePatternSchema.safeParse({
    frequency,
    interval: Number(fields.get('INTERVAL') ?? 1),
    weekdays: byDay,
    by_hour: fields.has('BYHOUR') ? ints(fields.get('BYHOUR') ?? '') : [],
    by_month_day: fields.has('BYMONTHDAY') ? ints(fields.get('BYMONTHDAY') ?? '') : [],
    by_month: fields.has('BYMONTH') ? ints(fields.get('BYMONTH') ?? '') : [],
    end: count
      ? { kind: 'count', count: Number(count) }
      : untilText
        ? { kind: 'until', until: untilText }
        : { kind: 'forever' },
    time_zone: timeZone,
    start: `${s[1]}-${s[2]}-${s[3]}T${s[4]}:${s[5]}`,
  });
  if (!parsed.success) return { error: parsed.error.issues.map((i) => i.path.join('.')).join(', ') };
  return { pattern: parsed.data };
}
