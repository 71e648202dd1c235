import { describe, expect, it } from 'vitest';
import { trialDaysLeft } from './trial';

describe('trialDaysLeft', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  it.each([
    [null, null],
    ['2026-01-15T12:00:00Z', 14],
    ['2026-01-01T13:00:00Z', 1],
    ['2026-01-01T11:00:00Z', null],
    ['not a date', null],
  ])('%s → %s', (endsAt, expected) => {
    expect(trialDaysLeft(endsAt, now)).toBe(expected);
  });
});
