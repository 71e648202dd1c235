import { describe, expect, it } from 'vitest';
import { weekStartIn } from './week-start';

describe('weekStartIn', () => {
  it.each([
    ['2026-11-27T16:00:00Z', 'UTC', '2026-11-23T00:00:00.000Z'],
    ['2026-11-23T00:00:00Z', 'UTC', '2026-11-23T00:00:00.000Z'],
    ['2026-11-22T23:59:59Z', 'UTC', '2026-11-16T00:00:00.000Z'],
    ['2026-11-22T23:30:00Z', 'Europe/Berlin', '2026-11-22T23:00:00.000Z'],
    ['2026-11-23T03:00:00Z', 'America/New_York', '2026-11-16T05:00:00.000Z'],
  ])('the Monday before %s in %s began at %s', (now, zone, start) => {
    expect(weekStartIn(new Date(now), zone).toISOString()).toBe(start);
  });
});
