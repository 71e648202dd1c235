import { z } from 'zod';
import { issueAssigneeSchema, languageSchema, type IssueAssignee } from '@fieldbook/domain';
import type { AppDeps } from '../../platform/deps';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { translate } from '../../platform/i18n/i18n';
import { defineJob, type JobContext } from '../../platform/jobs/job-definition';
import { peopleById } from '../inspections/inspections.repo';
import { readIssue, readTimeline } from '../issues/issues.repo';
import { currentAssignees, issueRecipients } from './issue-recipients';

const notifyData = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('assigned'),
    issueId: z.string().uuid(),
    assignees: z.array(issueAssigneeSchema).min(1),
  }),
  z.object({ kind: z.literal('commented'), issueId: z.string().uuid(), eventId: z.string().uuid() }),
]);
type NotifyData = z.infer<typeof notifyData>;

/** Mails the people an assignment or a comment concerns, each in their language, with a link to the issue. */
async function notify(data: NotifyData, context: JobContext): Promise<{ sent: number }> {
  const { deps, orgId, userId } = context;
  const actor = { orgId, userId, ip: null, userAgent: null };
  const found = await withTenant(deps.db, actor, async (tx) => {
    const issue = await readIssue(tx, data.issueId);
    const refs = data.kind === 'assigned' ? data.assignees : await currentAssignees(tx, data.issueId);
    const kind = data.kind;
    const recipients = await issueRecipients(tx, refs, kind, userId);
    const [event] = data.kind === 'commented' ? await readTimeline(tx, data.issueId, data.eventId) : [];
    const people = await peopleById(tx, userId ? [userId] : []);
    return {
      issue,
      recipients,
      comment: event?.text ?? '',
      name: (userId && people.get(userId)?.name) || '',
    };
  });
  const link = `${deps.config.publicUrl}/issues/${data.issueId}`;
  const params = { name: found.name, title: found.issue.title, link, comment: found.comment };
  let sent = 0;
  for (const recipient of found.recipients.filter((r) => r.wants)) {
    const lang = languageSchema.catch('en').parse(recipient.locale);
    await deps.mailer.send({
      workspaceId: orgId,
      to: recipient.email,
      subject: translate(lang, `issues.mail.${data.kind}_subject`, params),
      text: translate(lang, `issues.mail.${data.kind}_body`, params),
    });
    sent += 1;
  }
  return { sent };
}

/**
 * Issue e-mails (ADR 211). Mail cannot be unsent, so a run that failed part-way is not retried (a retry would mail
 * the first recipients twice); one mail per recipient per assignment or comment.
 */
export const issueNotifyJob = defineJob({
  name: 'issues.notify',
  data: notifyData,
  retryLimit: 0,
  expireInSeconds: 5 * 60,
  run: (data, context) => notify(data, context),
});

/** Queues the mails of an assignment (the refs newly assigned) once the change is committed. */
export async function queueAssignmentMail(
  deps: AppDeps,
  actor: Actor,
  issueId: string,
  added: readonly IssueAssignee[],
): Promise<void> {
  if (added.length === 0 || !actor.orgId) return;
  await deps.jobs.enqueue(
    issueNotifyJob,
    { kind: 'assigned', issueId, assignees: [...added] },
    {
      orgId: actor.orgId,
      userId: actor.userId,
    },
  );
}

/** Queues the mails of a new comment to the issue's assignees. */
export async function queueCommentMail(
  deps: AppDeps,
  actor: Actor,
  issueId: string,
  eventId: string,
): Promise<void> {
  if (!actor.orgId) return;
  await deps.jobs.enqueue(
    issueNotifyJob,
    { kind: 'commented', issueId, eventId },
    {
      orgId: actor.orgId,
      userId: actor.userId,
    },
  );
}

/** The refs in `after` that `before` did not hold: who was newly assigned. */
export function addedAssignees(
  before: readonly IssueAssignee[],
  after: readonly IssueAssignee[],
): IssueAssignee[] {
  const had = new Set(before.map((a) => `${a.kind}:${a.id}`));
  return after.filter((a) => !had.has(`${a.kind}:${a.id}`));
}
