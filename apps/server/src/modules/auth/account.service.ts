import { eq } from 'drizzle-orm';
import type { ActivityAction, MyProfile } from '@fieldbook/domain';
import { users } from '../../db/schema';
import type { Db } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { toProfile } from './users.repo';

type UserPatch = Partial<typeof users.$inferInsert>;

/** Applies a profile change in one audited transaction and answers the profile as now stored. */
export async function updateProfile(
  db: Db,
  actor: Actor,
  action: Extract<ActivityAction, 'user.basic_info_changed' | 'user.preferences_changed'>,
  patch: UserPatch,
): Promise<MyProfile> {
  const userId = actor.userId;
  if (!userId) throw errors.unauthenticated();
  return withTenant(db, actor, async (tx, audit) => {
    const [user] = await tx
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw errors.notFound();
    await audit({ action, entity: 'user', entityId: userId, summary: { fields: Object.keys(patch) } });
    return toProfile(user);
  });
}
