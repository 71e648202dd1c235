import { asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { PERMISSION_CODES, type Role } from '@fieldbook/domain';
import { roles } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { errors } from '../../platform/errors/app-error';
import { defineListTable } from '../../platform/list-query';
import { withChosen } from '../../platform/list-query/chosen-options';
import { likePattern } from '../../platform/db/like';

/** Table name of the role list. */
export const ROLES_TABLE = 'roles';

/** How many members hold the role (the tenant's RLS scopes the count). */
export const roleUsersCount = sql<number>`(select count(*)::int from membership_roles mr where mr.org_id = ${roles.orgId} and mr.role_id = ${roles.id})`;

/** The role list's whitelist. */
export const rolesListTable = defineListTable({
  tableName: ROLES_TABLE,
  columns: {
    name_lang: { kind: 'text', expr: roles.nameLang },
    permissions: { kind: 'array', expr: roles.permissions, options: PERMISSION_CODES, sortable: false },
    is_system: { kind: 'boolean', expr: roles.isSystem },
    is_default: { kind: 'boolean', expr: roles.isDefault },
    users_count: { kind: 'number', expr: roleUsersCount, integer: true },
    created_at: { kind: 'datetime', expr: roles.createdAt },
  },
  tiebreaker: roles.id,
  defaultSort: { key: 'name_lang', direction: 'asc' },
});

/** Columns a role is read with. */
export const roleSelection = {
  id: roles.id,
  nameLang: roles.nameLang,
  permissions: roles.permissions,
  isSystem: roles.isSystem,
  isDefault: roles.isDefault,
  createdAt: roles.createdAt,
  usersCount: roleUsersCount,
};

type RoleRead = {
  id: string;
  nameLang: string;
  permissions: Role['permissions'];
  isSystem: boolean;
  isDefault: boolean;
  createdAt: Date | string;
  usersCount: number;
};

/** The one mapper from a role row to the spec's role. */
export function toRole(row: RoleRead): Role {
  return {
    id: row.id,
    name_lang: row.nameLang,
    permissions: row.permissions,
    is_system: row.isSystem,
    is_default: row.isDefault,
    users_count: Number(row.usersCount),
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/** One role of the organisation (RLS), 404 otherwise. */
export async function readRole(tx: Executor, id: string): Promise<Role> {
  const [row] = await tx.select(roleSelection).from(roles).where(eq(roles.id, id)).limit(1);
  if (!row) throw errors.notFound();
  return toRole(row);
}

/** Roles matching a text (at most `limit`) for selectors, plus the chosen `ids` whatever the text. */
export async function searchRoles(tx: Executor, q: string | undefined, limit: number, ids: string[] = []) {
  const select = (where: SQL | undefined) =>
    tx
      .select({ id: roles.id, name_lang: roles.nameLang })
      .from(roles)
      .where(where)
      .orderBy(asc(roles.nameLang), asc(roles.id));
  const found = await select(q ? ilike(roles.nameLang, likePattern(q)) : undefined).limit(limit);
  return withChosen(found, ids, (missing) => select(inArray(roles.id, missing)));
}
