import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AuthUser, Workspace } from '@fieldbook/domain';
import { users } from '../../db/schema';
import { loadAccess, readMembership, type RequestAccess } from '../../platform/auth/access';
import { setSessionOrg } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { toAuthUser } from '../auth/users.repo';
import { insertWorkspace, listUserWorkspaces, toWorkspace } from './workspaces.repo';

/** GET my-workspaces: every workspace of the user, flagging the session's current one. */
export function myWorkspaces(db: Db, access: RequestAccess): Promise<Workspace[]> {
  const userId = access.session.user.id;
  return withTenant(db, { orgId: null, userId }, async (tx) =>
    (await listUserWorkspaces(tx, userId)).map((org) => toWorkspace(org, access.org?.id ?? null)),
  );
}

/** POST new: a free workspace with the premium trial, the caller as Administrator; the session stays put (ADR 031). */
export function createWorkspace(
  db: Db,
  actor: Actor,
  name: string,
  currentOrgId: string | null,
): Promise<Workspace> {
  const userId = actor.userId;
  if (!userId) throw errors.unauthenticated();
  const orgId = randomUUID();
  return withTenant(db, { ...actor, orgId }, async (tx, audit) => {
    const { org } = await insertWorkspace(tx, { orgId, name, plan: 'free', trial: true, ownerId: userId });
    await audit({ action: 'workspace.created', entity: 'workspace', entityId: org.id, summary: { name } });
    return toWorkspace(org, currentOrgId);
  });
}

/** POST {id}/switch: moves the session to another workspace of the user; 404 when the user is no member. */
export async function switchWorkspace(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  orgId: string,
): Promise<AuthUser> {
  const user = access.session.user;
  await withTenant(db, { ...actor, orgId }, async (tx, audit) => {
    const membership = await readMembership(tx, orgId, user.id);
    if (!membership) throw errors.notFound();
    await tx.update(users).set({ lastOrgId: orgId }).where(eq(users.id, user.id));
    await audit({ action: 'workspace.switched', entity: 'workspace', entityId: orgId, summary: {} });
  });
  await setSessionOrg(db, access.session.id, orgId);
  const session = { ...access.session, orgId, user: { ...user, lastOrgId: orgId } };
  return toAuthUser(session.user, await loadAccess(db, session));
}
