import { describe, expect, it } from 'vitest';
import { instantOfWallClock, wallClockIn } from './wall-clock';

describe('wall clock', () => {
  it.each([
    ['2026-03-01T08:30:00Z', 'Europe/Berlin', '2026-03-01T09:30:00'],
    ['2026-07-01T08:30:00Z', 'Europe/Berlin', '2026-07-01T10:30:00'],
    ['2026-03-01T23:30:00Z', 'GMT+05:30', '2026-03-02T05:00:00'],
    ['2026-03-01T08:30:00Z', 'UTC', '2026-03-01T08:30:00'],
  ])('%s in %s is %s and back', (instant, zone, wall) => {
    expect(wallClockIn(new Date(instant), zone)).toBe(wall);
    expect(instantOfWallClock(wall, zone)?.toISOString()).toBe(new Date(instant).toISOString());
  });

  it('reads no instant from a partial or invalid date', () => {
    expect(instantOfWallClock('10:30', 'UTC')).toBeNull();
    expect(instantOfWallClock('not a date', 'UTC')).toBeNull();
  });
});
