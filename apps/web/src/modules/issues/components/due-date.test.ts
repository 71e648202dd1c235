import { describe, expect, it } from 'vitest';
import { dayOfDueAt, dueAtFromDay } from './due-date';

describe('due dates', () => {
  it('round-trips a day through the stored end-of-day instant', () => {
    const stored = dueAtFromDay('2026-12-04');
    expect(stored).not.toBeNull();
    expect(dayOfDueAt(stored)).toBe('2026-12-04');
  });
  it('treats an empty or malformed day as no due date', () => {
    expect(dueAtFromDay('')).toBeNull();
    expect(dueAtFromDay('2026-13-45')).toBeNull();
    expect(dayOfDueAt(null)).toBe('');
  });
});
