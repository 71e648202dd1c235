import type { FastifyReply, FastifyRequest } from 'fastify';
import { FEATURE_MIN_PLAN, planHasFeature, satisfies } from '@fieldbook/domain';
import { loadAccess, type RequestAccess } from '../auth/access';
import { accessCacheOf } from '../auth/access-cache';
import { SESSION_COOKIE } from '../auth/cookies';
import { consume } from '../auth/rate-limit';
import { hashSecret } from '../auth/secrets';
import { readSession } from '../auth/session';
import type { Db } from '../db/client';
import { errors } from '../errors/app-error';
import { translate } from '../i18n/i18n';
import { requestLanguage } from '../i18n/request-language';
import { setRateLimitHeaders } from './rate-limit-headers';
import type { Route } from './route';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard for signed-in routes. */
    access?: RequestAccess;
  }
}

/** The request's session and access: remembered for a few seconds (ADR 086), otherwise read and resolved. */
async function currentAccess(db: Db, request: FastifyRequest): Promise<RequestAccess | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const cache = accessCacheOf(db);
  const remembered = cache?.get(hashSecret(token));
  if (remembered) return remembered;
  const begun = cache?.begin() ?? 0;
  const session = await readSession(db, request);
  if (!session || session.user.status !== 'active') return null;
  const access = await loadAccess(db, session);
  cache?.store(begun, access, session.expiresAt);
  return access;
}

/** Counts a signed-in call against RATE_LIMIT_API per session and minute, in the database all processes share. */
async function countApiCall(request: FastifyRequest, reply: FastifyReply, sessionId: string): Promise<void> {
  const { db, config } = request.server.deps;
  const max = config.rateLimits.apiPerMinute;
  if (max === 0) return;
  setRateLimitHeaders(reply, await consume(db, { name: 'api-session', max, windowSeconds: 60 }, sessionId));
}

/**
 * Enforces a route's declaration before validation and handler: sign-in, the session's API rate limit,
 * workspace, permission, then plan feature.
 */
export async function guardRoute(route: Route, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!route.auth) return;
  const access = await currentAccess(request.server.deps.db, request);
  if (!access) throw errors.unauthenticated();
  request.access = access;
  await countApiCall(request, reply, access.session.id);
  if (route.workspace && !access.org) throw errors.workspaceNotFound();
  if (!satisfies(access.permissions, route.permission)) throw errors.forbidden();
  if (route.feature && !(access.plan && planHasFeature(access.plan, route.feature))) {
    const plan = FEATURE_MIN_PLAN[route.feature];
    throw errors.planFeatureRequired(
      route.feature,
      plan,
      translate(requestLanguage(request), `plans.${plan}`),
    );
  }
}
