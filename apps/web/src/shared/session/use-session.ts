import type { AppAbility, AuthUser, FeatureKey, PermissionRequirement } from '@fieldbook/domain';
import { buildAbility } from '@fieldbook/domain/permissions/ability';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { authQueryOptions } from './auth-query';
import { abilityAllows, userHasFeature } from './permissions';

/** The session as components see it. */
export interface Session {
  user: AuthUser | null;
  status: 'pending' | 'error' | 'success';
  /** Why the session check failed, when status is "error". */
  error: unknown;
  ability: AppAbility;
  allows(requirement: PermissionRequirement): boolean;
  hasFeature(feature: FeatureKey): boolean;
}

/** Reads the signed-in user and derives the CASL ability and plan checks from it. */
export function useSession(): Session {
  const query = useQuery(authQueryOptions);
  const user = query.data ?? null;
  return useMemo(() => {
    const ability = buildAbility(user?.abilities ?? []);
    return {
      user,
      status: query.status,
      error: query.error,
      ability,
      allows: (requirement: PermissionRequirement) => abilityAllows(ability, requirement),
      hasFeature: (feature: FeatureKey) => userHasFeature(user, feature),
    };
  }, [user, query.status, query.error]);
}
