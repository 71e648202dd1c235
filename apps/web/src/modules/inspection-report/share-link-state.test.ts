import { describe, expect, it } from 'vitest';
import { expiryOfDay, shareLinkState } from './share-link-state';

const now = new Date('2026-11-27T12:00:00Z');

describe('shareLinkState', () => {
  it.each([
    [{ expires_at: null, revoked_at: null }, 'active'],
    [{ expires_at: '2026-11-28T00:00:00Z', revoked_at: null }, 'active'],
    [{ expires_at: '2026-11-27T12:00:00Z', revoked_at: null }, 'expired'],
    [{ expires_at: '2026-11-01T00:00:00Z', revoked_at: '2026-10-01T00:00:00Z' }, 'revoked'],
    [{ expires_at: null, revoked_at: '2026-11-27T11:00:00Z' }, 'revoked'],
  ] as const)('%j is %s', (link, state) => expect(shareLinkState(link, now)).toBe(state));
});

describe('expiryOfDay', () => {
  it('is the last millisecond of the chosen day in the local zone', () => {
    const at = new Date(expiryOfDay('2026-12-24')!);
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes()]).toEqual([
      2026, 11, 24, 23, 59,
    ]);
  });
  it.each(['', '24.12.2026', '2026-12'])('is null for %j', (day) => expect(expiryOfDay(day)).toBeNull());
});
