import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { IssueAssignee } from '@fieldbook/domain';
import {
  groupMembers,
  issueAssignees,
  issueNotificationPreferences,
  memberships,
  users,
} from '../../db/schema';
import type { Executor } from '../../platform/db/client';

/** Which switch of the account settings a mail answers to. */
export type IssueMailKind = 'assigned' | 'commented' | 'digest';

/** One person to mail: address, language and whether they turned this kind off. */
export interface IssueRecipient {
  userId: string;
  email: string;
  locale: string;
  wants: boolean;
}

/** Active members behind assignee refs: the members named and the members of the groups named. */
async function membersOf(tx: Executor, refs: readonly IssueAssignee[]): Promise<string[]> {
  const userIds = refs.filter((r) => r.kind === 'user').map((r) => r.id);
  const groupIds = refs.filter((r) => r.kind === 'group').map((r) => r.id);
  const inGroups = groupIds.length
    ? await tx
        .select({ userId: groupMembers.userId })
        .from(groupMembers)
        .where(inArray(groupMembers.groupId, groupIds))
    : [];
  return [...new Set([...userIds, ...inGroups.map((m) => m.userId)])];
}

/** The issue's current assignees as refs (a comment goes to all of them). */
export async function currentAssignees(tx: Executor, issueId: string): Promise<IssueAssignee[]> {
  const rows = await tx
    .select({ userId: issueAssignees.userId, groupId: issueAssignees.groupId })
    .from(issueAssignees)
    .where(
      and(
        eq(issueAssignees.issueId, issueId),
        or(isNotNull(issueAssignees.userId), isNotNull(issueAssignees.groupId)),
      ),
    );
  return rows.map((r) =>
    r.userId ? { kind: 'user' as const, id: r.userId } : { kind: 'group' as const, id: r.groupId as string },
  );
}

/** The active members behind `refs`, but not `exceptUserId` (nobody is mailed about what they did themselves). */
export async function issueRecipients(
  tx: Executor,
  refs: readonly IssueAssignee[],
  kind: IssueMailKind,
  exceptUserId: string | null,
): Promise<IssueRecipient[]> {
  const ids = (await membersOf(tx, refs)).filter((id) => id !== exceptUserId);
  if (ids.length === 0) return [];
  const wants = {
    assigned: issueNotificationPreferences.onAssignment,
    commented: issueNotificationPreferences.onComment,
    digest: issueNotificationPreferences.dailyDigest,
  }[kind];
  return tx
    .select({
      userId: users.id,
      email: users.email,
      locale: users.locale,
      wants: sql<boolean>`coalesce(${wants}, true)`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      issueNotificationPreferences,
      and(
        eq(issueNotificationPreferences.orgId, memberships.orgId),
        eq(issueNotificationPreferences.userId, memberships.userId),
      ),
    )
    .where(and(inArray(memberships.userId, ids), eq(memberships.status, 'active')))
    .orderBy(users.email);
}
