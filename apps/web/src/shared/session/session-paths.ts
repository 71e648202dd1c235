/** Where signed-in users land, and where public-only pages send them by default. */
export const HOME_PATH = '/dashboard';

/** Pages a signed-out visitor uses; a lost session there must not bounce them to /login. */
const SIGNED_OUT_PATHS = [
  /^\/login\/?$/,
  /^\/register\/?$/,
  /^\/forgot-password\/?$/,
  /^\/reset-password\//,
  /^\/2fa\//,
];

/** The login URL that brings the user back to `target` after signing in. */
export function loginPathFor(target: string): string {
  return target && target !== '/' ? `/login?redirect_uri=${encodeURIComponent(target)}` : '/login';
}

/** Where a 401 USR_UNAUTHENTICATED sends the browser (full reload), or null to stay. */
export function unauthenticatedRedirect(pathname: string, search: string): string | null {
  if (SIGNED_OUT_PATHS.some((pattern) => pattern.test(pathname))) return null;
  return loginPathFor(`${pathname}${search}`);
}

/** The in-app path to open after signing in: the kept redirect_uri when it is a local page, else the dashboard. */
export function safeRedirectTarget(redirectUri: string | null | undefined): string {
  if (
    !redirectUri ||
    !redirectUri.startsWith('/') ||
    redirectUri.startsWith('//') ||
    redirectUri.startsWith('/\\')
  ) {
    return HOME_PATH;
  }
  const pathname = redirectUri.split(/[?#]/)[0] ?? '';
  if (unauthenticatedRedirect(pathname, '') === null) return HOME_PATH;
  return redirectUri;
}

/** Where a signed-in user opening a public-only page goes: the redirect_uri it carries, else home. */
export function afterSignInTarget(target: string): string {
  const query = target.includes('?') ? target.slice(target.indexOf('?')) : '';
  return safeRedirectTarget(new URLSearchParams(query).get('redirect_uri'));
}
