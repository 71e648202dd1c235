import { parseDateParts } from '@fieldbook/domain/rules';
import type { Item } from '@fieldbook/domain/templates';

/** Intl options of each date shape (spec §5 "Date shapes"): only the parts the question asked for. */
const SHAPE_FORMATS: Readonly<Record<string, Intl.DateTimeFormatOptions>> = {
  hour_minute: { hour: '2-digit', minute: '2-digit' },
  month_day: { month: 'long', day: 'numeric' },
  year: { year: 'numeric' },
  year_month: { year: 'numeric', month: 'long' },
  year_month_day: { dateStyle: 'medium' },
  day_hour_minute: { day: 'numeric', hour: '2-digit', minute: '2-digit' },
  year_month_day_hour_minute: { dateStyle: 'medium', timeStyle: 'short' },
};

/**
 * A date answer (a wall-clock text such as `2026-11-27T09:30` or `09:30`) in the shape its question asked, in the
 * reader's language. The wall clock is already the inspection's zone, so it is formatted as UTC to stay unshifted.
 */
export function formatDateAnswer(text: string, shape: unknown, language: string): string {
  const parts = parseDateParts(text);
  if (!parts) return text;
  const format =
    SHAPE_FORMATS[typeof shape === 'string' ? shape : ''] ?? SHAPE_FORMATS['year_month_day_hour_minute']!;
  const at = new Date(
    Date.UTC(parts.year ?? 2000, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0),
  );
  return new Intl.DateTimeFormat(language, { ...format, timeZone: 'UTC' }).format(at);
}

/** A number answer with the question's unit (its first; the runner offers no choice of unit), in the reader's digits. */
export function formatNumberAnswer(value: number | string, item: Item, language: string): string {
  const n = typeof value === 'number' ? value : Number(value);
  const text = Number.isFinite(n)
    ? new Intl.NumberFormat(language, { maximumFractionDigits: 6 }).format(n)
    : String(value);
  const units = item.options['units'];
  const unit = Array.isArray(units) && typeof units[0] === 'string' ? units[0] : '';
  return unit ? `${text} ${unit}` : text;
}

/** An instant in the inspector's zone with the zone's short name, so a reader elsewhere sees the inspector's clock. */
export function formatInstant(iso: string, timeZone: string, language: string): string {
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(language, options).format(new Date(iso));
  }
}

/** Whole hours and minutes between two instants (null when it has not ended or the end precedes the start). */
export function durationParts(
  startIso: string,
  endIso: string | null,
): { hours: number; minutes: number } | null {
  if (!endIso) return null;
  const minutes = Math.round((Date.parse(endIso) - Date.parse(startIso)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 0) return null;
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
