import { sql, type SQL } from 'drizzle-orm';
import { userStatusSchema } from '@fieldbook/domain';
import { memberships, users } from '../../db/schema';
import { defineListTable } from '../../platform/list-query';
import type { ListSource } from '../../platform/list-query/cached-count';
import { memberName } from './member-name';

/** Table name of the user list: the saved queries' table and the answer's table_name. */
export const USERS_TABLE = 'users';

/** Tables a member list's total reads (filters on roles, groups and the person included): its cache key. */
export const MEMBER_LIST_SOURCES: readonly ListSource[] = [
  'memberships',
  'membership_roles',
  'group_members',
  'users',
];

/** Tables a member list's answer reads: the total's, the names of roles and groups, the saved queries. */
export const MEMBER_ANSWER_SOURCES: readonly ListSource[] = [
  ...MEMBER_LIST_SOURCES,
  'roles',
  'groups',
  'saved_queries',
];

/** The held roles of the row's membership as a uuid array, for the `roles` multi-select filter. */
const roleIds = sql`array(select mr.role_id from membership_roles mr where mr.org_id = ${memberships.orgId} and mr.user_id = ${memberships.userId})`;
/** The row's group memberships as a uuid array, for the `groups` multi-select filter. */
const groupIds = sql`array(select gm.group_id from group_members gm where gm.org_id = ${memberships.orgId} and gm.user_id = ${memberships.userId})`;

/** `first last` as one expression, filtered and sorted as the list's full_name. */
export const fullNameSql: SQL = memberName(users.firstName, users.lastName);

/** Fields read from the person (users) rather than the membership: only they need the join to count. */
export const PERSON_FIELDS: ReadonlySet<string> = new Set([
  'full_name',
  'first_name',
  'last_name',
  'nick_name',
  'email',
]);

/** The user list's whitelist (ADR 080 names the fields): status, roles, groups, name/email, created date. */
export const usersListTable = defineListTable({
  tableName: USERS_TABLE,
  columns: {
    full_name: { kind: 'text', expr: fullNameSql },
    first_name: { kind: 'text', expr: users.firstName },
    last_name: { kind: 'text', expr: users.lastName },
    nick_name: { kind: 'text', expr: users.nickName },
    email: { kind: 'text', expr: users.email },
    status: { kind: 'enum', expr: memberships.status, options: userStatusSchema.options },
    roles: { kind: 'array', expr: roleIds, elements: 'uuid', sortable: false },
    groups: { kind: 'array', expr: groupIds, elements: 'uuid', sortable: false },
    created_at: { kind: 'datetime', expr: memberships.createdAt },
  },
  tiebreaker: memberships.userId,
  defaultSort: { key: 'created_at', direction: 'desc' },
});

/** The roles of the row's membership as JSON `[{ id, name_lang }]`, for the answer. */
export const rolesJson = sql<
  { id: string; name_lang: string }[]
>`coalesce((select json_agg(json_build_object('id', r.id, 'name_lang', r.name_lang) order by r.name_lang) from membership_roles mr join roles r on r.org_id = mr.org_id and r.id = mr.role_id where mr.org_id = ${memberships.orgId} and mr.user_id = ${memberships.userId}), '[]'::json)`;
/** The groups of the row's membership as JSON `[{ id, name_lang }]`, for the answer. */
export const groupsJson = sql<
  { id: string; name_lang: string }[]
>`coalesce((select json_agg(json_build_object('id', g.id, 'name_lang', g.name_lang) order by g.name_lang) from group_members gm join groups g on g.org_id = gm.org_id and g.id = gm.group_id where gm.org_id = ${memberships.orgId} and gm.user_id = ${memberships.userId}), '[]'::json)`;
