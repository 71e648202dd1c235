import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_ISSUE_ACCESS_SETTINGS,
  ERROR_CODES,
  MANAGE_ISSUES,
  type IssueAccessLevel,
  type IssueAccessSettings,
  type IssueStatus,
} from '@fieldbook/domain';
import { groupMembers, inspectionCollaborators, inspections, issueAssignees, issues } from '../../db/schema';
import { readMembership, type RequestAccess } from '../../platform/auth/access';
import type { Db, Executor, Tx } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { AppError, errors } from '../../platform/errors/app-error';
import { readIssueAccessSettings } from '../issue-access/issue-access-settings.repo';

/** One thing a user may be allowed to do to an issue (ADR 210). */
export type IssueAction =
  | { kind: 'access' }
  | { kind: 'edit_details' }
  | { kind: 'change_category' }
  | { kind: 'status'; status: IssueStatus };

/** The caller's rights as the issue services apply them: who they are, the settings, and Manage Issues. */
export interface IssueGate {
  userId: string;
  manages: boolean;
  settings: IssueAccessSettings;
}

/**
 * Reads the workspace's settings once per transaction for the caller of an issue call. Manage Issues passes every
 * check before the settings are looked at, so a manager's gate does not read them (one statement less per call).
 */
export async function issueGate(tx: Executor, access: RequestAccess): Promise<IssueGate> {
  const userId = access.session.user.id;
  if (access.permissions.has(MANAGE_ISSUES))
    return { userId, manages: true, settings: DEFAULT_ISSUE_ACCESS_SETTINGS };
  return { userId, manages: false, settings: await readIssueAccessSettings(tx) };
}

function levelOf(settings: IssueAccessSettings, action: IssueAction): IssueAccessLevel {
  return action.kind === 'status' ? settings.status[action.status] : settings[action.kind];
}

const isCreator = (userId: string) => eq(issues.createdBy, userId);

const isAssignee = (userId: string) => sql`exists (select 1 from ${issueAssignees}
  where ${issueAssignees.orgId} = ${issues.orgId} and ${issueAssignees.issueId} = ${issues.id}
  and (${issueAssignees.userId} = ${userId} or ${issueAssignees.groupId} in (select ${groupMembers.groupId}
  from ${groupMembers} where ${groupMembers.orgId} = ${issues.orgId} and ${groupMembers.userId} = ${userId})))`;

const isInspectionCollaborator = (userId: string) => sql`(${issues.inspectionId} is not null and (exists
  (select 1 from ${inspections} where ${inspections.orgId} = ${issues.orgId} and ${inspections.id} = ${issues.inspectionId}
  and ${inspections.conductedBy} = ${userId}) or exists (select 1 from ${inspectionCollaborators}
  where ${inspectionCollaborators.orgId} = ${issues.orgId} and ${inspectionCollaborators.inspectionId} = ${issues.inspectionId}
  and ${inspectionCollaborators.userId} = ${userId})))`;

/** The issues (rows of `issues`) a level lets the user act on; undefined when it lets every issue through. */
export function levelCondition(level: IssueAccessLevel, userId: string): SQL | undefined {
  switch (level) {
    case 'all_users':
    case 'organisation':
      return undefined;
    case 'collaborators':
      return sql`(${isCreator(userId)} or ${isAssignee(userId)} or ${isInspectionCollaborator(userId)})`;
    case 'creator_and_assignee':
      return sql`(${isCreator(userId)} or ${isAssignee(userId)})`;
    case 'restricted':
      return sql`false`;
  }
}

/** The condition for every action at once (Manage Issues passes all); undefined when nothing narrows. */
export function gateCondition(gate: IssueGate, actions: readonly IssueAction[]): SQL | undefined {
  if (gate.manages) return undefined;
  const parts = actions
    .map((action) => levelCondition(levelOf(gate.settings, action), gate.userId))
    .filter((part): part is SQL => part !== undefined);
  return parts.length ? and(...parts) : undefined;
}

/**
 * The issues the caller may open (the "access" setting): the one condition the list, the exports and every other
 * read of many issues apply, so no reader can show what the list hides.
 */
export function accessCondition(gate: IssueGate): SQL | undefined {
  return gateCondition(gate, [{ kind: 'access' }]);
}

/**
 * The gate of a user outside a request (a job run for them): their current roles in the workspace decide Manage
 * Issues; a user no longer a member may open nothing.
 */
export async function issueGateOf(tx: Tx, orgId: string, userId: string | null): Promise<IssueGate> {
  const membership = userId ? await readMembership(tx, orgId, userId) : null;
  const settings = await readIssueAccessSettings(tx);
  if (!membership || !userId) return { userId: userId ?? '', manages: false, settings: nobody(settings) };
  const manages = membership.roles.some((r) => r.permissions.includes(MANAGE_ISSUES));
  return { userId, manages, settings };
}

/** Settings that let nobody open any issue (a job run for someone no longer a member). */
function nobody(settings: IssueAccessSettings): IssueAccessSettings {
  return { ...settings, access: 'restricted' };
}

/** The localised 403 of one refused action. */
export function issueForbidden(action: IssueAction): AppError {
  if (action.kind === 'status')
    return new AppError(403, ERROR_CODES.forbidden, `issues.forbidden.status_${action.status}`);
  return new AppError(403, ERROR_CODES.forbidden, `issues.forbidden.${action.kind}`);
}

/**
 * Refuses the first action the caller may not take on one (existing, already read) issue with its 403; access is
 * always checked first, so a caller without access learns nothing else.
 */
export async function assertIssueActions(
  tx: Executor,
  gate: IssueGate,
  id: string,
  actions: readonly IssueAction[],
): Promise<void> {
  if (gate.manages) return;
  for (const action of [{ kind: 'access' } as const, ...actions]) {
    const condition = levelCondition(levelOf(gate.settings, action), gate.userId);
    if (!condition) continue;
    const [row] = await tx
      .select({ id: issues.id })
      .from(issues)
      .where(and(eq(issues.id, id), condition));
    if (!row) throw issueForbidden(action);
  }
}

/** The access check of calls whose service reads the issue itself (its media): 404 first, then the setting. */
export function assertIssueAccess(db: Db, actor: Actor, access: RequestAccess, id: string): Promise<void> {
  return withTenant(db, actor, async (tx) => {
    const [row] = await tx.select({ id: issues.id }).from(issues).where(eq(issues.id, id)).limit(1);
    if (!row) throw errors.notFound();
    await assertIssueActions(tx, await issueGate(tx, access), id, []);
  });
}
