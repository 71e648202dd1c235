import type { PermissionCode, Role } from '@fieldbook/domain';

/** How many of a module's permissions a role holds: drives the module's tri-state checkbox. */
export type ModuleState = 'all' | 'some' | 'none';

/** Adds or removes one permission, keeping catalogue order so the saved list is stable. */
export function togglePermission(
  chosen: readonly PermissionCode[],
  code: PermissionCode,
  catalogue: readonly PermissionCode[],
): PermissionCode[] {
  const next = new Set(chosen);
  if (next.has(code)) next.delete(code);
  else next.add(code);
  return catalogue.filter((c) => next.has(c));
}

/** Whether a module's permissions are all, some or none chosen. */
export function moduleState(
  chosen: readonly PermissionCode[],
  module: readonly PermissionCode[],
): ModuleState {
  const held = module.filter((code) => chosen.includes(code)).length;
  return held === 0 ? 'none' : held === module.length ? 'all' : 'some';
}

/** Ticking a module grants all its permissions unless all are held, in which case it removes them. */
export function toggleModule(
  chosen: readonly PermissionCode[],
  module: readonly PermissionCode[],
  catalogue: readonly PermissionCode[],
): PermissionCode[] {
  const next = new Set(chosen);
  const grant = moduleState(chosen, module) !== 'all';
  module.forEach((code) => (grant ? next.add(code) : next.delete(code)));
  return catalogue.filter((c) => next.has(c));
}

/** System roles are shown read-only (spec §3: system-created roles cannot be edited). */
export function canEditRole(role: Pick<Role, 'is_system'>): boolean {
  return !role.is_system;
}

/** A role in use can be deleted only by moving its members to another role (ADR 082). */
export function deleteNeedsReassign(role: Pick<Role, 'users_count'>): boolean {
  return role.users_count > 0;
}

/** The reassign choice is valid when not needed, or when it names another role. */
export function reassignError(role: Pick<Role, 'id' | 'users_count'>, target: string | null): string | null {
  if (!deleteNeedsReassign(role)) return null;
  if (!target) return 'common:gen.validations.required';
  return target === role.id ? 'roles:delete.sameRole' : null;
}
