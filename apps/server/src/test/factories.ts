import { randomUUID } from 'node:crypto';
import type { PlanKey } from '@fieldbook/domain';
import { users } from '../db/schema';
import { addMember, insertWorkspace } from '../modules/workspaces/workspaces.repo';
import { hashPassword } from '../platform/auth/password';
import type { Db } from '../platform/db/client';
import { enterTenant } from '../platform/db/tenancy';

/** Password every factory user gets. */
export const TEST_PASSWORD = 'Passw0rd!';
/** scrypt cost of factory users: the test app's PASSWORD_HASH_LOG_N, so sign-ins do not rehash them. */
export const TEST_PASSWORD_LOG_N = 14;

let sequence = 0;
let passwordHash: Promise<string> | null = null;

/** Creates an active user with the test password; the e-mail is unique per call unless given. */
export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  sequence += 1;
  const [user] = await db
    .insert(users)
    .values({
      email: `user${sequence}-${randomUUID().slice(0, 8)}@example.test`,
      firstName: 'Test',
      lastName: `User${sequence}`,
      passwordHash: await (passwordHash ??= hashPassword(TEST_PASSWORD, TEST_PASSWORD_LOG_N)),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

/** Creates a workspace owned (as Administrator) by a user, optionally with extra members as Inspectors. */
export async function createWorkspace(
  db: Db,
  ownerId: string,
  options: { name?: string; plan?: PlanKey; trial?: boolean; inspectors?: string[] } = {},
) {
  const orgId = randomUUID();
  return db.transaction(async (tx) => {
    await enterTenant(tx, { orgId, userId: ownerId });
    const created = await insertWorkspace(tx, {
      orgId,
      name: options.name ?? `Workspace ${orgId.slice(0, 4)}`,
      plan: options.plan ?? 'free',
      trial: options.trial ?? false,
      ownerId,
    });
    for (const userId of options.inspectors ?? [])
      await addMember(tx, orgId, userId, created.roleIds.inspector);
    return created;
  });
}

/** A user who owns a fresh workspace: the usual starting point of a route test. */
export async function createOwner(db: Db, options: { plan?: PlanKey; trial?: boolean; name?: string } = {}) {
  const user = await createUser(db);
  const { org, roleIds } = await createWorkspace(db, user.id, options);
  return { user, org, roleIds };
}
