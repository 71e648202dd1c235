import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { ListResponse, UserListRow } from '@fieldbook/domain';
import { membershipRoles, memberships, roles, users } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant, type Actor, type Audit } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { buildListAnswer, listQueryPlan } from '../../platform/list-query';
import { countRows } from '../../platform/list-query/count-rows';
import { savedQueriesFor, wantsSavedQueries } from '../saved-queries/saved-queries.repo';
import { assertSeatsAvailable } from './plan-limit';
import { USERS_TABLE, usersListTable } from './users.list';
import {
  inOrg,
  memberStatuses,
  countFromFor,
  readMember,
  toUserListRow,
  userRowSelection,
} from './users.repo';

/** The caller's organisation and id; every admin call needs both. */
export function scopeOf(actor: Actor): { orgId: string; userId: string } {
  if (!actor.orgId || !actor.userId) throw errors.unauthenticated();
  return { orgId: actor.orgId, userId: actor.userId };
}

/** Narrows a member list (the group screen lists only its members) and checks what it needs first. */
export interface MemberListScope {
  tableName: string;
  where?: SQL;
  check?: (tx: Tx) => Promise<unknown>;
}

/** Members filtered, sorted and paged through the users whitelist; the user list and group screens share it. */
export function listMembers(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  params: Record<string, unknown>,
  scope: MemberListScope,
): Promise<ListResponse<UserListRow>> {
  const { orgId, userId } = scopeOf(actor);
  const plan = listQueryPlan(usersListTable, params, { timeZone: access.session.user.tzCode });
  const where = and(inOrg(orgId), scope.where, plan.where);
  return withTenant(db, actor, async (tx) => {
    await scope.check?.(tx);
    const rows = await tx
      .select(userRowSelection)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    const total = await countRows(tx, countFromFor(Object.keys(plan.query.filter)), where);
    const saved = wantsSavedQueries(params) ? await savedQueriesFor(tx, userId, scope.tableName) : [];
    return buildListAnswer({
      rows: rows.map(toUserListRow),
      total,
      query: plan.query,
      tableName: scope.tableName,
      savedQueries: saved,
    });
  });
}

/** GET /user/list: every member of the workspace. */
export function listUsers(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  params: Record<string, unknown>,
): Promise<ListResponse<UserListRow>> {
  return listMembers(db, actor, access, params, { tableName: USERS_TABLE });
}

/** POST /user/{id}/edit-basic-info: an administrator corrects a member's names. */
export function editBasicInfo(
  db: Db,
  actor: Actor,
  id: string,
  body: { first_name: string; last_name: string; nick_name?: string | null | undefined },
): Promise<UserListRow> {
  const { orgId } = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    const before = await readMember(tx, orgId, id);
    const patch = { firstName: body.first_name, lastName: body.last_name, nickName: body.nick_name || null };
    await tx
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id));
    const changed = Object.entries({
      first_name: patch.firstName,
      last_name: patch.lastName,
      nick_name: patch.nickName,
    })
      .filter(([field, value]) => before[field as 'first_name' | 'last_name' | 'nick_name'] !== value)
      .map(([field]) => field);
    await audit({
      action: 'user.edited',
      entity: 'user',
      entityId: id,
      summary: { email: before.email, fields: changed },
    });
    return readMember(tx, orgId, id);
  });
}

/** Checks that every role id is a role of the organisation (422 roles otherwise). */
export async function assertRolesExist(tx: Tx, roleIds: readonly string[]): Promise<void> {
  const unique = [...new Set(roleIds)];
  const found = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, unique));
  if (found.length !== unique.length) throw errors.validation({ roles: { key: 'users.unknown_role' } });
}

/** POST /user/{id}/update-roles: replaces the member's roles with the given set. */
export function updateRoles(db: Db, actor: Actor, id: string, roleIds: string[]): Promise<UserListRow> {
  const { orgId } = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    const before = await readMember(tx, orgId, id);
    await assertRolesExist(tx, roleIds);
    const unique = [...new Set(roleIds)];
    await tx
      .delete(membershipRoles)
      .where(and(eq(membershipRoles.orgId, orgId), eq(membershipRoles.userId, id)));
    await tx.insert(membershipRoles).values(unique.map((roleId) => ({ orgId, userId: id, roleId })));
    const after = await readMember(tx, orgId, id);
    await audit({
      action: 'user.roles_updated',
      entity: 'user',
      entityId: id,
      summary: {
        email: before.email,
        from: before.roles.map((r) => r.name_lang),
        to: after.roles.map((r) => r.name_lang),
      },
    });
    return after;
  });
}

/** Status changes an administrator makes; each writes its own action type. */
export type StatusAction = 'user.activated' | 'user.deactivated' | 'user.status_changed';

async function applyStatus(
  tx: Tx,
  audit: Audit,
  scope: { orgId: string; userId: string },
  access: RequestAccess,
  target: { id: string; status: string },
  status: string,
  action: StatusAction,
): Promise<void> {
  if (target.id === scope.userId) throw errors.validation({ status: { key: 'users.cannot_change_self' } });
  if (target.status === 'invited') throw errors.validation({ status: { key: 'users.still_invited' } });
  if (target.status === status) return;
  if (status === 'active') await assertSeatsAvailable(tx, scope.orgId, access.plan, 1);
  await tx
    .update(memberships)
    .set({ status })
    .where(and(inOrg(scope.orgId), eq(memberships.userId, target.id)));
  await audit({ action, entity: 'user', entityId: target.id, summary: { from: target.status, to: status } });
}

/**
 * activate-user, deactivate-user and change-status: sets the membership status (ADR 080). Only an
 * active membership opens the workspace, so the change takes effect on the member's next request.
 */
export function setUserStatus(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  id: string,
  status: string,
  action: StatusAction,
): Promise<UserListRow> {
  const scope = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    const target = await readMember(tx, scope.orgId, id);
    await applyStatus(tx, audit, scope, access, target, status, action);
    return readMember(tx, scope.orgId, id);
  });
}

/** PUT /user/bulk-deactivate: deactivates the named members (all must be members; invited ones are skipped). */
export function bulkDeactivate(db: Db, actor: Actor, access: RequestAccess, ids: string[]): Promise<number> {
  const scope = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    const unique = [...new Set(ids)];
    const statuses = await memberStatuses(tx, scope.orgId, unique);
    if (statuses.size !== unique.length) throw errors.validation({ ids: { key: 'users.unknown_user' } });
    if (statuses.has(scope.userId)) throw errors.validation({ ids: { key: 'users.cannot_change_self' } });
    let changed = 0;
    for (const [id, status] of statuses) {
      if (status === 'invited' || status === 'deactivated') continue;
      await applyStatus(tx, audit, scope, access, { id, status }, 'deactivated', 'user.deactivated');
      changed += 1;
    }
    return changed;
  });
}
