import { describe, expect, it } from 'vitest';
import { recurrenceFromRRule, recurrenceToRRule } from './rrule-text';
import { recurrencePatternSchema } from './recurrence.schema';
import { describeRecurrence } from './recurrence-words';

const weekdays = recurrencePatternSchema.parse({
  frequency: 'weekly',
  weekdays: ['FR', 'MO', 'TU', 'WE', 'TH'],
  end: { kind: 'until', until: '2027-03-31' },
  time_zone: 'Europe/Berlin',
  start: '2027-01-04T08:00',
});

describe('RFC 5545 text', () => {
  it('writes DTSTART with the zone and UNTIL as the UTC end of that day, and reads it back', () => {
    const text = recurrenceToRRule(weekdays);
    expect(text).toBe(
      'DTSTART;TZID=Europe/Berlin:20270104T080000\nRRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20270331T215959Z',
    );
    expect(recurrenceFromRRule(text)).toEqual({ pattern: weekdays });
  });

  it('round-trips every part the form has', () => {
    const rule = recurrencePatternSchema.parse({
      frequency: 'yearly',
      interval: 2,
      by_month: [3, 9],
      by_month_day: [-1, 1],
      by_hour: [14, 8],
      end: { kind: 'count', count: 12 },
      time_zone: 'Australia/Sydney',
      start: '2026-03-01T08:15',
    });
    const text = recurrenceToRRule(rule);
    expect(text).toContain('RRULE:FREQ=YEARLY;INTERVAL=2;BYMONTH=3,9;BYMONTHDAY=-1,1;BYHOUR=8,14;COUNT=12');
    expect(recurrenceFromRRule(text)).toEqual({ pattern: rule });
  });

  it('refuses what the form cannot say', () => {
    expect(
      recurrenceFromRRule('DTSTART;TZID=UTC:20260101T080000\nRRULE:FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO'),
    ).toHaveProperty('error');
    expect(recurrenceFromRRule('DTSTART;TZID=UTC:20260101T080000\nRRULE:FREQ=MINUTELY')).toHaveProperty(
      'error',
    );
    expect(recurrenceFromRRule('DTSTART;TZID=Mars/Olympus:20260101T080000\nRRULE:FREQ=DAILY')).toHaveProperty(
      'error',
    );
    expect(recurrenceFromRRule('RRULE:FREQ=DAILY')).toHaveProperty('error');
  });
});

describe('the rule in words', () => {
  const sameYear = { ...weekdays, start: '2027-01-04T08:00' };
  it('says the spec’s example in en, de and fr', () => {
    expect(describeRecurrence(sameYear, 'en')).toBe('every weekday at 08:00, Europe/Berlin, until 31 March');
    expect(describeRecurrence(sameYear, 'de')).toBe('jeden Werktag um 08:00, Europe/Berlin, bis 31. März');
    expect(describeRecurrence(sameYear, 'fr')).toBe(
      "chaque jour ouvré à 08:00, Europe/Berlin, jusqu'au 31 mars",
    );
  });

  it('says intervals, days, months, hours and counts', () => {
    const monthly = recurrencePatternSchema.parse({
      frequency: 'monthly',
      interval: 3,
      by_month_day: [1, -1],
      by_hour: [8, 14],
      end: { kind: 'count', count: 4 },
      time_zone: 'UTC',
      start: '2026-01-01T08:30',
    });
    expect(describeRecurrence(monthly, 'en')).toBe(
      'every 3 months on day 1 and the last day at 08:30 and 14:30, UTC, 4 times',
    );
    const hourly = recurrencePatternSchema.parse({
      frequency: 'hourly',
      interval: 2,
      time_zone: 'UTC',
      start: '2026-01-01T06:00',
    });
    expect(describeRecurrence(hourly, 'de')).toBe('alle 2 Stunden ab 06:00, UTC');
    const weekly = recurrencePatternSchema.parse({
      frequency: 'weekly',
      interval: 2,
      weekdays: ['MO', 'TH'],
      time_zone: 'UTC',
      start: '2026-01-05T07:00',
      end: { kind: 'until', until: '2027-02-01' },
    });
    expect(describeRecurrence(weekly, 'fr')).toBe(
      "toutes les 2 semaines le lundi et jeudi à 07:00, UTC, jusqu'au 1 février 2027",
    );
  });
});
