import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  INSPECTOR_PERMISSIONS,
  PERMISSION_CODES,
  TRIAL_DAYS,
  type PlanKey,
  type Workspace,
} from '@fieldbook/domain';
import { membershipRoles, memberships, organizations, roles } from '../../db/schema';
import type { Tx } from '../../platform/db/client';
import type { OrgRow } from '../../platform/auth/access';

/** The system roles every new workspace starts with (names are shown as stored). */
export const SEEDED_ROLES: Record<
  'administrator' | 'inspector',
  Omit<typeof roles.$inferInsert, 'orgId' | 'id'>
> = {
  administrator: {
    nameLang: 'Administrator',
    permissions: [...PERMISSION_CODES],
    isSystem: true,
    isDefault: false,
  },
  inspector: {
    nameLang: 'Inspector',
    permissions: [...INSPECTOR_PERMISSIONS],
    isSystem: false,
    isDefault: true,
  },
};

/** What a new workspace needs; the transaction must already be scoped to `orgId` (withTenant). */
export interface NewWorkspace {
  orgId: string;
  name: string;
  plan: PlanKey;
  trial: boolean;
  ownerId: string;
}

/** Creates the organisation, its seeded roles, and the owner's membership as Administrator. */
export async function insertWorkspace(
  tx: Tx,
  input: NewWorkspace,
): Promise<{ org: OrgRow; roleIds: Record<keyof typeof SEEDED_ROLES, string> }> {
  const trialEndsAt = input.trial ? new Date(Date.now() + TRIAL_DAYS * 24 * 60 * 60 * 1000) : null;
  const [org] = await tx
    .insert(organizations)
    .values({ id: input.orgId, name: input.name, plan: input.plan, trialEndsAt })
    .returning();
  if (!org) throw new Error('organisation insert returned nothing');
  const roleIds = { administrator: randomUUID(), inspector: randomUUID() };
  await tx.insert(roles).values([
    { orgId: org.id, id: roleIds.administrator, ...SEEDED_ROLES.administrator },
    { orgId: org.id, id: roleIds.inspector, ...SEEDED_ROLES.inspector },
  ]);
  await addMember(tx, org.id, input.ownerId, roleIds.administrator);
  return { org, roleIds };
}

/** Adds an active member holding one role. */
export async function addMember(tx: Tx, orgId: string, userId: string, roleId: string): Promise<void> {
  await tx.insert(memberships).values({ orgId, userId, status: 'active' });
  await tx.insert(membershipRoles).values({ orgId, userId, roleId });
}

/** The one mapper from an organisation row to the workspace answer. */
export function toWorkspace(org: OrgRow, currentOrgId: string | null): Workspace {
  return {
    id: org.id,
    name: org.name,
    plan: org.plan,
    trial_ends_at: org.trialEndsAt?.toISOString() ?? null,
    is_current: org.id === currentOrgId,
  };
}

/** Workspaces the user is an active member of (RLS shows a user their own memberships), oldest first. */
export function listUserWorkspaces(tx: Tx, userId: string): Promise<OrgRow[]> {
  return tx
    .select({
      id: organizations.id,
      name: organizations.name,
      plan: organizations.plan,
      trialEndsAt: organizations.trialEndsAt,
      createdAt: organizations.createdAt,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.orgId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
    .orderBy(asc(memberships.createdAt));
}
