import { and, eq, ne, sql } from 'drizzle-orm';
import { ERROR_CODES, type ListResponse, type Role, type RoleRequest } from '@fieldbook/domain';
import { membershipRoles, roles } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { AppError, errors } from '../../platform/errors/app-error';
import { buildListAnswer, listQueryPlan } from '../../platform/list-query';
import { countRows } from '../../platform/list-query/count-rows';
import { savedQueriesFor, wantsSavedQueries } from '../saved-queries/saved-queries.repo';
import { scopeOf } from '../users/users.service';
import { readRole, ROLES_TABLE, rolesListTable, roleSelection, toRole } from './roles.repo';

/** GET /user/role/list. */
export function listRoles(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  params: Record<string, unknown>,
): Promise<ListResponse<Role>> {
  const { userId } = scopeOf(actor);
  const plan = listQueryPlan(rolesListTable, params, { timeZone: access.session.user.tzCode });
  return withTenant(db, actor, async (tx) => {
    const rows = await tx
      .select(roleSelection)
      .from(roles)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    const total = await countRows(tx, roles, plan.where);
    const saved = wantsSavedQueries(params) ? await savedQueriesFor(tx, userId, ROLES_TABLE) : [];
    return buildListAnswer({
      rows: rows.map(toRole),
      total,
      query: plan.query,
      tableName: ROLES_TABLE,
      savedQueries: saved,
    });
  });
}

/** Makes one role the default: exactly one default per organisation, so the others lose the flag. */
async function moveDefaultTo(tx: Tx, id: string): Promise<void> {
  await tx
    .update(roles)
    .set({ isDefault: false })
    .where(and(eq(roles.isDefault, true), ne(roles.id, id)));
  await tx.update(roles).set({ isDefault: true }).where(eq(roles.id, id));
}

function summaryOf(body: RoleRequest) {
  return {
    name_lang: body.name_lang,
    permissions: [...new Set(body.permissions)].sort(),
    is_default: body.is_default ?? false,
  };
}

/** POST /user/role/new. */
export function createRole(db: Db, actor: Actor, body: RoleRequest): Promise<Role> {
  return withTenant(db, actor, async (tx, audit) => {
    const [row] = await tx
      .insert(roles)
      .values({
        orgId: scopeOf(actor).orgId,
        nameLang: body.name_lang,
        permissions: [...new Set(body.permissions)],
      })
      .returning({ id: roles.id });
    if (!row) throw new Error('role insert returned nothing');
    if (body.is_default) await moveDefaultTo(tx, row.id);
    await audit({ action: 'role.created', entity: 'role', entityId: row.id, summary: summaryOf(body) });
    return readRole(tx, row.id);
  });
}

/** PUT /user/role/{id}: system roles are locked; the default flag can only move to another role, never vanish. */
export function updateRole(db: Db, actor: Actor, id: string, body: RoleRequest): Promise<Role> {
  return withTenant(db, actor, async (tx, audit) => {
    const before = await readRole(tx, id);
    if (before.is_system) throw systemRoleLocked();
    if (before.is_default && body.is_default === false) {
      throw errors.validation({ is_default: { key: 'roles.default_required' } });
    }
    await tx
      .update(roles)
      .set({ nameLang: body.name_lang, permissions: [...new Set(body.permissions)] })
      .where(eq(roles.id, id));
    if (body.is_default && !before.is_default) await moveDefaultTo(tx, id);
    const after = await readRole(tx, id);
    const added = after.permissions.filter((p) => !before.permissions.includes(p));
    const removed = before.permissions.filter((p) => !after.permissions.includes(p));
    await audit({
      action: 'role.updated',
      entity: 'role',
      entityId: id,
      summary: {
        name_lang: after.name_lang,
        renamed_from: before.name_lang !== after.name_lang ? before.name_lang : undefined,
        added,
        removed,
        is_default: after.is_default,
      },
    });
    return after;
  });
}

/**
 * DELETE /user/role/{id}: a role members hold is deleted only with `reassign_to`, the role they move to;
 * deleting the default role also makes that role the default (ADR 082).
 */
export function deleteRole(db: Db, actor: Actor, id: string, reassignTo: string | undefined): Promise<void> {
  const { orgId } = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    const role = await readRole(tx, id);
    if (role.is_system) throw systemRoleLocked();
    const needsTarget = role.users_count > 0 || role.is_default;
    if (needsTarget && !reassignTo) {
      throw role.users_count > 0
        ? errors.validation({ reassign_to: { key: 'roles.in_use', params: { count: role.users_count } } })
        : errors.validation({ reassign_to: { key: 'roles.default_required' } });
    }
    let target: Role | null = null;
    if (reassignTo) {
      if (reassignTo === id)
        throw errors.validation({ reassign_to: { key: 'gen.validations.invalid_option' } });
      target = await readRole(tx, reassignTo).catch(() => {
        throw errors.validation({ reassign_to: { key: 'users.unknown_role' } });
      });
      await tx.execute(
        sql`insert into membership_roles (org_id, user_id, role_id) select org_id, user_id, ${target.id}::uuid from membership_roles where org_id = ${orgId}::uuid and role_id = ${id}::uuid on conflict do nothing`,
      );
      if (role.is_default) await moveDefaultTo(tx, target.id);
    }
    await tx.delete(membershipRoles).where(eq(membershipRoles.roleId, id));
    await tx.delete(roles).where(eq(roles.id, id));
    await audit({
      action: 'role.deleted',
      entity: 'role',
      entityId: id,
      summary: {
        name_lang: role.name_lang,
        users_moved: role.users_count,
        reassigned_to: target?.name_lang ?? null,
      },
    });
  });
}

/** 403 for a change to a system role (spec §3: system-created roles cannot be edited). */
function systemRoleLocked(): AppError {
  return new AppError(403, ERROR_CODES.forbidden, 'roles.system_locked');
}
