import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';
import { compactLocal, rruleValue } from './rrule-text';
import {
  RECURRENCE_LIMITS,
  type Occurrence,
  type Recurrence,
  type RecurrencePattern,
} from './recurrence.schema';

/**
 * The library's expander for daily and longer rules (ADR 209): they are expanded as wall clock (in UTC, which has
 * no clock changes) and each wall-clock start is then placed in the zone by RFC 5545 §3.3.5: a time skipped by a
 * spring-forward change moves forward by the gap, a repeated time takes its first instant. rrule-temporal alone
 * would drop a skipped time, and jkbrzt/rrule shifts times across changes.
 */
function expander(p: RecurrencePattern): RRuleTemporal {
  return new RRuleTemporal({
    rruleString: `DTSTART;TZID=UTC:${compactLocal(p.start)}\nRRULE:${rruleValue(p, 'wall-clock')}`,
  });
}

/** A wall-clock start of the expansion placed in the rule's zone (RFC 5545 §3.3.5, "compatible"). */
function placed(p: RecurrencePattern, epochMs: number): Temporal.ZonedDateTime {
  const wall = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO('UTC').toPlainDateTime();
  return wall.toZonedDateTime(p.time_zone, { disambiguation: 'compatible' });
}

/** The first start of a rule as an instant in its zone. */
function firstStart(p: RecurrencePattern): Temporal.ZonedDateTime {
  return Temporal.PlainDateTime.from(p.start).toZonedDateTime(p.time_zone, { disambiguation: 'compatible' });
}

/** The end of an "until" date (inclusive) in the rule's zone, in epoch milliseconds; Infinity when none. */
function untilMs(p: RecurrencePattern): number {
  if (p.end.kind !== 'until') return Infinity;
  return Temporal.PlainDate.from(p.end.until).add({ days: 1 }).toZonedDateTime({ timeZone: p.time_zone })
    .epochMilliseconds;
}

/** The wall-clock hour of an instant in a zone, from a formatter made once per zone (the hourly loop's hot path). */
const hourFormats = new Map<string, Intl.DateTimeFormat>();
function localHour(timeZone: string, epochMs: number): number {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' });
    hourFormats.set(timeZone, format);
  }
  return Number(format.format(epochMs));
}

/** Steps an hourly walk takes at most per call (about two years of single hours). */
const HOURLY_STEPS = 20_000;

/**
 * Hourly starts at or after `after`: every `interval` hours of elapsed time from the first start (a day with a
 * clock change has 23 or 25 hours, and an autumn 02:00 comes twice), kept when its wall-clock hour is one of
 * `by_hour`. Counted here rather than by the library, whose hourly steps follow the wall clock in some zones.
 */
function* hourlyStarts(p: RecurrencePattern, after: number): Generator<Temporal.ZonedDateTime> {
  const first = firstStart(p).epochMilliseconds;
  const step = p.interval * 3_600_000;
  const until = untilMs(p);
  let remaining = p.end.kind === 'count' ? p.end.count : Infinity;
  // Without a count, jump to the step just before `after` instead of walking from the first start.
  let at = p.end.kind === 'count' ? first : first + Math.max(0, Math.floor((after - first) / step)) * step;
  for (let steps = 0; remaining > 0 && steps < HOURLY_STEPS && at < until; steps++, at += step) {
    if (p.by_hour.length && !p.by_hour.includes(localHour(p.time_zone, at))) continue;
    remaining--;
    if (at >= after) {
      steps = 0;
      yield Temporal.Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(p.time_zone);
    }
  }
}

/** The library's next start, or null when it ends or gives up (its iteration cap: a rule that never occurs). */
function nextOf(rrule: RRuleTemporal, cursor: Date): { epochMilliseconds: number } | null {
  try {
    return rrule.next(cursor, true);
  } catch {
    return null;
  }
}

/** Starts of daily and longer rules at or after `after`, oldest first, without repeats. */
function* wallClockStarts(p: RecurrencePattern, after: number): Generator<Temporal.ZonedDateTime> {
  const rrule = expander(p);
  const wall = Temporal.Instant.fromEpochMilliseconds(after)
    .toZonedDateTimeISO(p.time_zone)
    .toPlainDateTime();
  // A day back: a wall-clock time before `after` may be placed after it in the zone (gaps move times forward).
  let cursor = new Date(wall.toZonedDateTime('UTC').subtract({ days: 1 }).epochMilliseconds);
  let last = -Infinity;
  for (;;) {
    const next = nextOf(rrule, cursor);
    if (!next) return;
    cursor = new Date(next.epochMilliseconds + 1);
    const start = placed(p, next.epochMilliseconds);
    if (start.epochMilliseconds < after || start.epochMilliseconds <= last) continue;
    last = start.epochMilliseconds;
    yield start;
  }
}

/** Every start of a rule at or after `after`, oldest first. */
function startsFrom(p: RecurrencePattern, after: Date): Generator<Temporal.ZonedDateTime> {
  return p.frequency === 'hourly' ? hourlyStarts(p, after.getTime()) : wallClockStarts(p, after.getTime());
}

/** An occurrence starting at a zoned instant, its window `duration_minutes` long. */
function occurrenceAt(rule: Pick<Recurrence, 'duration_minutes'>, start: Temporal.ZonedDateTime): Occurrence {
  const end = start.toInstant().add({ minutes: rule.duration_minutes });
  return {
    start: start.toInstant().toString(),
    end: end.toString(),
    local: start.toString({ timeZoneName: 'never', smallestUnit: 'minute' }),
  };
}

/**
 * Occurrences whose start lies in [from, to), oldest first, at most `limit` (the scheduler materialises the
 * windows of a coming period with it; pure, so every process computes the same windows).
 */
export function occurrencesBetween(
  rule: Recurrence,
  from: Date,
  to: Date,
  limit: number = RECURRENCE_LIMITS.expansion,
): Occurrence[] {
  const found: Occurrence[] = [];
  for (const start of startsFrom(rule, from)) {
    if (found.length >= limit || start.epochMilliseconds >= to.getTime()) break;
    found.push(occurrenceAt(rule, start));
  }
  return found;
}

/** The next `count` occurrences starting at or after `after` (the preview's ten, the form's "next due"). */
export function nextOccurrences(rule: Recurrence, after: Date, count = 10): Occurrence[] {
  const found: Occurrence[] = [];
  for (const start of startsFrom(rule, after)) {
    if (found.length >= count) break;
    found.push(occurrenceAt(rule, start));
  }
  return found;
}

/**
 * The occurrence whose due window is open at `at` or, if none is, the next one: its end is the assignment's
 * `next_due` (an occurrence is due at the end of its window). Null when the rule has ended.
 */
export function currentOrNextOccurrence(rule: Recurrence, at: Date): Occurrence | null {
  // Every occurrence starting after `at - duration` ends after `at`: the first of them is the one.
  return nextOccurrences(rule, new Date(at.getTime() - rule.duration_minutes * 60_000 + 1), 1)[0] ?? null;
}
