/** Parts a date/time answer may carry (spec §3 "Date shapes"). */
export type DatePart = 'year' | 'month' | 'day' | 'hour' | 'minute';

/** Parsed parts of a date/time string; absent parts are null. */
export interface DateParts {
  year: number | null;
  month: number | null;
  day: number | null;
  hour: number | null;
  minute: number | null;
  second: number | null;
}

const SHAPE_PARTS: Readonly<Record<string, readonly DatePart[]>> = {
  hour_minute: ['hour', 'minute'],
  month_day: ['month', 'day'],
  year: ['year'],
  year_month: ['year', 'month'],
  year_month_day: ['year', 'month', 'day'],
  day_hour_minute: ['day', 'hour', 'minute'],
  year_month_day_hour_minute: ['year', 'month', 'day', 'hour', 'minute'],
};

/** The parts a date shape needs, or null for an unknown shape (spec: "otherwise null"). */
export function requiredDateParts(shape: string): readonly DatePart[] | null {
  return SHAPE_PARTS[shape] ?? null;
}

/** The earliest year the date picker offers (spec §9). */
export const MIN_DATE_YEAR = 1920;

// YYYY[-MM[-DD]][THH:mm[:ss]] | HH:mm[:ss] | --MM-DD (ISO month-day)
const DATE_RE =
  /^(?:(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?|--(\d{2})-(\d{2}))?(?:(?:^|T)(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

const num = (s: string | undefined): number | null => (s === undefined ? null : Number(s));

function daysInMonth(year: number | null, month: number): number {
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
}

/** Parses the rule timestamp format (YYYY-MM-DDTHH:mm:ss) and its shorter shapes; null when not a date. */
export function parseDateParts(text: string): DateParts | null {
  if (text === '') return null;
  const m = DATE_RE.exec(text);
  if (!m) return null;
  const parts: DateParts = {
    year: num(m[1]),
    month: num(m[2] ?? m[4]),
    day: num(m[3] ?? m[5]),
    hour: num(m[6]),
    minute: num(m[7]),
    second: num(m[8]),
  };
  if (parts.month !== null && (parts.month < 1 || parts.month > 12)) return null;
  if (parts.day !== null && (parts.day < 1 || parts.day > daysInMonth(parts.year, parts.month ?? 1)))
    return null;
  if (parts.hour !== null && parts.hour > 23) return null;
  if (parts.minute !== null && parts.minute > 59) return null;
  if (parts.second !== null && parts.second > 59) return null;
  return parts;
}

/** What kind of point in time a parsed value is: a calendar instant or a time of day. */
export type DateKind = 'instant' | 'time';

/** A comparable number for a date string: epoch ms for dates, seconds of day for times; null otherwise. */
export function dateComparable(text: string): { kind: DateKind; at: number } | null {
  const p = parseDateParts(text);
  if (!p) return null;
  if (p.year === null) {
    if (p.hour === null || p.month !== null) return null;
    return { kind: 'time', at: p.hour * 3600 + (p.minute ?? 0) * 60 + (p.second ?? 0) };
  }
  const at = Date.UTC(p.year, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return { kind: 'instant', at };
}

/** Formats an instant in the rule timestamp format YYYY-MM-DDTHH:mm:ss (UTC wall clock). */
export function formatRuleTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19);
}
