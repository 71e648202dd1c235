import { authUserSchema, type AuthUser } from '@fieldbook/domain/auth/auth.schema';

/** Where the last signed-in user is kept for opening the app with no network (the inspection runner, issue 19). */
export const OFFLINE_SESSION_KEY = 'fieldbook.offline-session';

/** Keeps the signed-in user so a reload with no network still opens the app (the server checks every call anyway). */
export function rememberSession(user: AuthUser | null): void {
  try {
    if (user) localStorage.setItem(OFFLINE_SESSION_KEY, JSON.stringify(user));
    else localStorage.removeItem(OFFLINE_SESSION_KEY);
  } catch {
    // Storage full or blocked: the app then needs the network to open, as before.
  }
}

/**
 * The remembered user when the session check could not reach the server because the device is offline; null
 * otherwise (the server is away while the device is online: the app shows that, as before).
 */
export function offlineSession(online: boolean = navigator.onLine): AuthUser | null {
  if (online) return null;
  try {
    const parsed = authUserSchema.safeParse(JSON.parse(localStorage.getItem(OFFLINE_SESSION_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
