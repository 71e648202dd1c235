import type { JobStatus } from '@fieldbook/domain';
import type { Db } from '../../platform/db/client';
import { withTenant, type Actor } from '../../platform/db/tenancy';
import { errors } from '../../platform/errors/app-error';
import { readJobRecord } from '../../platform/jobs/job-records';

/**
 * GET /jobs/{id}: a job of the caller's workspace that they enqueued; a workspace administrator (who may edit
 * the settings) sees everyone's. Anything else, another workspace's job included, is not found.
 */
export async function readJob(
  db: Db,
  actor: Actor,
  id: string,
  isAdministrator: boolean,
): Promise<JobStatus> {
  const job = await withTenant(db, actor, (tx) => readJobRecord(tx, actor, id, isAdministrator));
  if (!job) throw errors.notFound();
  return job;
}
