import type { AuthUser } from '@fieldbook/domain/auth/auth.schema';
import { describe, expect, it } from 'vitest';
import { offlineSession, OFFLINE_SESSION_KEY, rememberSession } from './offline-session';
import { testUser } from '../../test/test-user';

describe('the offline session', () => {
  it('stands in for the session check only while the device is offline, and is forgotten on sign-out', () => {
    const user: AuthUser = testUser([]);
    rememberSession(user);
    expect(offlineSession(false)?.id).toBe(user.id);
    expect(offlineSession(true)).toBeNull();
    rememberSession(null);
    expect(localStorage.getItem(OFFLINE_SESSION_KEY)).toBeNull();
    expect(offlineSession(false)).toBeNull();
  });

  it('ignores a remembered value that is not a user', () => {
    localStorage.setItem(OFFLINE_SESSION_KEY, '{"id":1}');
    expect(offlineSession(false)).toBeNull();
  });
});
