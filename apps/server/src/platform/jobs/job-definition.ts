import type { z } from 'zod';
import type { Db } from '../db/client';
import type { AppDeps } from '../deps';

/** What a running job may use besides its data: who enqueued it, the database, and a way to show progress. */
export interface JobContext {
  jobId: string;
  orgId: string;
  userId: string | null;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  db: Db;
  /** The app's services (storage, mail, the PDF renderer); throws in a queue built without them (unit tests). */
  readonly deps: AppDeps;
  /** Records progress (0–100, rounded and clamped) and an optional message for GET /api/jobs/{id}. */
  report(progress: number, message?: string): Promise<void>;
}

/**
 * One kind of job (ADR 198), declared once in its module and listed in modules/job-definitions.ts. A job must be
 * idempotent: a crash or an expiry after it did its work runs it again.
 */
export interface JobDefinition<D = unknown> {
  /** Queue name, `<module>.<task>` (e.g. `reports.pdf`). */
  name: string;
  /** Validates the payload when it is enqueued and again when it runs. */
  data: z.ZodType<D>;
  /** Retries after the first failure (default 3), the first after `retryDelaySeconds` (default 5), doubling. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A run still active after this long is failed and retried (default 15 minutes); set it above the longest run. */
  expireInSeconds?: number;
  /** Runs of this job one process works on at once (default 1). */
  concurrency?: number;
  /**
   * pg-boss's queue policy: `short` keeps one waiting job per singleton key (a repeated request is dropped),
   * `singleton` runs one per key at a time; default `standard`.
   */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  /** Does the work; what it returns (JSON) is the job's result as GET /api/jobs/{id} shows it. */
  run(data: D, context: JobContext): Promise<unknown>;
}

/** Declares a job with its payload type inferred from the schema. */
export function defineJob<D>(definition: JobDefinition<D>): JobDefinition<D> {
  return definition;
}
