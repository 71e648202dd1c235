import { and, asc, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ISSUE_STATUS_GROUPS, languageSchema } from '@fieldbook/domain';
import { groupMembers, issueAssignees, issueDigestsSent, issues } from '../../db/schema';
import type { Db, Executor } from '../../platform/db/client';
import { withTenant } from '../../platform/db/tenancy';
import { translate } from '../../platform/i18n/i18n';
import type { AppDeps } from '../../platform/deps';
import { defineJob } from '../../platform/jobs/job-definition';
import { defineSweep } from '../../platform/jobs/sweep-definition';
import { executeRows } from '../../platform/list-query/count-rows';
import { issueRecipients } from './issue-recipients';

/** Workspaces one tick queues at most; a later tick of the same day finds the rest. */
const ORGS_PER_TICK = 1000;
/** Issues one digest lists at most; the count in its subject is the whole number. */
const LISTED_PER_DIGEST = 50;

/** An overdue issue as a digest lists it. */
interface OverdueIssue {
  id: string;
  title: string;
  dueAt: Date;
}

/** Open issues past their due date, each with the members it is assigned to (directly or through a group). */
async function overdueByMember(tx: Executor, at: Date): Promise<Map<string, OverdueIssue[]>> {
  const overdue = await tx
    .select({ id: issues.id, title: issues.title, dueAt: issues.dueAt })
    .from(issues)
    .where(and(inArray(issues.status, [...ISSUE_STATUS_GROUPS.open]), lt(issues.dueAt, at)))
    .orderBy(asc(issues.dueAt), asc(issues.id));
  const byMember = new Map<string, OverdueIssue[]>();
  if (overdue.length === 0) return byMember;
  const byId = new Map(overdue.map((i) => [i.id, { id: i.id, title: i.title, dueAt: i.dueAt as Date }]));
  const refs = await tx
    .select({
      issueId: issueAssignees.issueId,
      userId: issueAssignees.userId,
      groupId: issueAssignees.groupId,
    })
    .from(issueAssignees)
    .where(inArray(issueAssignees.issueId, [...byId.keys()]));
  const groupIds = [...new Set(refs.flatMap((r) => (r.groupId ? [r.groupId] : [])))];
  const members = groupIds.length
    ? await tx
        .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
        .from(groupMembers)
        .where(inArray(groupMembers.groupId, groupIds))
    : [];
  for (const ref of refs) {
    const people = ref.userId
      ? [ref.userId]
      : members.filter((m) => m.groupId === ref.groupId).map((m) => m.userId);
    for (const userId of people) {
      const list = byMember.get(userId) ?? [];
      if (!list.some((i) => i.id === ref.issueId)) list.push(byId.get(ref.issueId)!);
      byMember.set(userId, list);
    }
  }
  for (const list of byMember.values()) list.sort((x, y) => x.dueAt.getTime() - y.dueAt.getTime());
  return byMember;
}

/**
 * One workspace's digests of a day: every active member with overdue issues who wants the digest and has not had
 * it today. The day's row is claimed in the same transaction that reads the issues, so a repeated run (another
 * process, a retry) mails nobody twice; a mail that fails after the claim is not sent again that day.
 */
export async function sendDigests(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  orgId: string,
  data: { day: string; at: string },
): Promise<{ sent: number }> {
  const at = new Date(data.at);
  const mails = await withTenant(deps.db, { orgId, userId: null }, async (tx) => {
    const byMember = await overdueByMember(tx, at);
    if (byMember.size === 0) return [];
    const refs = [...byMember.keys()].map((id) => ({ kind: 'user' as const, id }));
    const wanting = (await issueRecipients(tx, refs, 'digest', null)).filter((r) => r.wants);
    if (wanting.length === 0) return [];
    const claimed = await tx
      .insert(issueDigestsSent)
      .values(wanting.map((r) => ({ orgId, userId: r.userId, day: data.day })))
      .onConflictDoNothing()
      .returning({ userId: issueDigestsSent.userId });
    const mine = new Set(claimed.map((c) => c.userId));
    return wanting.filter((r) => mine.has(r.userId)).map((r) => ({ ...r, issues: byMember.get(r.userId)! }));
  });
  const base = deps.config.publicUrl;
  for (const mail of mails) {
    const lang = languageSchema.catch('en').parse(mail.locale);
    const dateOf = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
    const list = mail.issues
      .slice(0, LISTED_PER_DIGEST)
      .map((issue) =>
        translate(lang, 'issues.mail.digest_line', {
          title: issue.title,
          due: dateOf.format(issue.dueAt),
          link: `${base}/issues/${issue.id}`,
        }),
      )
      .join('\n');
    const params = { count: String(mail.issues.length), list, link: `${base}/issues` };
    await deps.mailer.send({
      workspaceId: orgId,
      to: mail.email,
      subject: translate(lang, 'issues.mail.digest_subject', params),
      text: translate(lang, 'issues.mail.digest_body', params),
    });
  }
  return { sent: mails.length };
}

/** The daily digest of one workspace (ADR 211); mail cannot be unsent, so a failed run is not retried. */
export const issueDigestJob = defineJob({
  name: 'issues.overdue-digest',
  data: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), at: z.string().datetime() }),
  retryLimit: 0,
  expireInSeconds: 15 * 60,
  run: (data, { deps, orgId }) => sendDigests(deps, orgId, data),
});

/** The workspaces with open issues past their due date: one index range read across tenants (migration 0027). */
export async function workspacesWithOverdueIssues(
  db: Db,
  at: Date,
  limit = ORGS_PER_TICK,
): Promise<string[]> {
  const rows = await executeRows<{ org_id: string }>(
    db,
    sql`select org_id from issue_orgs_overdue(${at.toISOString()}::timestamptz, ${limit}::int)`,
  );
  return rows.map((row) => row.org_id);
}

/**
 * Every morning at 06:00 UTC: one digest job per workspace with overdue issues, keyed by workspace and day so a
 * second tick or process queues nothing new (ADRs 211 and 213).
 */
export const issueDigestSweep = defineSweep({
  name: 'issues.digest-sweep',
  cron: '0 6 * * *',
  async run({ db, at, enqueue }) {
    const day = at.toISOString().slice(0, 10);
    for (const orgId of await workspacesWithOverdueIssues(db, at)) {
      await enqueue(
        issueDigestJob,
        { day, at: at.toISOString() },
        { orgId, userId: null, singletonKey: `${orgId}:${day}`, singletonSeconds: 24 * 60 * 60 },
      );
    }
  },
});
