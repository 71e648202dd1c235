import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES } from '@fieldbook/domain';
import en from '../locales/en.json';
import { activityLogFilters, logTime } from './activity-filters';

describe('activity log helpers', () => {
  it('names every action and entity of the catalogue in English (the locale test checks the other languages)', () => {
    expect(ACTIVITY_ACTIONS.filter((action) => !(action in en.actions))).toEqual([]);
    expect(ACTIVITY_ENTITIES.filter((entity) => !(entity in en.entities))).toEqual([]);
    expect(new Set(ACTIVITY_ENTITIES).size).toBe(ACTIVITY_ENTITIES.length);
  });
  it('offers the person filter only on everyone’s log', () => {
    expect(activityLogFilters(true).map((f) => f.field)).toContain('user_id');
    expect(activityLogFilters(false).map((f) => f.field)).not.toContain('user_id');
  });
  it('formats times and keeps unreadable ones', () => {
    expect(logTime('not a date')).toBe('not a date');
    expect(logTime('2026-03-04T05:06:00')).toBe('2026-03-04 05:06');
  });
});
