import { describe, expect, it } from 'vitest';
import { recurrenceSchema } from '@fieldbook/domain';
import { ruleAppliesFrom } from './assignments.service';

const daily = recurrenceSchema.parse({
  frequency: 'daily',
  time_zone: 'Europe/Berlin',
  start: '2026-03-27T08:00',
  duration_minutes: 120,
});

describe('ruleAppliesFrom (editing a schedule: from the next occurrence, or the current one too)', () => {
  it('keeps the open window for "next" and replaces it for "current"', () => {
    const now = new Date('2026-03-29T06:30:00Z');
    expect(ruleAppliesFrom(daily, 'next', now).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(ruleAppliesFrom(daily, 'current', now).toISOString()).toBe('2026-03-29T06:00:00.000Z');
  });

  it('applies from now when no window is open or there was no schedule', () => {
    const between = new Date('2026-03-29T12:00:00Z');
    expect(ruleAppliesFrom(daily, 'next', between)).toEqual(between);
    expect(ruleAppliesFrom(null, 'current', between)).toEqual(between);
  });
});
