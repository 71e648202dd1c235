import { and, eq } from 'drizzle-orm';
import { satisfies, type ConductAccess, type PermissionCode } from '@fieldbook/domain';
import { inspectionCollaborators, templateConductAccess } from '../../db/schema';
import type { RequestAccess } from '../../platform/auth/access';
import type { Executor } from '../../platform/db/client';
import { errors } from '../../platform/errors/app-error';
import type { InspectionRow } from './inspections.repo';

/** Manages every inspection: edits, archives, deletes and reads them all. */
export const MANAGE_INSPECTIONS: PermissionCode = 'INS_MANAGE_INSPECTIONS';
/** Codes that let a member read every inspection of the workspace, not only their own. */
export const READ_ALL_INSPECTIONS: readonly PermissionCode[] = [
  'INS_VIEW_INSPECTION_LIST',
  'INS_VIEW_INSPECTION_REPORT',
  MANAGE_INSPECTIONS,
];
/** Codes of the archive list. */
export const VIEW_ARCHIVE: readonly PermissionCode[] = ['INS_VIEW_ARCHIVED_INSPECTIONS', MANAGE_INSPECTIONS];

/** Whether the member is the conductor or a collaborator of the inspection. */
async function takesPart(tx: Executor, access: RequestAccess, row: InspectionRow): Promise<boolean> {
  const userId = access.session.user.id;
  if (row.conductedBy === userId) return true;
  const [found] = await tx
    .select({ userId: inspectionCollaborators.userId })
    .from(inspectionCollaborators)
    .where(and(eq(inspectionCollaborators.inspectionId, row.id), eq(inspectionCollaborators.userId, userId)))
    .limit(1);
  return !!found;
}

/** Readers: conductor, collaborators and holders of a read-all code; 403 for anyone else in the workspace. */
export async function assertCanRead(tx: Executor, access: RequestAccess, row: InspectionRow): Promise<void> {
  if (satisfies(access.permissions, READ_ALL_INSPECTIONS)) return;
  if (!(await takesPart(tx, access, row))) throw errors.forbidden();
}

/** Editors (answers, media, completion): conductor, collaborators and INS_MANAGE_INSPECTIONS holders. */
export async function assertCanEdit(tx: Executor, access: RequestAccess, row: InspectionRow): Promise<void> {
  if (access.permissions.has(MANAGE_INSPECTIONS)) return;
  if (!(await takesPart(tx, access, row))) throw errors.forbidden();
}

/** Who may conduct a template; no stored row means every member (ADR 194). */
export async function readConductAccess(tx: Executor, templateId: string): Promise<ConductAccess> {
  const [row] = await tx
    .select()
    .from(templateConductAccess)
    .where(eq(templateConductAccess.templateId, templateId))
    .limit(1);
  return row
    ? { everyone: row.everyone, user_ids: row.userIds, group_ids: row.groupIds }
    : { everyone: true, user_ids: [], group_ids: [] };
}

/** Whether the member may conduct under the given access: everyone, named, in a named group, or a template manager. */
export function mayConduct(access: RequestAccess, rule: ConductAccess): boolean {
  if (rule.everyone || access.permissions.has('CKL_MANAGE_TEMPLATES')) return true;
  if (rule.user_ids.includes(access.session.user.id)) return true;
  return access.groups.some((g) => rule.group_ids.includes(g.id));
}
