import { z } from 'zod';
import {
  issueBulkAssigneesSchema,
  issueBulkDueDateSchema,
  issueBulkResponseSchema,
  issueBulkStatusSchema,
  issueCommentRequestSchema,
  issueCommentResponseSchema,
  issueCreateSchema,
  issueFileResponseSchema,
  issueMutationResponseSchema,
  issueResponseSchema,
  issueSchema,
  issueStatusRequestSchema,
  issueUpdateSchema,
  listQueryParamsSchema,
  listResponseSchema,
  type PermissionCode,
} from '@fieldbook/domain';
import { errors } from '../../platform/errors/app-error';
import { sendStoredFile } from '../../platform/files';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { bulkUpdateIssues } from './issue-bulk.service';
import { listIssues } from './issue-list.service';
import { issueFile, uploadIssueFile } from './issue-media.service';
import { assertIssueAccess } from './issue-permissions';
import {
  addedAssignees,
  queueAssignmentMail,
  queueCommentMail,
} from '../issue-notifications/issue-notify.job';
import { changeIssueStatus, commentOnIssue, createIssue, getIssue, updateIssue } from './issues.service';

/** The list, creating by hand and bulk changes (ADR 205; the "who may" settings narrow them, ADR 210). */
const LIST: PermissionCode = 'ACT_VIEW_ISSUE_LIST';
/** The detail and every change made from it. */
const VIEW: PermissionCode = 'ACT_VIEW_ISSUE';
const idParams = z.object({ id: z.string().uuid() });

type BulkChange = Parameters<typeof bulkUpdateIssues>[4];

/** The three bulk calls differ only in the change they make. */
function bulkRoute<S extends z.ZodType<{ ids: string[] }>>(
  path: string,
  summary: string,
  body: S,
  change: (b: z.output<S>) => BulkChange,
) {
  return defineRoute({
    method: 'PUT',
    url: `/issues/bulk/${path}`,
    summary,
    permission: LIST,
    body,
    response: issueBulkResponseSchema,
    handler: async ({ deps, actor, access, lang, body: parsed }) => {
      const input = parsed as z.output<S>;
      const { count, skipped, assigned } = await bulkUpdateIssues(
        deps.db,
        actor,
        access,
        input.ids,
        change(input),
      );
      for (const issue of assigned) await queueAssignmentMail(deps, actor, issue.issueId, issue.added);
      const key = skipped > 0 ? 'issues.bulk_skipped' : 'issues.bulk_updated';
      return { message: translate(lang, key, { count, skipped }), data: { count, skipped } };
    },
  });
}

/** Issues (spec §2 /issues, /issues/{issueId}; ADR 205). */
export const issueRoutes = [
  defineRoute({
    method: 'GET',
    url: '/issues',
    summary: 'Issues: filter (status, priority, assignee, category_id, due_at, …), sort, page, saved queries',
    permission: LIST,
    query: listQueryParamsSchema,
    response: listResponseSchema(issueSchema),
    handler: ({ deps, actor, access, query }) => listIssues(deps.db, actor, access, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/issues',
    summary: 'Creates an issue by hand',
    permission: LIST,
    body: issueCreateSchema,
    response: issueMutationResponseSchema,
    status: 201,
    handler: async ({ deps, actor, lang, body }) => {
      const data = await createIssue(deps.db, actor, body);
      await queueAssignmentMail(deps, actor, data.id, body.assignees);
      return { message: translate(lang, 'issues.created'), data };
    },
  }),
  bulkRoute('status', 'Moves issues to a status (ids, status)', issueBulkStatusSchema, (b) => ({
    kind: 'status',
    status: b.status,
  })),
  bulkRoute(
    'assignees',
    'Replaces the assignees of issues (ids, assignees)',
    issueBulkAssigneesSchema,
    (b) => ({ kind: 'assignees', assignees: b.assignees }),
  ),
  bulkRoute('due-date', 'Sets the due date of issues (ids, due_at)', issueBulkDueDateSchema, (b) => ({
    kind: 'due_at',
    dueAt: b.due_at,
  })),
  defineRoute({
    method: 'GET',
    url: '/issues/:id',
    summary: 'One issue with its timeline (newest last)',
    permission: VIEW,
    params: idParams,
    response: issueResponseSchema,
    handler: async ({ deps, actor, access, params }) => ({
      data: await getIssue(deps.db, actor, access, params.id),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/issues/:id',
    summary: 'Changes the fields sent; each change is a timeline event',
    permission: VIEW,
    params: idParams,
    body: issueUpdateSchema,
    response: issueMutationResponseSchema,
    handler: async ({ deps, actor, access, lang, params, body }) => {
      const before = body.assignees ? (await getIssue(deps.db, actor, access, params.id)).assignees : [];
      const data = await updateIssue(deps.db, actor, access, params.id, body);
      if (body.assignees)
        await queueAssignmentMail(deps, actor, data.id, addedAssignees(before, data.assignees));
      return { message: translate(lang, 'issues.updated'), data };
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/issues/:id/status',
    summary: 'Moves the issue to a status',
    permission: VIEW,
    params: idParams,
    body: issueStatusRequestSchema,
    response: issueMutationResponseSchema,
    handler: async ({ deps, actor, access, lang, params, body }) => ({
      message: translate(lang, 'issues.status_changed'),
      data: await changeIssueStatus(deps.db, actor, access, params.id, body.status),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/issues/:id/comments',
    summary: 'Comments on the issue: text and files uploaded to it before',
    permission: VIEW,
    params: idParams,
    body: issueCommentRequestSchema,
    response: issueCommentResponseSchema,
    status: 201,
    handler: async ({ deps, actor, access, lang, params, body }) => {
      const data = await commentOnIssue(deps.db, actor, access, params.id, body);
      await queueCommentMail(deps, actor, params.id, data.id);
      return { message: translate(lang, 'issues.commented'), data };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/issues/:id/media',
    summary: 'Uploads a photo or file to the issue (multipart: file); a comment attaches it',
    permission: VIEW,
    params: idParams,
    response: issueFileResponseSchema,
    status: 201,
    handler: async ({ deps, actor, access, params, request }) => {
      await assertIssueAccess(deps.db, actor, access, params.id);
      const part = request.isMultipart() ? await request.file() : undefined;
      if (!part) throw errors.validation({ file: { key: 'gen.validations.required' } });
      return {
        data: await uploadIssueFile(deps, actor, params.id, { stream: part.file, fileName: part.filename }),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/issues/:id/media/:fileId',
    summary: 'A file uploaded to the issue',
    permission: VIEW,
    params: z.object({ id: z.string().uuid(), fileId: z.string().uuid() }),
    response: z.unknown(),
    handler: async ({ deps, actor, access, params, reply }) => {
      await assertIssueAccess(deps.db, actor, access, params.id);
      const file = await issueFile(deps.db, actor, params.id, params.fileId);
      return sendStoredFile(reply, deps.storage, file, { cacheControl: 'private, max-age=86400' });
    },
  }),
];
