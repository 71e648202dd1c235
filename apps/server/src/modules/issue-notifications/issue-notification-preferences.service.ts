import { and, eq } from 'drizzle-orm';
import { DEFAULT_ISSUE_NOTIFICATION_PREFERENCES, type IssueNotificationPreferences } from '@fieldbook/domain';
import { issueNotificationPreferences } from '../../db/schema';
import type { Db, Executor } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { scopeOf } from '../users/users.service';

/** A member's issue e-mail choices in the transaction's workspace; every kind on when none are stored. */
export async function readIssueNotificationPreferences(
  tx: Executor,
  userId: string,
): Promise<IssueNotificationPreferences> {
  const [row] = await tx
    .select()
    .from(issueNotificationPreferences)
    .where(eq(issueNotificationPreferences.userId, userId))
    .limit(1);
  if (!row) return DEFAULT_ISSUE_NOTIFICATION_PREFERENCES;
  return { on_assignment: row.onAssignment, on_comment: row.onComment, daily_digest: row.dailyDigest };
}

/** GET /user/account/issue-notifications: the caller's own choices. */
export function getIssueNotificationPreferences(db: Db, actor: Actor): Promise<IssueNotificationPreferences> {
  const { userId } = scopeOf(actor);
  return withTenant(db, actor, (tx) => readIssueNotificationPreferences(tx, userId));
}

/** PUT /user/account/issue-notifications: stores the caller's choices for this workspace. */
export function saveIssueNotificationPreferences(
  db: Db,
  actor: Actor,
  prefs: IssueNotificationPreferences,
): Promise<IssueNotificationPreferences> {
  const { orgId, userId } = scopeOf(actor);
  return withTenant(db, actor, async (tx, audit) => {
    const set = {
      onAssignment: prefs.on_assignment,
      onComment: prefs.on_comment,
      dailyDigest: prefs.daily_digest,
      updatedAt: new Date(),
    };
    await tx
      .insert(issueNotificationPreferences)
      .values({ orgId, userId, ...set })
      .onConflictDoUpdate({
        target: [issueNotificationPreferences.orgId, issueNotificationPreferences.userId],
        set,
      });
    await audit({
      action: 'user.issue_notifications_changed',
      entity: 'user',
      entityId: userId,
      summary: prefs,
    });
    const [row] = await tx
      .select()
      .from(issueNotificationPreferences)
      .where(
        and(eq(issueNotificationPreferences.orgId, orgId), eq(issueNotificationPreferences.userId, userId)),
      );
    return row
      ? { on_assignment: row.onAssignment, on_comment: row.onComment, daily_digest: row.dailyDigest }
      : prefs;
  });
}
