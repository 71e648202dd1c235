import { and, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { IssueAssignee, IssueStatus } from '@fieldbook/domain';
import { issues } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Db, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { gateCondition, issueGate, type IssueAction } from './issue-permissions';
import { checkAssignees } from './issue-refs';
import { recordEvents, replaceAssignees, statusChange, type TimelineInsert } from './issue-timeline';
import { assigneesOf } from './issues.repo';
import { addedAssignees } from '../issue-notifications/issue-notify.job';

/** One bulk change of issues: what it sets and the events it records per changed issue. */
type BulkChange =
  | { kind: 'status'; status: IssueStatus }
  | { kind: 'assignees'; assignees: IssueAssignee[] }
  | { kind: 'due_at'; dueAt: string | null };

/** The workspace's issues among `ids` (other workspaces' ids match nothing) that the change would alter. */
function changedWhere(ids: string[], change: BulkChange): SQL | undefined {
  if (change.kind === 'status') return and(inArray(issues.id, ids), ne(issues.status, change.status));
  if (change.kind === 'due_at') {
    const due = change.dueAt ? new Date(change.dueAt) : null;
    return and(
      inArray(issues.id, ids),
      due ? or(isNull(issues.dueAt), ne(issues.dueAt, due)) : isNotNull(issues.dueAt),
    );
  }
  return inArray(issues.id, ids);
}

async function applyAssignees(
  tx: Tx,
  actor: Actor,
  ids: string[],
  assignees: IssueAssignee[],
): Promise<BulkAssigned[]> {
  const orgId = actor.orgId as string;
  const checked = await checkAssignees(tx, orgId, assignees);
  const before = await assigneesOf(tx, ids);
  await replaceAssignees(tx, orgId, ids, checked);
  const after = await assigneesOf(tx, ids);
  const events: TimelineInsert[] = [];
  const assigned: BulkAssigned[] = [];
  for (const id of ids) {
    const from = before.get(id) ?? [];
    const to = after.get(id) ?? [];
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    events.push({
      orgId,
      issueId: id,
      kind: 'field',
      userId: actor.userId,
      field: 'assignees',
      fromValue: from,
      toValue: to,
    });
    const refs = (list: typeof to) => list.map((a) => ({ kind: a.kind, id: a.id }));
    assigned.push({ issueId: id, added: addedAssignees(refs(from), refs(to)) });
  }
  await recordEvents(tx, events);
  return assigned;
}

/** One issue whose assignees a bulk call changed, and the people or groups newly assigned to it (their mail). */
export interface BulkAssigned {
  issueId: string;
  added: IssueAssignee[];
}

/**
 * How many issues a bulk call changed and how many the "who may" settings skipped (ADR 210); a bulk assignment
 * also answers who was newly assigned where, for the route to queue their mails once committed (ADR 211).
 */
export interface BulkOutcome {
  count: number;
  skipped: number;
  assigned: BulkAssigned[];
}

/** What a bulk change needs beyond access: moving to a status is its own setting. */
function bulkActions(change: BulkChange): IssueAction[] {
  return change.kind === 'status' ? [{ kind: 'status', status: change.status }] : [];
}

/**
 * PUT /issues/bulk/status, /bulk/assignees and /bulk/due-date: one transaction; issues the caller may not change
 * are skipped and counted; each issue that changes gets its timeline event; answers both counts.
 */
export function bulkUpdateIssues(
  db: Db,
  actor: Actor,
  access: RequestAccess,
  ids: string[],
  change: BulkChange,
): Promise<BulkOutcome> {
  return withTenant(db, actor, async (tx, audit) => {
    const orgId = actor.orgId as string;
    const allowedWhere = gateCondition(await issueGate(tx, access), [
      { kind: 'access' },
      ...bulkActions(change),
    ]);
    const candidates = await tx
      .select({
        id: issues.id,
        status: issues.status,
        dueAt: issues.dueAt,
        allowed: allowedWhere ? sql<boolean>`${allowedWhere}` : sql<boolean>`true`,
      })
      .from(issues)
      .where(changedWhere(ids, change))
      .for('update');
    const rows = candidates.filter((r) => r.allowed);
    const skipped = candidates.length - rows.length;
    const found = rows.map((r) => r.id);
    if (found.length === 0) return { count: 0, skipped, assigned: [] };
    let changed = found;
    let assigned: BulkAssigned[] = [];
    if (change.kind === 'assignees') {
      assigned = await applyAssignees(tx, actor, found, change.assignees);
      changed = assigned.map((a) => a.issueId);
      if (changed.length > 0)
        await tx.update(issues).set({ updatedAt: new Date() }).where(inArray(issues.id, changed));
    } else if (change.kind === 'status') {
      await tx
        .update(issues)
        .set({ status: change.status, updatedAt: new Date() })
        .where(inArray(issues.id, found));
      await recordEvents(
        tx,
        rows.map((r) => statusChange(actor, r.id, r.status, change.status)),
      );
    } else {
      const due = change.dueAt ? new Date(change.dueAt) : null;
      await tx.update(issues).set({ dueAt: due, updatedAt: new Date() }).where(inArray(issues.id, found));
      await recordEvents(
        tx,
        rows.map((r) => ({
          orgId,
          issueId: r.id,
          kind: 'field' as const,
          userId: actor.userId,
          field: 'due_at',
          fromValue: r.dueAt ? new Date(r.dueAt).toISOString() : null,
          toValue: due ? due.toISOString() : null,
        })),
      );
    }
    if (changed.length > 0) {
      await audit({
        action: 'issue.bulk_updated',
        entity: 'issue',
        summary: { ids: changed, change: change.kind },
      });
    }
    return { count: changed.length, skipped, assigned };
  });
}
