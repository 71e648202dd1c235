import { addDays, addMonths } from './calendar';

/** Presets of a list date-range filter (spec §9), in menu order; `custom` means "two picked dates". */
export const DATE_RANGE_PRESETS = [
  'today',
  'yesterday',
  'this-week',
  'last-7-days',
  'last-30-days',
  'last-3-months',
  'last-6-months',
  'last-year',
  'custom',
] as const;

/** Analytics offers this month and last month as well (spec §9). */
export const ANALYTICS_DATE_RANGE_PRESETS = [
  'today',
  'yesterday',
  'this-week',
  'this-month',
  'last-month',
  'last-7-days',
  'last-30-days',
  'last-3-months',
  'last-6-months',
  'last-year',
  'custom',
] as const;

export type DateRangePreset = (typeof ANALYTICS_DATE_RANGE_PRESETS)[number];
/** A preset that names a range relative to today, i.e. anything but `custom`. */
export type RelativeDatePreset = Exclude<DateRangePreset, 'custom'>;

/** Type guard for a preset name arriving as a `bt` filter value. */
export function isRelativeDatePreset(value: unknown): value is RelativeDatePreset {
  return value !== 'custom' && (ANALYTICS_DATE_RANGE_PRESETS as readonly unknown[]).includes(value);
}

const OFFSET_ZONE = /^(?:GMT|UTC)?([+-])(\d{1,2})(?::?(\d{2}))?$/;

/** Minutes east of UTC for a fixed-offset zone (`GMT+05:30`, `-11:00`); null for IANA names. */
export function timeZoneOffsetMinutes(timeZone: string): number | null {
  const offset = OFFSET_ZONE.exec(timeZone);
  if (!offset) return null;
  return (Number(offset[2]) * 60 + Number(offset[3] ?? 0)) * (offset[1] === '-' ? -1 : 1);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using it (every list call). */
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Today's date (YYYY-MM-DD) at `now` in an IANA zone or a fixed offset such as `GMT+05:30`. */
export function todayIn(now: Date, timeZone: string): string {
  const minutes = timeZoneOffsetMinutes(timeZone);
  if (minutes !== null) return new Date(now.getTime() + minutes * 60_000).toISOString().slice(0, 10);
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** True when {@link todayIn} understands the zone (IANA name or fixed offset). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    todayIn(new Date(0), timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves a preset to concrete inclusive dates [from, to] for the user's "today" (ADR 071):
 * weeks start on Monday, "this week/month" are whole calendar periods, "last N days" end today
 * and include it, "last N months/year" start on the same day N months back.
 */
export function resolveDatePreset(preset: RelativeDatePreset, now: Date, timeZone: string): [string, string] {
  const today = todayIn(now, timeZone);
  switch (preset) {
    case 'today':
      return [today, today];
    case 'yesterday':
      return [addDays(today, -1), addDays(today, -1)];
    case 'this-week': {
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
      const monday = addDays(today, -weekday);
      return [monday, addDays(monday, 6)];
    }
    case 'this-month': {
      const first = `${today.slice(0, 8)}01`;
      return [first, addDays(addMonths(first, 1), -1)];
    }
    case 'last-month': {
      const first = addMonths(`${today.slice(0, 8)}01`, -1);
      return [first, addDays(addMonths(first, 1), -1)];
    }
    case 'last-7-days':
      return [addDays(today, -6), today];
    case 'last-30-days':
      return [addDays(today, -29), today];
    case 'last-3-months':
      return [addMonths(today, -3), today];
    case 'last-6-months':
      return [addMonths(today, -6), today];
    case 'last-year':
      return [addMonths(today, -12), today];
  }
}
