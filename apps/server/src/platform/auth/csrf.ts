import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errors } from '../errors/app-error';
import { randomToken, safeEqual } from './secrets';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The anti-forgery token of a session: an HMAC keyed by the session's secret cookie (ADR 188). */
export function csrfTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('fieldbook csrf v1').digest('base64url');
}

/** Hands the browser the token it must echo, in the readable XSRF-TOKEN cookie (set at sign-in and when stale). */
export function setCsrfCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(XSRF_COOKIE, token, { path: '/', httpOnly: false, sameSite: 'lax', secure });
}

/**
 * CSRF check (ADR 188): every state-changing request, whatever its path or how the path is spelled, must
 * carry X-XSRF-TOKEN. Signed in, the token must be the HMAC of the session cookie, so a cookie planted by
 * another site cannot stand in for it; signed out (sign-in, register, reset), it must echo the XSRF-TOKEN cookie.
 */
export function installCsrf(app: FastifyInstance, options: { secure: boolean }): void {
  app.addHook('onRequest', async (request, reply) => {
    const session = request.cookies[SESSION_COOKIE];
    const cookie = request.cookies[XSRF_COOKIE];
    const expected = session ? csrfTokenFor(session) : cookie;
    if (session && cookie !== expected) setCsrfCookie(reply, csrfTokenFor(session), options.secure);
    if (!session && !cookie) setCsrfCookie(reply, randomToken(24), options.secure);
    if (SAFE_METHODS.has(request.method)) return;
    const header = request.headers[XSRF_HEADER];
    if (!expected || typeof header !== 'string' || !safeEqual(expected, header)) throw errors.csrf();
  });
}
