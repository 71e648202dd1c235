import { describe, expect, it } from 'vitest';
import {
  isRelativeDatePreset,
  isValidTimeZone,
  resolveDatePreset,
  todayIn,
  type RelativeDatePreset,
} from './date-presets';

// Wednesday 2026-03-11 23:30 UTC is already Thursday 2026-03-12 in Berlin (UTC+1).
const now = new Date('2026-03-11T23:30:00Z');

describe('todayIn', () => {
  it.each([
    ['UTC', '2026-03-11'],
    ['Europe/Berlin', '2026-03-12'],
    ['America/New_York', '2026-03-11'],
    ['GMT+05:30', '2026-03-12'],
    ['-11:00', '2026-03-11'],
    ['GMT+14:00', '2026-03-12'],
  ])('in %s is %s', (zone, expected) => {
    expect(todayIn(now, zone)).toBe(expected);
  });

  it('knows valid zones from invalid ones', () => {
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('resolveDatePreset', () => {
  it.each<[RelativeDatePreset, [string, string]]>([
    ['today', ['2026-03-12', '2026-03-12']],
    ['yesterday', ['2026-03-11', '2026-03-11']],
    ['this-week', ['2026-03-09', '2026-03-15']],
    ['this-month', ['2026-03-01', '2026-03-31']],
    ['last-month', ['2026-02-01', '2026-02-28']],
    ['last-7-days', ['2026-03-06', '2026-03-12']],
    ['last-30-days', ['2026-02-11', '2026-03-12']],
    ['last-3-months', ['2025-12-12', '2026-03-12']],
    ['last-6-months', ['2025-09-12', '2026-03-12']],
    ['last-year', ['2025-03-12', '2026-03-12']],
  ])('%s in Berlin', (preset, expected) => {
    expect(resolveDatePreset(preset, now, 'Europe/Berlin')).toEqual(expected);
  });

  it('starts the week on Monday even on a Sunday', () => {
    expect(resolveDatePreset('this-week', new Date('2026-03-15T12:00:00Z'), 'UTC')).toEqual([
      '2026-03-09',
      '2026-03-15',
    ]);
  });

  it('last month from January is December of the year before', () => {
    expect(resolveDatePreset('last-month', new Date('2026-01-20T12:00:00Z'), 'UTC')).toEqual([
      '2025-12-01',
      '2025-12-31',
    ]);
  });

  it('recognises relative presets only', () => {
    expect(isRelativeDatePreset('last-year')).toBe(true);
    expect(isRelativeDatePreset('custom')).toBe(false);
    expect(isRelativeDatePreset('next-week')).toBe(false);
  });
});
