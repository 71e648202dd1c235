import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { AppDeps } from '../deps';
import type { JobContext, JobDefinition } from './job-definition';
import { updateJobRecord, type JobOwner } from './job-records';

/** What the queue stores as a job's data: the workspace and member it runs for, and the job's own payload. */
export interface JobEnvelope extends JobOwner {
  data: unknown;
}

/** The fields of a fetched pg-boss job (with metadata) that a run reads. */
export interface QueuedJob {
  id: string;
  name: string;
  data: JobEnvelope;
  retryCount: number;
  retryLimit: number;
}

/** What the queue hands every run: the database, the app's services when it has them, and its log. */
export interface JobRunner {
  db: Db;
  deps?: () => AppDeps;
  log?: Logger;
}

function clampProgress(progress: number): number {
  return Math.min(100, Math.max(0, Math.round(Number.isFinite(progress) ? progress : 0)));
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/**
 * Runs one fetched job and settles it: the jobs row shows it active, then completed with the handler's result,
 * or waiting to retry / failed with the error's message; pg-boss then completes it or schedules the retry with
 * backoff. The row is written before pg-boss settles, so a crash in between re-runs the job (at least once).
 */
export async function runJob(boss: PgBoss, runner: JobRunner, job: JobDefinition, queued: QueuedJob) {
  const { db, log } = runner;
  const { orgId, userId, data } = queued.data;
  const owner = { orgId, userId };
  const attempt = queued.retryCount + 1;
  const context: JobContext = {
    jobId: queued.id,
    orgId,
    userId,
    attempt,
    db,
    get deps() {
      if (!runner.deps) throw new Error('this job queue was built without the app services');
      return runner.deps();
    },
    report: (progress, message) =>
      updateJobRecord(db, owner, queued.id, {
        progress: clampProgress(progress),
        ...(message !== undefined && { message: message.slice(0, 500) }),
      }),
  };
  try {
    await updateJobRecord(db, owner, queued.id, { state: 'active', attempts: attempt, error: null });
    const result = (await job.run(job.data.parse(data), context)) ?? null;
    await updateJobRecord(db, owner, queued.id, { state: 'completed', progress: 100, result });
    await boss.complete(job.name, queued.id, result === null ? undefined : (result as object));
  } catch (error) {
    const retrying = queued.retryCount < queued.retryLimit;
    log?.warn({ err: error, job: job.name, id: queued.id, attempt, retrying }, 'job failed');
    await updateJobRecord(db, owner, queued.id, {
      state: retrying ? 'retry' : 'failed',
      error: messageOf(error),
    }).catch((recordError: unknown) => log?.error({ err: recordError }, 'job state not recorded'));
    await boss.fail(job.name, queued.id, error instanceof Error ? error : new Error(messageOf(error)));
  }
}
