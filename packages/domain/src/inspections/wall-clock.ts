import { timeZoneOffsetMinutes } from '../list-query/date-presets';
import { parseDateParts } from '../rules/date-values';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** Minutes a zone is ahead of UTC at an instant (IANA names or fixed offsets such as GMT+05:30). */
function offsetAt(instant: number, timeZone: string): number {
  const fixed = timeZoneOffsetMinutes(timeZone);
  if (fixed !== null) return fixed;
  const parts = format(timeZone).formatToParts(new Date(instant));
  const n = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * An instant as the rules engine's timestamp (YYYY-MM-DDTHH:mm:ss) on the wall clock of the inspection's zone:
 * how the runner and the server fill inspection start and end date items.
 */
export function wallClockIn(instant: Date, timeZone: string): string {
  const local = new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone) * 60_000);
  return local.toISOString().slice(0, 19);
}

/** The instant a full rule timestamp means in a zone (for the answer's typed time column), or null. */
export function instantOfWallClock(text: string, timeZone: string): Date | null {
  const p = parseDateParts(text.trim());
  if (!p || p.year === null || p.month === null || p.day === null) return null;
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  const first = wall - offsetAt(wall, timeZone) * 60_000;
  return new Date(wall - offsetAt(first, timeZone) * 60_000);
}
