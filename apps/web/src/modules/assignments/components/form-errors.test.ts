import { describe, expect, it } from 'vitest';
import { errorAt, fieldMessage } from './form-errors';
import { asksApplyTo, defaultRecurrence, fromLocalInput, splitMinutes, toLocalInput } from './form-values';

const say = (key: string) => `<${key}>`;

describe('assignment form errors', () => {
  const errors = {
    title: { type: 'server', message: 'Required' },
    assets: { type: 'custom', message: 'Invalid' },
    recurrence: {
      end: { until: { type: 'custom', message: 'Invalid' } },
      interval: { type: 'too_small', message: 'Min 1' },
    },
  };

  it('reads nested paths', () => {
    expect(errorAt(errors, 'recurrence.interval')?.message).toBe('Min 1');
    expect(errorAt(errors, 'recurrence.start')).toBeUndefined();
    expect(errorAt(errors, 'nothing.here')).toBeUndefined();
  });

  it('names the refinements and keeps the server’s and zod’s messages', () => {
    expect(fieldMessage(errors, 'assets', say)).toBe('<assignments:validation.dataset>');
    expect(fieldMessage(errors, 'recurrence.end.until', say)).toBe(
      '<assignments:validation.untilBeforeStart>',
    );
    expect(fieldMessage(errors, 'title', say)).toBe('Required');
    expect(fieldMessage(errors, 'recurrence.interval', say)).toBe('Min 1');
    expect(fieldMessage(errors, 'end_at', say)).toBeUndefined();
  });
});

describe('assignment form values', () => {
  it('starts a new rule tomorrow at 08:00 in the given zone', () => {
    const rule = defaultRecurrence(new Date(2026, 10, 28, 12), 'Europe/Berlin');
    expect(rule.start).toBe('2026-11-29T08:00');
    expect(rule.time_zone).toBe('Europe/Berlin');
  });

  it('shows a window in the largest unit that divides it', () => {
    expect(splitMinutes(480)).toEqual({ amount: 8, unit: 'hours' });
    expect(splitMinutes(2880)).toEqual({ amount: 2, unit: 'days' });
    expect(splitMinutes(45)).toEqual({ amount: 45, unit: 'minutes' });
  });

  it('round-trips a datetime-local value through an instant', () => {
    expect(toLocalInput(fromLocalInput('2027-03-28T08:00'))).toBe('2027-03-28T08:00');
    expect(fromLocalInput('')).toBeNull();
  });

  it('asks "next or current" only when editing a schedule', () => {
    expect(asksApplyTo(true, 'schedule')).toBe(true);
    expect(asksApplyTo(true, 'mix')).toBe(true);
    expect(asksApplyTo(true, 'direct')).toBe(false);
    expect(asksApplyTo(false, 'schedule')).toBe(false);
  });
});
