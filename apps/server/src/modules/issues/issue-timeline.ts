import { inArray, sql } from 'drizzle-orm';
import type { Issue, IssueAssignee, IssueStatus } from '@fieldbook/domain';
import { issueAssignees, issueTimeline } from '../../db/schema';
import type { Executor } from '../../platform/db/client';
import type { Actor } from '../../platform/db/tenancy';

/** Fields whose changes the timeline records, as the issue view shows them. */
const TRACKED = [
  'title',
  'description',
  'due_at',
  'priority',
  'category',
  'subcategory',
  'site',
  'asset',
  'labels',
  'risk',
  'type',
  'assignees',
] as const satisfies readonly (keyof Issue)[];

/** One timeline row to insert. */
export type TimelineInsert = typeof issueTimeline.$inferInsert;

/** The field-change events between two views of one issue (names kept, so the timeline reads without lookups). */
export function fieldChanges(actor: Actor, before: Issue, after: Issue): TimelineInsert[] {
  return TRACKED.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field])).map(
    (field) => ({
      orgId: actor.orgId as string,
      issueId: after.id,
      kind: 'field' as const,
      userId: actor.userId,
      field,
      fromValue: before[field] ?? null,
      toValue: after[field] ?? null,
    }),
  );
}

/** A status-change event. */
export function statusChange(
  actor: Actor,
  issueId: string,
  from: IssueStatus,
  to: IssueStatus,
): TimelineInsert {
  return {
    orgId: actor.orgId as string,
    issueId,
    kind: 'status',
    userId: actor.userId,
    fromValue: from,
    toValue: to,
  };
}

/**
 * Writes timeline events. Events of one issue go one statement each, each a microsecond after the one before it:
 * the clock alone can repeat a time (PGlite's has millisecond steps), and their order is the timeline's. Events of
 * different issues (a bulk change) go in one statement.
 */
export async function recordEvents(tx: Executor, events: readonly TimelineInsert[]): Promise<void> {
  if (events.length === 0) return;
  if (new Set(events.map((e) => e.issueId)).size === events.length) {
    await tx.insert(issueTimeline).values([...events]);
    return;
  }
  for (const [n, event] of events.entries())
    await tx
      .insert(issueTimeline)
      .values({ ...event, createdAt: sql`clock_timestamp() + ${n} * interval '1 microsecond'` });
}

/** Rows per insert, well under PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 5000;

/** Replaces an issue's assignees with the given (already checked) ones. */
export async function replaceAssignees(
  tx: Executor,
  orgId: string,
  issueIds: readonly string[],
  assignees: readonly IssueAssignee[],
): Promise<void> {
  await tx.delete(issueAssignees).where(inArray(issueAssignees.issueId, [...issueIds]));
  const rows = issueIds.flatMap((issueId) =>
    assignees.map((a) => ({
      orgId,
      issueId,
      userId: a.kind === 'user' ? a.id : null,
      groupId: a.kind === 'group' ? a.id : null,
    })),
  );
  for (let at = 0; at < rows.length; at += INSERT_BATCH) {
    await tx.insert(issueAssignees).values(rows.slice(at, at + INSERT_BATCH));
  }
}
