import type { FastifyReply } from 'fastify';

/** Cookie holding the opaque session token (httpOnly: scripts never see it). */
export const SESSION_COOKIE = 'fb_session';
/** Readable cookie of the CSRF double-submit; the web echoes it in the X-XSRF-TOKEN header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** Sessions last 30 days from sign-in. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Sets the session cookie with the flags the security baseline requires. */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_TTL_SECONDS,
  });
}

/** Removes the session cookie on sign-out or when the session is no longer valid. */
export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
