import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { BulkUsersRequest, ListResponse, UserListRow } from '@fieldbook/domain';
import { membershipRoles, memberships, roles, users } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant, type Actor, type Audit } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { buildListAnswer, listQueryPlan } from '../../platform/list-query';
import { cachedCount, listVersionSql } from '../../platform/list-query/cached-count';
import { savedQueriesFor, wantsSavedQueries } from '../saved-queries/saved-queries.repo';
import { assertSeatsAvailable } from './plan-limit';
import { MEMBER_LIST_SOURCES, USERS_TABLE, usersListTable } from './users.list';
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
      .select({ ...userRowSelection, listVersion: listVersionSql(orgId, MEMBER_LIST_SOURCES) })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    const total = await cachedCount(
      db,
      tx,
      { orgId, userId, sources: MEMBER_LIST_SOURCES, version: rows[0]?.listVersion },
      countFromFor(Object.keys(plan.query.filter)),
      where,
    );
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

/** Members a bulk call names with their statuses: the ids (all must be members, not the caller) or the filter. */
async function bulkTargets(
  tx: Tx,
  scope: { orgId: string; userId: string },
  access: RequestAccess,
  body: BulkUsersRequest,
): Promise<Map<string, string>> {
  if (body.ids) {
    const unique = [...new Set(body.ids)];
    const statuses = await memberStatuses(tx, scope.orgId, unique);
    if (statuses.size !== unique.length) throw errors.validation({ ids: { key: 'users.unknown_user' } });
    if (statuses.has(scope.userId)) throw errors.validation({ ids: { key: 'users.cannot_change_self' } });
    return statuses;
  }
  const params = { filter: JSON.stringify(body.filter ?? {}) };
  const plan = listQueryPlan(usersListTable, params, { timeZone: access.session.user.tzCode });
  const rows = await tx
    .select({ userId: memberships.userId, status: memberships.status })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inOrg(scope.orgId), ne(memberships.userId, scope.userId), plan.where));
  return new Map(rows.map((r) => [r.userId, r.status]));
}

/** Rows per update statement of a bulk status change. */
const BULK_UPDATE_BATCH = 1000;

/**
 * PUT /user/bulk-deactivate and /user/bulk-activate (ADR 080, 088): the named members, or every member
 * the user list's filter matches ("select all by filter"; the caller is left out), in one transaction.
 * Invited members and those already in the status are skipped; activation checks the plan's user limit
 * for all of them at once. One activity-log row per changed member.
 */
export function bulkSetStatus(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  body: BulkUsersRequest,
  status: 'active' | 'deactivated',
): Promise<number> {
  const scope = scopeOf(actor);
  const action = status === 'active' ? 'user.activated' : 'user.deactivated';
  return withTenant(db, actor, async (tx, audit) => {
    const targets = await bulkTargets(tx, scope, access, body);
    const changing = [...targets].filter(([, from]) => from !== 'invited' && from !== status);
    if (status === 'active') await assertSeatsAvailable(tx, scope.orgId, access.plan, changing.length);
    for (let at = 0; at < changing.length; at += BULK_UPDATE_BATCH) {
      const ids = changing.slice(at, at + BULK_UPDATE_BATCH).map(([id]) => id);
      await tx
        .update(memberships)
        .set({ status })
        .where(and(inOrg(scope.orgId), inArray(memberships.userId, ids)));
    }
    await audit(
      changing.map(([id, from]) => ({ action, entity: 'user', entityId: id, summary: { from, to: status } })),
    );
    return changing.length;
  });
}
