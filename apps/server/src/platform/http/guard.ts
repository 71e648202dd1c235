import type { FastifyRequest } from 'fastify';
import { FEATURE_MIN_PLAN, planHasFeature, satisfies } from '@fieldbook/domain';
import { loadAccess, type RequestAccess } from '../auth/access';
import { readSession } from '../auth/session';
import { errors } from '../errors/app-error';
import { translate } from '../i18n/i18n';
import { requestLanguage } from '../i18n/request-language';
import type { Route } from './route';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard for signed-in routes. */
    access?: RequestAccess;
  }
}

/** Enforces a route's declaration before validation and handler: sign-in, workspace, permission, then plan feature. */
export async function guardRoute(route: Route, request: FastifyRequest): Promise<void> {
  if (!route.auth) return;
  const { db } = request.server.deps;
  const session = await readSession(db, request);
  if (!session || session.user.status !== 'active') throw errors.unauthenticated();
  const access = await loadAccess(db, session);
  request.access = access;
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
