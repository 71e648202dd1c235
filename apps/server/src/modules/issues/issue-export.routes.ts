import { z } from 'zod';
import { issueExportRequestSchema, issueExportStartedSchema, type PermissionCode } from '@fieldbook/domain';
import { sendStoredFile } from '../../platform/files';
import { defineRoute } from '../../platform/http/route';
import { queueIssueExport } from './issue-export.job';
import { issueExportFile } from './issue-export.service';

/** Exports are made from, and belong to, the issue list. */
const LIST: PermissionCode = 'ACT_VIEW_ISSUE_LIST';

/** Exports of the issue list (issue 21 item 6, ADR 212): queue a job, then download the workspace's file. */
export const issueExportRoutes = [
  defineRoute({
    method: 'POST',
    url: '/issues/export',
    summary:
      'Queues an export of the issue list (filter as GET /issues, or ids) as csv, xlsx or zip (xlsx and media); answers the job to poll at GET /jobs/{id}',
    permission: LIST,
    body: issueExportRequestSchema,
    response: issueExportStartedSchema,
    status: 202,
    handler: async ({ deps, actor, access, body }) => ({
      data: { job_id: await queueIssueExport(deps, actor, access, body) },
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/issues/exports/:fileId',
    summary: 'An issue export of the workspace (the file_id of the finished job), as a download',
    permission: LIST,
    params: z.object({ fileId: z.string().uuid() }),
    response: z.unknown(),
    handler: async ({ deps, actor, params, reply }) => {
      const file = await issueExportFile(deps.db, actor, params.fileId);
      return sendStoredFile(reply, deps.storage, file, { download: true });
    },
  }),
];
