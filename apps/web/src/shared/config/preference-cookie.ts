/** One year, in seconds: how long a remembered preference's cookie lasts (renewed at every start of the app). */
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Writes a cookie mirroring a preference the web keeps in localStorage (language, skin), so the server can draw a
 * page's first screen in it (ADR 182); scripts on other sites cannot send it (SameSite=Lax).
 */
export function writePreferenceCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax${secure}`;
}
