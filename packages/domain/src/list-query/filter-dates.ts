import { z } from 'zod';

/** Earliest date a filter accepts: the date picker's minimum (spec §5: year 1920). */
export const FILTER_DATE_MIN = '1920-01-01';

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD on or after 1920-01-01. */
export function isValidFilterDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE_SHAPE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && value >= FILTER_DATE_MIN;
}

/** A date-range filter is valid only with two valid dates, the first not after the second (spec §5). */
export function isValidDateRange(value: unknown): value is [string, string] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    isValidFilterDate(value[0]) &&
    isValidFilterDate(value[1]) &&
    value[0] <= value[1]
  );
}

/** Zod form of {@link isValidFilterDate} for request schemas and forms. */
export const filterDateSchema = z.string().refine(isValidFilterDate, 'gen.validations.invalidDateRange');

/** Adds whole days to a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Adds calendar months, clamping to the month's last day (31 March − 1 month = 28/29 February). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}
