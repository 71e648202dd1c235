import type { AppAbility, AuthUser, FeatureKey, PermissionRequirement } from '@fieldbook/domain';

/** Whether a CASL ability meets a route-table requirement ("general", one code, or any of several). */
export function abilityAllows(ability: AppAbility, requirement: PermissionRequirement): boolean {
  if (requirement === 'general') return true;
  if (typeof requirement === 'string') return ability.can('call', requirement);
  return requirement.some((code) => ability.can('call', code));
}

/** Whether the current workspace's plan has a feature, as answered by /user/auth. */
export function userHasFeature(user: AuthUser | null, feature: FeatureKey): boolean {
  return user?.workspace.features[feature] === true;
}
