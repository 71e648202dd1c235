import { eq, sql } from 'drizzle-orm';
import type { Group } from '@fieldbook/domain';
import { groups } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import { errors } from '../../platform/errors/app-error';
import { defineListTable } from '../../platform/list-query';

/** Table name of the group list. */
export const GROUPS_TABLE = 'groups';
/** Table name of one group's member list. */
export const GROUP_USERS_TABLE = 'group_users';

/** How many members the group has. */
export const groupUsersCount = sql<number>`(select count(*)::int from group_members gm where gm.org_id = ${groups.orgId} and gm.group_id = ${groups.id})`;

/** The group list's whitelist. */
export const groupsListTable = defineListTable({
  tableName: GROUPS_TABLE,
  columns: {
    name_lang: { kind: 'text', expr: groups.nameLang },
    users_count: { kind: 'number', expr: groupUsersCount, integer: true },
    created_at: { kind: 'datetime', expr: groups.createdAt },
  },
  tiebreaker: groups.id,
  defaultSort: { key: 'name_lang', direction: 'asc' },
});

/** Columns a group is read with. */
export const groupSelection = {
  id: groups.id,
  nameLang: groups.nameLang,
  createdAt: groups.createdAt,
  usersCount: groupUsersCount,
};

/** The one mapper from a group row to the spec's group. */
export function toGroup(row: {
  id: string;
  nameLang: string;
  createdAt: Date | string;
  usersCount: number;
}): Group {
  return {
    id: row.id,
    name_lang: row.nameLang,
    users_count: Number(row.usersCount),
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/** One group of the organisation (RLS), 404 otherwise. */
export async function readGroup(tx: Executor, id: string): Promise<Group> {
  const [row] = await tx.select(groupSelection).from(groups).where(eq(groups.id, id)).limit(1);
  if (!row) throw errors.notFound();
  return toGroup(row);
}
