import { and, asc, eq } from 'drizzle-orm';
import { effectivePlan, type PermissionCode, type PlanKey } from '@fieldbook/domain';
import { groupMembers, groups, membershipRoles, memberships, organizations, roles } from '../../db/schema';
import type { Db, Tx } from '../db/client';
import { withTenant } from '../db/tenancy';
import type { SessionRecord } from './session';
import { setSessionOrg } from './session';

/** An organisation row as the platform reads it. */
export type OrgRow = typeof organizations.$inferSelect;

/** What a signed-in request may do: its user, current workspace, effective plan and granted permission codes. */
export interface RequestAccess {
  session: SessionRecord;
  org: OrgRow | null;
  plan: PlanKey | null;
  permissions: ReadonlySet<PermissionCode>;
  roles: { id: string; name_lang: string }[];
  /** The member's groups in the current workspace (shown in /user/auth). */
  groups: { id: string; name_lang: string }[];
}

/** Reads a user's active membership of one organisation with its roles, inside a tenant transaction. */
export async function readMembership(tx: Tx, orgId: string, userId: string) {
  const [org] = await tx.select().from(organizations).where(eq(organizations.id, orgId)).limit(1);
  const [membership] = await tx
    .select()
    .from(memberships)
    .where(
      and(eq(memberships.orgId, orgId), eq(memberships.userId, userId), eq(memberships.status, 'active')),
    )
    .limit(1);
  if (!org || !membership) return null;
  const held = await tx
    .select({ id: roles.id, name_lang: roles.nameLang, permissions: roles.permissions })
    .from(membershipRoles)
    .innerJoin(roles, and(eq(roles.orgId, membershipRoles.orgId), eq(roles.id, membershipRoles.roleId)))
    .where(and(eq(membershipRoles.orgId, orgId), eq(membershipRoles.userId, userId)))
    .orderBy(asc(roles.nameLang));
  const inGroups = await tx
    .select({ id: groups.id, name_lang: groups.nameLang })
    .from(groupMembers)
    .innerJoin(groups, and(eq(groups.orgId, groupMembers.orgId), eq(groups.id, groupMembers.groupId)))
    .where(and(eq(groupMembers.orgId, orgId), eq(groupMembers.userId, userId)))
    .orderBy(asc(groups.nameLang));
  return { org, roles: held, groups: inGroups };
}

/** The organisations a user is an active member of, oldest membership first (RLS lets a user see their own). */
export async function firstMembershipOrg(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ orgId: memberships.orgId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  return row?.orgId ?? null;
}

/**
 * Resolves a session's access. When its organisation is gone (deleted, or the membership ended) the session
 * falls back to the user's first remaining workspace; with none left, `org` is null (WSP_NOT_FOUND for routes
 * that need one).
 */
export async function loadAccess(db: Db, session: SessionRecord): Promise<RequestAccess> {
  const userId = session.user.id;
  const tryOrg = (orgId: string) =>
    withTenant(db, { orgId, userId }, (tx) => readMembership(tx, orgId, userId));
  let found = session.orgId ? await tryOrg(session.orgId) : null;
  if (!found) {
    const fallback = await withTenant(db, { orgId: null, userId }, (tx) => firstMembershipOrg(tx, userId));
    found = fallback ? await tryOrg(fallback) : null;
    const orgId = found ? found.org.id : null;
    if (orgId !== session.orgId) {
      await setSessionOrg(db, session.id, orgId);
      session.orgId = orgId;
    }
  }
  if (!found) return { session, org: null, plan: null, permissions: new Set(), roles: [], groups: [] };
  const permissions = new Set(found.roles.flatMap((r) => r.permissions));
  return {
    session,
    org: found.org,
    plan: effectivePlan(found.org.plan, found.org.trialEndsAt),
    permissions,
    roles: found.roles.map(({ id, name_lang }) => ({ id, name_lang })),
    groups: found.groups,
  };
}
