import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { JobDefinition } from './job-definition';
import type { EnqueueOptions } from './job-queue';

/** What a sweep tick may use: the database (outside any workspace), the tick's time and the queue's enqueue. */
export interface SweepContext {
  db: Db;
  /** When the tick runs; per-workspace jobs key their singleton on the period it falls in. */
  at: Date;
  enqueue<D>(job: JobDefinition<D>, data: D, options: EnqueueOptions): Promise<string | null>;
  log?: Logger;
}

/**
 * A periodic sweep (ADR 213): pg-boss's `schedule()` sends one tick per cron period (UTC) across all processes
 * with workers; the tick runs outside any workspace, finds the workspaces with due work through one indexed
 * cross-tenant query, and enqueues a tenant-scoped job per workspace that does the work under `withTenant`.
 */
export interface SweepDefinition {
  /** Queue name of the ticks, `<module>.<task>-sweep`. */
  name: string;
  /** Five-field cron expression in UTC; pg-boss sends at most one tick a minute. */
  cron: string;
  run(context: SweepContext): Promise<void>;
}

/** Declares a sweep, listed in modules/job-definitions.ts beside the jobs. */
export function defineSweep(definition: SweepDefinition): SweepDefinition {
  return definition;
}

/** The start of the cron period `at` falls in, as a key part: ticks of one period share per-workspace jobs. */
export function sweepPeriodKey(at: Date, periodMinutes: number): string {
  const ms = periodMinutes * 60_000;
  return new Date(Math.floor(at.getTime() / ms) * ms).toISOString();
}
