import type { z } from 'zod';
import type { userGroupOptionSchema, userOptionSchema } from '@fieldbook/domain';
import { SEARCH_LIMITS } from '@fieldbook/domain';
import type { Db } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { searchGroups, searchMembers } from './users.repo';
import { scopeOf } from './users.service';

type UserOption = z.infer<typeof userOptionSchema>;
type UserGroupOption = z.infer<typeof userGroupOptionSchema>;

/** GET /user/search: active members matching q by name or e-mail (spec §9: at most 20). */
export function searchUsers(
  db: Db,
  actor: Actor,
  q: string | undefined,
  limit: number,
): Promise<UserOption[]> {
  const { orgId } = scopeOf(actor);
  return withTenant(db, actor, async (tx) =>
    (await searchMembers(tx, orgId, q, limit)).map((u) => ({
      id: u.id,
      full_name: `${u.firstName} ${u.lastName}`.trim(),
      email: u.email,
      avatar: u.avatar,
      status: u.status as UserOption['status'],
    })),
  );
}

/** GET /user/search-user-group: members then groups matching q, plus the already chosen ids. */
export function searchUserGroup(
  db: Db,
  actor: Actor,
  q: string | undefined,
  ids: string[],
): Promise<UserGroupOption[]> {
  const { orgId } = scopeOf(actor);
  const limit = SEARCH_LIMITS.generic;
  return withTenant(db, actor, async (tx) => {
    const people = await searchMembers(tx, orgId, q, limit, ids);
    const teams = await searchGroups(tx, q, limit, ids);
    return [
      ...people.map((u) => ({
        id: u.id,
        type: 'user' as const,
        name: `${u.firstName} ${u.lastName}`.trim(),
        email: u.email,
      })),
      ...teams.map((g) => ({ id: g.id, type: 'group' as const, name: g.name_lang, email: null })),
    ];
  });
}
