import { z } from 'zod';
import { issueExportFormatSchema, type IssueExportRequest } from '@fieldbook/domain';
import type { RequestAccess } from '../../platform/auth/access';
import type { AppDeps } from '../../platform/deps';
import type { Actor } from '../../platform/db/tenancy';
import { defineJob } from '../../platform/jobs/job-definition';
import { assertSelectable } from './issue-export-rows';
import { runIssueExport } from './issue-export.service';

/** Builds an issue export (ADR 212); a retry builds it again into a new file. */
export const issueExportJob = defineJob({
  name: 'issues.export',
  data: z.object({
    format: issueExportFormatSchema,
    filter: z.string().optional(),
    ids: z.array(z.string().uuid()).optional(),
    timeZone: z.string(),
  }),
  retryLimit: 2,
  expireInSeconds: 60 * 60,
  concurrency: 1,
  run: (data, context) => runIssueExport(context, data),
});

/**
 * POST /issues/export: checks the filter (422) and that the caller may open every selected issue (404) before
 * queueing the export; answers the job to poll.
 */
export async function queueIssueExport(
  deps: AppDeps,
  actor: Actor,
  access: RequestAccess,
  request: IssueExportRequest,
): Promise<string> {
  const data = {
    format: request.format,
    filter: request.filter,
    ids: request.ids,
    timeZone: access.session.user.tzCode,
  };
  await assertSelectable(deps.db, actor, access, data);
  const owner = { orgId: actor.orgId ?? '', userId: actor.userId };
  const jobId = await deps.jobs.enqueue(issueExportJob, data, owner);
  if (!jobId) throw new Error('the issue export job was not queued');
  return jobId;
}
