import type { FeatureKey, PermissionRequirement } from '@fieldbook/domain';
import type { ReactNode } from 'react';
import { useSession } from './use-session';

/** Renders children only when the user holds the permission (and the plan the feature): spec §6's hiding wrapper. */
export function Can({
  permission,
  feature,
  fallback = null,
  children,
}: {
  permission: PermissionRequirement;
  feature?: FeatureKey;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const session = useSession();
  const allowed = session.allows(permission) && (!feature || session.hasFeature(feature));
  return <>{allowed ? children : fallback}</>;
}
