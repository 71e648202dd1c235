import type { FastifyInstance } from 'fastify';
import { errors } from '../errors/app-error';
import { randomToken, safeEqual } from './secrets';
import { XSRF_COOKIE, XSRF_HEADER } from './cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF double-submit: every response carries a readable XSRF-TOKEN cookie (set when missing) and every
 * state-changing /api call must echo it in X-XSRF-TOKEN; a cross-site page can send the cookie but not read it.
 */
export function installCsrf(app: FastifyInstance, options: { secure: boolean }): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomToken(24), {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        secure: options.secure,
      });
    }
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) throw errors.csrf();
  });
}
