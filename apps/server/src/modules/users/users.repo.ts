import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { UserListRow } from '@fieldbook/domain';
import { groups, memberships, users } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { errors } from '../../platform/errors/app-error';
import { withChosen } from '../../platform/list-query/chosen-options';
import { fullNameSql, groupsJson, PERSON_FIELDS, rolesJson } from './users.list';
import { likePattern } from '../../platform/db/like';

/** Membership statuses that take a seat of the plan's user limit. */
export const SEAT_STATUSES = ['active', 'invited'] as const;

/** The columns a user row is read with: the person, the membership and its roles and groups. */
export const userRowSelection = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  nickName: users.nickName,
  email: users.email,
  avatar: users.avatar,
  status: memberships.status,
  createdAt: memberships.createdAt,
  roles: rolesJson,
  groups: groupsJson,
};

type UserRowRead = {
  id: string;
  firstName: string;
  lastName: string;
  nickName: string | null;
  email: string;
  avatar: string | null;
  status: string;
  createdAt: Date | string;
  roles: { id: string; name_lang: string }[];
  groups: { id: string; name_lang: string }[];
};

/** The one mapper from a membership row to the user list's row. */
export function toUserListRow(row: UserRowRead): UserListRow {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    nick_name: row.nickName,
    full_name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    avatar: row.avatar,
    status: row.status as UserListRow['status'],
    roles: row.roles,
    groups: row.groups,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/** The user list's FROM: members of the organisation joined with the people. */
export const membersFrom: SQL = sql`${memberships} inner join ${users} on ${users.id} = ${memberships.userId}`;

/**
 * What a count must scan: memberships alone unless a filter reads the person (every membership has its
 * person, so the join never changes the count), which keeps totals over 100,000 members cheap.
 */
export function countFromFor(filterFields: readonly string[]): SQL {
  return filterFields.some((field) => PERSON_FIELDS.has(field)) ? membersFrom : sql`${memberships}`;
}

/**
 * Scope to one organisation. Needed on top of RLS because a user may also read their own memberships
 * of other organisations (policy own_memberships).
 */
export function inOrg(orgId: string): SQL {
  return eq(memberships.orgId, orgId);
}

/** One member of the organisation with roles and groups; 404 when the person is no member. */
export async function readMember(tx: Executor, orgId: string, userId: string): Promise<UserListRow> {
  const [row] = await tx
    .select(userRowSelection)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inOrg(orgId), eq(memberships.userId, userId)))
    .limit(1);
  if (!row) throw errors.notFound();
  return toUserListRow(row);
}

/** Active members matching a text (name or e-mail; at most `limit`) for selectors, plus the chosen ids. */
export async function searchMembers(
  tx: Executor,
  orgId: string,
  q: string | undefined,
  limit: number,
  ids: string[] = [],
) {
  const text = q ? or(ilike(fullNameSql, likePattern(q)), ilike(users.email, likePattern(q))) : undefined;
  const select = (where: SQL | undefined) =>
    tx
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        avatar: users.avatar,
        status: memberships.status,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(inOrg(orgId), where))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  const found = await select(and(eq(memberships.status, 'active'), text)).limit(limit);
  return withChosen(found, ids, (missing) => select(inArray(users.id, missing)));
}

/**
 * Groups matching a text for selectors (GET /user/group/all, /user/search-user-group), at most `limit`
 * when given, plus the chosen ids.
 */
export async function searchGroups(
  tx: Executor,
  q: string | undefined,
  limit: number | undefined,
  ids: string[] = [],
) {
  const select = (where: SQL | undefined) =>
    tx
      .select({ id: groups.id, name_lang: groups.nameLang })
      .from(groups)
      .where(where)
      .orderBy(asc(groups.nameLang), asc(groups.id));
  const matching = select(q ? ilike(groups.nameLang, likePattern(q)) : undefined);
  const found = await (limit === undefined ? matching : matching.limit(limit));
  return withChosen(found, ids, (missing) => select(inArray(groups.id, missing)));
}

/** Members of the organisation among some ids (to check a bulk call names only members). */
export async function memberStatuses(
  tx: Executor,
  orgId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ userId: memberships.userId, status: memberships.status })
    .from(memberships)
    .where(and(inOrg(orgId), inArray(memberships.userId, [...ids])));
  return new Map(rows.map((r) => [r.userId, r.status]));
}
