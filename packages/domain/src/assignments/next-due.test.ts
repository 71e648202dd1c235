import { describe, expect, it } from 'vitest';
import { assignmentNextDue, type DueSource } from './next-due';
import { recurrenceSchema } from './recurrence.schema';

const daily = recurrenceSchema.parse({
  frequency: 'daily',
  time_zone: 'Europe/Berlin',
  start: '2026-03-27T08:00',
  duration_minutes: 120,
});
const base: DueSource = {
  status: 'active',
  type: 'schedule',
  recurrence: daily,
  start_at: null,
  end_at: null,
};
const at = new Date('2026-03-29T06:30:00Z');

describe('assignmentNextDue', () => {
  it('is the end of the open window of a schedule, the direct window, or the earlier of both for mix', () => {
    expect(assignmentNextDue(base, at)).toBe('2026-03-29T08:00:00.000Z');
    const direct = {
      ...base,
      type: 'direct' as const,
      start_at: '2026-03-29T00:00:00Z',
      end_at: '2026-03-29T07:00:00Z',
    };
    expect(assignmentNextDue(direct, at)).toBe('2026-03-29T07:00:00.000Z');
    expect(assignmentNextDue({ ...direct, type: 'mix' }, at)).toBe('2026-03-29T07:00:00.000Z');
    expect(assignmentNextDue(direct, new Date('2026-03-29T07:00:00Z'))).toBeNull();
  });

  it('is null when paused or finished', () => {
    expect(assignmentNextDue({ ...base, status: 'paused' }, at)).toBeNull();
    expect(assignmentNextDue({ ...base, status: 'finished' }, at)).toBeNull();
  });
});
