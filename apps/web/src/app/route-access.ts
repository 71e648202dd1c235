import type { FeatureKey, PermissionRequirement } from '@fieldbook/domain';
import { afterSignInTarget, loginPathFor } from '../shared/session/session-paths';
import type { RouteAccess } from './module-types';

/** What the guard does with a route for the current session. */
export type AccessDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden' }
  | { kind: 'upgrade'; feature: FeatureKey };

/** The session facts the guard needs; built from /user/auth. */
export interface AccessContext {
  signedIn: boolean;
  allows(requirement: PermissionRequirement): boolean;
  hasFeature(feature: FeatureKey): boolean;
}

/** Applies the spec's route table: public-only pages, sign-in, permission, then plan feature. */
export function decideAccess(
  route: { access?: RouteAccess; permission: PermissionRequirement; feature?: FeatureKey },
  context: AccessContext,
  target: string,
): AccessDecision {
  const access = route.access ?? 'private';
  if (access === 'public') return { kind: 'render' };
  if (access === 'publicOnly')
    return context.signedIn ? { kind: 'redirect', to: afterSignInTarget(target) } : { kind: 'render' };
  if (!context.signedIn) return { kind: 'redirect', to: loginPathFor(target) };
  if (!context.allows(route.permission)) return { kind: 'forbidden' };
  if (route.feature && !context.hasFeature(route.feature)) return { kind: 'upgrade', feature: route.feature };
  return { kind: 'render' };
}
