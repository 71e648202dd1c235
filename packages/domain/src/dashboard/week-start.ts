import { instantOfWallClock, wallClockIn } from '../inspections/wall-clock';

const DAY = 86_400_000;

/**
 * The instant the current week began (Monday 00:00) on the wall clock of a time zone: the dashboard counts
 * "this week" as the member sees the calendar, not in UTC.
 */
export function weekStartIn(now: Date, timeZone: string): Date {
  const local = new Date(`${wallClockIn(now, timeZone)}Z`);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const monday = new Date(local.getTime() - sinceMonday * DAY).toISOString().slice(0, 10);
  return instantOfWallClock(`${monday}T00:00:00`, timeZone) ?? new Date(`${monday}T00:00:00Z`);
}
