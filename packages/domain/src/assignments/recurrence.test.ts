import { describe, expect, it } from 'vitest';
import { currentOrNextOccurrence, nextOccurrences, occurrencesBetween } from './recurrence';
import { recurrenceSchema, type RecurrenceInput } from './recurrence.schema';

const rule = (input: Partial<RecurrenceInput>) =>
  recurrenceSchema.parse({
    frequency: 'daily',
    time_zone: 'Europe/Berlin',
    start: '2026-03-27T08:00',
    duration_minutes: 60,
    ...input,
  });
const starts = (input: Partial<RecurrenceInput>, after: string, count: number) =>
  nextOccurrences(rule(input), new Date(after), count).map((o) => o.start);

describe('recurrence across daylight-saving changes (fixed expectations)', () => {
  it('Europe/Berlin: daily 08:00 keeps the wall clock over the spring change (29 March 2026)', () => {
    expect(starts({}, '2026-03-27T00:00:00Z', 4)).toEqual([
      '2026-03-27T07:00:00Z',
      '2026-03-28T07:00:00Z',
      '2026-03-29T06:00:00Z',
      '2026-03-30T06:00:00Z',
    ]);
    expect(nextOccurrences(rule({}), new Date('2026-03-29T00:00:00Z'), 1)[0]).toEqual({
      start: '2026-03-29T06:00:00Z',
      end: '2026-03-29T07:00:00Z',
      local: '2026-03-29T08:00+02:00',
    });
  });

  it('Europe/Berlin: a time the spring change skips moves forward by the gap, a repeated one takes its first instant', () => {
    expect(starts({ start: '2026-03-28T02:30' }, '2026-03-28T00:00:00Z', 3)).toEqual([
      '2026-03-28T01:30:00Z',
      '2026-03-29T01:30:00Z',
      '2026-03-30T00:30:00Z',
    ]);
    expect(starts({ start: '2026-10-24T02:30' }, '2026-10-24T00:00:00Z', 3)).toEqual([
      '2026-10-24T00:30:00Z',
      '2026-10-25T00:30:00Z',
      '2026-10-26T01:30:00Z',
    ]);
  });

  it('Europe/Berlin: hourly counts elapsed hours, so the autumn day has 02:00 twice', () => {
    const r = rule({ frequency: 'hourly', start: '2026-10-25T00:00', end: { kind: 'count', count: 5 } });
    expect(nextOccurrences(r, new Date('2026-10-24T00:00:00Z'), 10).map((o) => o.local)).toEqual([
      '2026-10-25T00:00+02:00',
      '2026-10-25T01:00+02:00',
      '2026-10-25T02:00+02:00',
      '2026-10-25T02:00+01:00',
      '2026-10-25T03:00+01:00',
    ]);
  });

  it('America/New_York: every weekday at 09:00 over the March change (8 March 2026)', () => {
    const input = {
      frequency: 'weekly' as const,
      weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
      time_zone: 'America/New_York',
      start: '2026-03-02T09:00',
    } satisfies Partial<RecurrenceInput>;
    expect(starts(input, '2026-03-06T00:00:00Z', 3)).toEqual([
      '2026-03-06T14:00:00Z',
      '2026-03-09T13:00:00Z',
      '2026-03-10T13:00:00Z',
    ]);
  });

  it('America/New_York: every 2 hours over the November change (1 November 2026)', () => {
    const r = rule({
      frequency: 'hourly',
      interval: 2,
      time_zone: 'America/New_York',
      start: '2026-10-31T22:00',
    });
    expect(nextOccurrences(r, new Date('2026-11-01T00:00:00Z'), 4).map((o) => o.local)).toEqual([
      '2026-10-31T22:00-04:00',
      '2026-11-01T00:00-04:00',
      '2026-11-01T01:00-05:00',
      '2026-11-01T03:00-05:00',
    ]);
  });

  it('Australia/Sydney: monthly on the 5th at 08:00 over the April change, daily 02:30 over the October gap', () => {
    const monthly = {
      frequency: 'monthly' as const,
      by_month_day: [5],
      time_zone: 'Australia/Sydney',
      start: '2026-03-05T08:00',
    } satisfies Partial<RecurrenceInput>;
    expect(starts(monthly, '2026-03-01T00:00:00Z', 3)).toEqual([
      '2026-03-04T21:00:00Z',
      '2026-04-04T22:00:00Z',
      '2026-05-04T22:00:00Z',
    ]);
    const daily = { time_zone: 'Australia/Sydney', start: '2026-10-03T02:30' };
    expect(nextOccurrences(rule(daily), new Date('2026-10-01T00:00:00Z'), 3).map((o) => o.local)).toEqual([
      '2026-10-03T02:30+10:00',
      '2026-10-04T03:30+11:00',
      '2026-10-05T02:30+11:00',
    ]);
  });

  it('ends after a count or on an until date (inclusive, in the zone); the preview gives ten', () => {
    expect(starts({ end: { kind: 'until', until: '2026-03-29' } }, '2026-03-01T00:00:00Z', 10)).toHaveLength(
      3,
    );
    expect(starts({ end: { kind: 'count', count: 2 } }, '2026-03-01T00:00:00Z', 10)).toHaveLength(2);
    expect(starts({ end: { kind: 'count', count: 2 } }, '2026-03-28T07:00:01Z', 10)).toEqual([]);
    expect(starts({}, '2026-03-20T00:00:00Z', 10)).toHaveLength(10);
  });

  it('a rule started long ago is expanded from its phase of elapsed hours, not from its first start', () => {
    const r = rule({ frequency: 'hourly', interval: 3, start: '2020-01-01T00:00' });
    const next = nextOccurrences(r, new Date('2026-06-01T00:30:00Z'), 2);
    // Steps of three elapsed hours from 2019-12-31T23:00Z: 02:00Z and 05:00Z on that day.
    expect(next.map((o) => o.local)).toEqual(['2026-06-01T04:00+02:00', '2026-06-01T07:00+02:00']);
  });

  it('windows starting in a period, for the scheduler; the open or next window for next_due', () => {
    const found = occurrencesBetween(
      rule({}),
      new Date('2026-03-28T00:00:00Z'),
      new Date('2026-03-30T00:00:00Z'),
    );
    expect(found.map((o) => o.start)).toEqual(['2026-03-28T07:00:00Z', '2026-03-29T06:00:00Z']);
    expect(currentOrNextOccurrence(rule({}), new Date('2026-03-29T06:30:00Z'))?.end).toBe(
      '2026-03-29T07:00:00Z',
    );
    expect(currentOrNextOccurrence(rule({}), new Date('2026-03-29T07:00:00Z'))?.end).toBe(
      '2026-03-30T07:00:00Z',
    );
    expect(
      currentOrNextOccurrence(rule({ end: { kind: 'count', count: 1 } }), new Date('2026-04-01T00:00:00Z')),
    ).toBeNull();
  });
});

describe('rules that could never occur are refused before expansion', () => {
  const refused = (input: Partial<RecurrenceInput>) =>
    recurrenceSchema.safeParse({
      frequency: 'daily',
      time_zone: 'UTC',
      start: '2026-01-01T08:00',
      duration_minutes: 5,
      ...input,
    }).success;
  it('refuses 30 February, hours an hourly step never reaches and dates the calendar lacks', () => {
    expect(refused({ frequency: 'yearly', by_month: [2], by_month_day: [30] })).toBe(false);
    expect(refused({ frequency: 'hourly', interval: 24, by_hour: [3] })).toBe(false);
    expect(refused({ start: '2026-02-30T08:00' })).toBe(false);
    expect(refused({ end: { kind: 'until', until: '2026-04-31' } })).toBe(false);
    expect(refused({ frequency: 'monthly', by_month: [2], by_month_day: [29, -1] })).toBe(true);
    expect(refused({ frequency: 'hourly', interval: 5, by_hour: [3] })).toBe(true);
  });
});
