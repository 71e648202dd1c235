import { z } from 'zod';
import {
  assignmentDetailQuerySchema,
  assignmentListRowSchema,
  assignmentMutationResponseSchema,
  assignmentRequestSchema,
  assignmentResponseSchema,
  listQueryParamsSchema,
  listResponseSchema,
  myInspectionsQuerySchema,
  myInspectionsResponseSchema,
  recurrencePreviewRequestSchema,
  recurrencePreviewResponseSchema,
  type PermissionCode,
} from '@fieldbook/domain';
import { describeRecurrence, nextOccurrences, recurrenceToRRule } from '@fieldbook/domain/assignments';
import type { Actor } from '../../platform/db/tenancy';
import type { AppDeps } from '../../platform/deps';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { assignmentFormFields } from '../assignment-settings/assignment-settings.service';
import { listAssignments } from './assignment-list.service';
import { materialiseSoon } from './materialise.job';
import { myInspections } from './my-inspections.service';
import {
  cloneAssignment,
  createAssignment,
  deleteAssignment,
  getAssignment,
  setAssignmentStatus,
  updateAssignment,
} from './assignments.service';

/** Every assignment call (spec §2 /assignment/list, /add, /{id}/edit). */
const MANAGE: PermissionCode = 'AST_MANAGE_ASSIGNMENT';
const idParams = z.object({ id: z.string().uuid() });
const yes = (flag: string | undefined) => flag === '1' || flag === 'true';

/** A saved assignment whose occurrences are queued for now; the answer keeps the service's data. */
async function materialised<T extends { id: string; updated_at: string }>(
  deps: AppDeps,
  actor: Actor,
  saved: T,
): Promise<T> {
  await materialiseSoon(deps, actor.orgId, saved);
  return saved;
}

/** Assignments (spec §7 Assignments; ADR 209). */
export const assignmentRoutes = [
  defineRoute({
    method: 'GET',
    url: '/assignment/list',
    summary:
      'Assignments: filter (status, type, template_id, assignee, next_due, …), sort, page, saved queries',
    permission: MANAGE,
    query: listQueryParamsSchema,
    response: listResponseSchema(assignmentListRowSchema),
    handler: ({ deps, actor, access, query }) => listAssignments(deps.db, actor, access, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/assignment/new',
    summary: 'Creates an active assignment assigned by the caller',
    permission: MANAGE,
    body: assignmentRequestSchema,
    response: assignmentMutationResponseSchema,
    status: 201,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'assignment.created'),
      data: await materialised(deps, actor, await createAssignment(deps.db, actor, body)),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/assignment/recurrence/preview',
    summary: 'The next occurrences of a recurrence, its RFC 5545 text and the rule in words',
    permission: MANAGE,
    body: recurrencePreviewRequestSchema,
    response: recurrencePreviewResponseSchema,
    handler: async ({ lang, body }) => ({
      data: {
        occurrences: nextOccurrences(
          body.recurrence,
          body.after ? new Date(body.after) : new Date(),
          body.count,
        ),
        rrule: recurrenceToRRule(body.recurrence),
        text: describeRecurrence(body.recurrence, lang),
      },
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/assignment/my-inspections',
    summary:
      "The signed-in inspector's assigned occurrences: to do, overdue, in progress, recently done (state, done_days, limit)",
    query: myInspectionsQuerySchema,
    response: myInspectionsResponseSchema,
    handler: ({ deps, actor, query }) => myInspections(deps.db, actor, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/assignment/:id',
    summary:
      'One assignment with everything the form edits (grouped_assignees, with_custom_fields on request)',
    permission: MANAGE,
    params: idParams,
    query: assignmentDetailQuerySchema,
    response: assignmentResponseSchema,
    handler: async ({ deps, actor, params, query }) => {
      const detail = await getAssignment(deps.db, actor, params.id);
      const byKind = (kind: 'user' | 'group') =>
        detail.assignees.filter((a) => a.kind === kind).map(({ id, name }) => ({ id, name }));
      return {
        data: {
          ...detail,
          ...(yes(query.grouped_assignees) && {
            grouped_assignees: { users: byKind('user'), groups: byKind('group') },
          }),
          ...(yes(query.with_custom_fields) && {
            custom_fields: await assignmentFormFields(deps.db, actor),
          }),
        },
      };
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/assignment/:id',
    summary:
      'Replaces the assignment (apply_to: next | current for a changed schedule); finished ones refuse',
    permission: MANAGE,
    params: idParams,
    body: assignmentRequestSchema,
    response: assignmentMutationResponseSchema,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'assignment.updated'),
      data: await materialised(deps, actor, await updateAssignment(deps.db, actor, params.id, body)),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/assignment/:id',
    summary: 'Deletes the assignment with its occurrences',
    permission: MANAGE,
    params: idParams,
    response: z.object({ message: z.string() }),
    handler: async ({ deps, actor, lang, params }) => {
      await deleteAssignment(deps.db, actor, params.id);
      return { message: translate(lang, 'assignment.deleted') };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/assignment/:id/pause',
    summary: 'Pauses the assignment; finished ones refuse',
    permission: MANAGE,
    params: idParams,
    response: assignmentMutationResponseSchema,
    handler: async ({ deps, actor, lang, params }) => ({
      message: translate(lang, 'assignment.paused'),
      data: await setAssignmentStatus(deps.db, actor, params.id, 'paused'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/assignment/:id/active',
    summary: 'Activates (resumes) the assignment; finished ones refuse',
    permission: MANAGE,
    params: idParams,
    response: assignmentMutationResponseSchema,
    handler: async ({ deps, actor, lang, params }) => ({
      message: translate(lang, 'assignment.activated'),
      data: await materialised(deps, actor, await setAssignmentStatus(deps.db, actor, params.id, 'active')),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/assignment/:id/clone',
    summary: 'Clones the assignment into a new active one titled as a copy',
    permission: MANAGE,
    params: idParams,
    response: assignmentMutationResponseSchema,
    status: 201,
    handler: async ({ deps, actor, lang, params }) => ({
      message: translate(lang, 'assignment.cloned'),
      data: await materialised(deps, actor, await cloneAssignment(deps.db, actor, params.id, lang)),
    }),
  }),
];
