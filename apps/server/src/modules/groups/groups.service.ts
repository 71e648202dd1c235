import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Group, ListResponse, UserListRow } from '@fieldbook/domain';
import { groupMembers, groups, memberships } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { buildListAnswer, listQueryPlan } from '../../platform/list-query';
import { countRows } from '../../platform/list-query/count-rows';
import { savedQueriesFor, wantsSavedQueries } from '../saved-queries/saved-queries.repo';
import { memberStatuses } from '../users/users.repo';
import { listMembers, scopeOf } from '../users/users.service';
import {
  GROUP_USERS_TABLE,
  GROUPS_TABLE,
  groupSelection,
  groupsListTable,
  readGroup,
  toGroup,
} from './groups.repo';

/** GET /user/group/list. */
export function listGroups(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  params: Record<string, unknown>,
): Promise<ListResponse<Group>> {
  const { userId } = scopeOf(actor);
  const plan = listQueryPlan(groupsListTable, params, { timeZone: access.session.user.tzCode });
  return withTenant(db, actor, async (tx) => {
    const rows = await tx
      .select(groupSelection)
      .from(groups)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    const total = await countRows(tx, groups, plan.where);
    const saved = wantsSavedQueries(params) ? await savedQueriesFor(tx, userId, GROUPS_TABLE) : [];
    return buildListAnswer({
      rows: rows.map(toGroup),
      total,
      query: plan.query,
      tableName: GROUPS_TABLE,
      savedQueries: saved,
    });
  });
}

/** GET /user/group/{groupId}/user-group-list: the group's members through the user list's whitelist. */
export function listGroupUsers(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  groupId: string,
  params: Record<string, unknown>,
): Promise<ListResponse<UserListRow>> {
  return listMembers(db, actor, access, params, {
    tableName: GROUP_USERS_TABLE,
    where: sql`exists (select 1 from group_members gm where gm.org_id = ${memberships.orgId} and gm.user_id = ${memberships.userId} and gm.group_id = ${groupId}::uuid)`,
    check: (tx) => readGroup(tx, groupId),
  });
}

/** A second group with the same name (case-insensitive) is refused with 422 unique. */
async function assertNameFree(tx: Tx, name: string, except?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(
      sql`lower(${groups.nameLang}) = lower(${name})${except ? sql` and ${groups.id} <> ${except}::uuid` : sql``}`,
    )
    .limit(1);
  if (clash) throw errors.validation({ name_lang: { key: 'gen.validations.unique' } });
}

/** POST /user/group/add. */
export function createGroup(db: Db, actor: Actor, name: string): Promise<Group> {
  const { orgId } = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    await assertNameFree(tx, name);
    const [row] = await tx.insert(groups).values({ orgId, nameLang: name }).returning({ id: groups.id });
    if (!row) throw new Error('group insert returned nothing');
    await audit({ action: 'group.created', entity: 'group', entityId: row.id, summary: { name_lang: name } });
    return readGroup(tx, row.id);
  });
}

/** PUT /user/group/{id}: renames a group. */
export function renameGroup(db: Db, actor: Actor, id: string, name: string): Promise<Group> {
  return withTenant(db, actor, async (tx, audit) => {
    const before = await readGroup(tx, id);
    await assertNameFree(tx, name, id);
    await tx.update(groups).set({ nameLang: name }).where(eq(groups.id, id));
    await audit({
      action: 'group.updated',
      entity: 'group',
      entityId: id,
      summary: { from: before.name_lang, to: name },
    });
    return readGroup(tx, id);
  });
}

/** DELETE /user/group/{id}: the group and its memberships (members stay in the workspace). */
export function deleteGroup(db: Db, actor: Actor, id: string): Promise<void> {
  return withTenant(db, actor, async (tx, audit) => {
    const group = await readGroup(tx, id);
    await tx.delete(groups).where(eq(groups.id, id));
    await audit({
      action: 'group.deleted',
      entity: 'group',
      entityId: id,
      summary: { name_lang: group.name_lang, users_count: group.users_count },
    });
  });
}

/** POST /user/group/{groupId}/add and /delete: adds or removes members (all must be members of the workspace). */
export function changeGroupMembers(
  db: Db,
  actor: Actor,
  groupId: string,
  userIds: string[],
  add: boolean,
): Promise<number> {
  const { orgId } = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    const group = await readGroup(tx, groupId);
    const unique = [...new Set(userIds)];
    const known = await memberStatuses(tx, orgId, unique);
    if (known.size !== unique.length) throw errors.validation({ user_ids: { key: 'users.unknown_user' } });
    const changed = add
      ? await tx
          .insert(groupMembers)
          .values(unique.map((userId) => ({ orgId, groupId, userId })))
          .onConflictDoNothing()
          .returning({ userId: groupMembers.userId })
      : await tx
          .delete(groupMembers)
          .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, unique)))
          .returning({ userId: groupMembers.userId });
    await audit({
      action: add ? 'group.members_added' : 'group.members_removed',
      entity: 'group',
      entityId: groupId,
      summary: { name_lang: group.name_lang, user_ids: changed.map((c) => c.userId) },
    });
    return changed.length;
  });
}
