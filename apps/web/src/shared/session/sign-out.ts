import { api } from '../api/client';
import { rememberSession } from './offline-session';

/** POST /user/logout, then a fresh start on /login so nothing of the session stays in memory. */
export async function signOut(): Promise<void> {
  rememberSession(null);
  try {
    await api.post('/user/logout', undefined, { silent: true });
  } finally {
    window.location.assign('/login');
  }
}
