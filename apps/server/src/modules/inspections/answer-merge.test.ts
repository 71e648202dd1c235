import { describe, expect, it } from 'vitest';
import { beats, EMPTY_ANSWER, mergePart } from './answer-merge';

const stamp = (at: string, change: string, by = 'u1') => ({ at, by, change });

describe('beats', () => {
  it.each([
    [stamp('2026-01-01T10:00:01Z', 'a'), stamp('2026-01-01T10:00:00Z', 'z'), true],
    [stamp('2026-01-01T10:00:00Z', 'z'), stamp('2026-01-01T10:00:01Z', 'a'), false],
    [stamp('2026-01-01T10:00:00Z', 'b'), stamp('2026-01-01T12:00:00+02:00', 'a'), true],
    [stamp('2026-01-01T10:00:00Z', 'a'), stamp('2026-01-01T10:00:00Z', 'b'), false],
    [stamp('2026-01-01T10:00:00Z', 'a'), undefined, true],
  ])('%o over %o → %s', (a, b, expected) => {
    expect(beats(a, b)).toBe(expected);
  });
});

describe('mergePart', () => {
  it('keeps the later value and puts the earlier one into history, whichever arrives first', () => {
    const early = stamp('2026-01-01T10:00:00Z', 'a', 'ann');
    const late = stamp('2026-01-01T10:05:00Z', 'b', 'bob');
    const lateFirst = mergePart(mergePart(EMPTY_ANSWER, 'value', 'B', late), 'value', 'A', early);
    const earlyFirst = mergePart(mergePart(EMPTY_ANSWER, 'value', 'A', early), 'value', 'B', late);
    for (const merged of [lateFirst, earlyFirst]) {
      expect(merged.value).toBe('B');
      expect(merged.partTimes.value).toBe(late);
      expect(merged.history).toEqual([
        { part: 'value', value: 'A', changed_at: early.at, changed_by: 'ann' },
      ]);
    }
  });

  it('merges parts independently: a note and a value by two people both stay', () => {
    const withValue = mergePart(EMPTY_ANSWER, 'value', 'ok', stamp('2026-01-01T10:05:00Z', 'a', 'ann'));
    const both = mergePart(withValue, 'note', 'leak', stamp('2026-01-01T10:00:00Z', 'b', 'bob'));
    expect(both).toMatchObject({ value: 'ok', note: 'leak', history: [] });
  });
});
