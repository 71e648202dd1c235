import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { AppDeps } from '../deps';
import type { JobDefinition } from './job-definition';
import { deleteJobRecord, insertJobRecord, type JobOwner } from './job-records';
import { pgliteExecutor } from './pglite-executor';
import { runJob, type QueuedJob } from './run-job';
import type { SweepDefinition } from './sweep-definition';

/** Who enqueues a job, and an optional key that lets a queue with a `short` policy drop a repeat. */
export interface EnqueueOptions extends JobOwner {
  singletonKey?: string;
  /** With a key: at most one job per key in each slot of this many seconds, whatever its state (a sweep's period). */
  singletonSeconds?: number;
  /** Seconds to wait before the first run. */
  startAfterSeconds?: number;
}

/** The job queue of a process (ADR 198): enqueue anywhere, run workers where JOB_WORKERS allows. */
export interface JobQueue {
  /** Queues a run of a listed job; answers its id, or null when a singleton key dropped it. */
  enqueue<D>(job: JobDefinition<D>, data: D, options: EnqueueOptions): Promise<string | null>;
  /** Creates or migrates pg-boss's schema and the queues; with workers, starts polling. Idempotent. */
  start(): Promise<void>;
  /** Stops polling, lets running jobs finish (up to the grace period), then lets go of the database. */
  stop(): Promise<void>;
  /** Runs one tick of a listed sweep in this process now (tests, and a server catching up on start). */
  sweep(name: string, at?: Date): Promise<void>;
}

/** How the queue runs; tests shorten the polling and the grace period. */
export interface JobQueueOptions {
  database: Database;
  jobs: readonly JobDefinition[];
  /** Periodic sweeps (ADR 213), scheduled where `workers` is on. */
  sweeps?: readonly SweepDefinition[];
  /** Whether this process runs jobs (and pg-boss's maintenance), or only enqueues them. */
  workers: boolean;
  pollingIntervalSeconds?: number;
  stopGraceMs?: number;
  log?: Logger;
  /** The app's services for handlers (storage, the PDF renderer, …); read at each run, after the app is built. */
  deps?: () => AppDeps;
}

const DEFAULT_RETRY_LIMIT = 3;
const DEFAULT_RETRY_DELAY_SECONDS = 5;
const DEFAULT_POLLING_SECONDS = 2;

/**
 * pg-boss over the server's own database: the PGlite instance through an adapter, or PostgreSQL with a small pool.
 * Processes with workers also keep pg-boss's clock, which sends each schedule's tick once across all of them.
 */
function bossFor(database: Database, workers: boolean): PgBoss {
  const common = { supervise: workers, schedule: workers, migrate: true } as const;
  return database.connection.engine === 'pglite'
    ? new PgBoss({ ...common, db: pgliteExecutor(database.connection.client) })
    : new PgBoss({
        ...common,
        connectionString: database.connection.url,
        max: 4,
        application_name: 'fieldbook-jobs',
      });
}

/** Builds the queue; nothing touches the database until `start` or the first `enqueue`. */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, log } = options;
  const byName = new Map(options.jobs.map((job) => [job.name, job]));
  const sweeps = new Map((options.sweeps ?? []).map((sweep) => [sweep.name, sweep]));
  const pollMs = (options.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS) * 1000;
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  let stopping: AbortController | null = null;
  const loops: Promise<void>[] = [];
  // Idle worker loops of each job, woken when this process queues that job (other processes' jobs wait a poll).
  const idle = new Map<string, Set<() => void>>();

  /** Waits the polling interval, or less: until this process queues the job, or the queue stops. */
  function waitForWork(job: JobDefinition, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const waiting = idle.get(job.name) ?? new Set<() => void>();
      idle.set(job.name, waiting);
      const timer = setTimeout(() => done(), pollMs);
      const done = () => {
        clearTimeout(timer);
        waiting.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      waiting.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  async function open(): Promise<PgBoss> {
    const instance = bossFor(database, options.workers);
    instance.on('error', (error: Error) => log?.warn({ err: error }, 'job queue error'));
    await instance.start();
    for (const job of byName.values()) {
      await instance.createQueue(job.name, { name: job.name, policy: job.policy ?? 'standard' });
    }
    for (const sweep of sweeps.values()) {
      await instance.createQueue(sweep.name, { name: sweep.name, policy: 'short' });
      if (options.workers) await instance.schedule(sweep.name, sweep.cron, {}, { tz: 'UTC' });
    }
    boss = instance;
    if (options.workers) startWorkers(instance);
    return instance;
  }

  /** One tick of a sweep: it enqueues per-workspace jobs through this queue. */
  async function runSweep(sweep: SweepDefinition, at: Date): Promise<void> {
    await sweep.run({
      db: database.db,
      at,
      enqueue: (job, data, owner) => queue.enqueue(job, data, owner),
      log,
    });
  }

  /** Fetches a sweep's ticks (pg-boss sends one per cron period) and runs them; a failed tick waits for the next. */
  async function sweepLoop(instance: PgBoss, sweep: SweepDefinition, signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        const [tick] = await instance.fetch(sweep.name, { batchSize: 1 });
        if (tick) {
          await runSweep(sweep, new Date()).then(
            () => instance.complete(sweep.name, tick.id),
            (error: unknown) => {
              log?.warn({ err: error, sweep: sweep.name }, 'sweep failed');
              return instance.fail(sweep.name, tick.id);
            },
          );
          continue;
        }
      } catch (error) {
        log?.error({ err: error, sweep: sweep.name }, 'sweep worker failed; polling again');
      }
      await sleep(pollMs, undefined, { signal }).catch(() => undefined);
    }
  }

  function startWorkers(instance: PgBoss): void {
    stopping = new AbortController();
    const { signal } = stopping;
    for (const job of byName.values()) {
      for (let n = 0; n < (job.concurrency ?? 1); n += 1) loops.push(workLoop(instance, job, signal));
    }
    for (const sweep of sweeps.values()) loops.push(sweepLoop(instance, sweep, signal));
  }

  /**
   * Fetches and runs one job at a time; fetches again at once after a run; when idle, waits the polling interval or
   * until this process queues the job (a PDF asked for here starts at once, not up to a poll later).
   */
  async function workLoop(instance: PgBoss, job: JobDefinition, signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        const [next] = (await instance.fetch(job.name, {
          batchSize: 1,
          includeMetadata: true,
        })) as QueuedJob[];
        if (next) {
          await runJob(instance, { db: database.db, deps: options.deps, log }, job, next);
          continue;
        }
      } catch (error) {
        log?.error({ err: error, job: job.name }, 'job worker failed; polling again');
      }
      await waitForWork(job, signal);
    }
  }

  // A failed start (database unreachable) is forgotten, so the next call tries again.
  const ensureStarted = () =>
    (starting ??= open().catch((error: unknown) => {
      starting = null;
      throw error;
    }));

  const queue: JobQueue = {
    start: async () => {
      await ensureStarted();
    },
    async enqueue(job, data, { orgId, userId, singletonKey, singletonSeconds, startAfterSeconds }) {
      if (byName.get(job.name) !== job)
        throw new Error(`job ${job.name} is not listed in modules/job-definitions.ts`);
      const payload = job.data.parse(data);
      const instance = await ensureStarted();
      const id = randomUUID();
      const owner = { orgId, userId };
      await insertJobRecord(database.db, owner, id, job.name);
      try {
        const sent = await instance.send(
          job.name,
          { orgId, userId, data: payload },
          {
            id,
            retryLimit: job.retryLimit ?? DEFAULT_RETRY_LIMIT,
            retryDelay: job.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
            retryBackoff: true,
            // pg-boss asserts on options that are present but undefined.
            ...(singletonKey !== undefined && { singletonKey }),
            ...(singletonSeconds !== undefined && { singletonSeconds }),
            ...(startAfterSeconds !== undefined && { startAfter: startAfterSeconds }),
            ...(job.expireInSeconds !== undefined && { expireInSeconds: job.expireInSeconds }),
          },
        );
        if (sent) {
          if (startAfterSeconds === undefined) for (const wake of [...(idle.get(job.name) ?? [])]) wake();
          return sent;
        }
      } catch (error) {
        await deleteJobRecord(database.db, owner, id);
        throw error;
      }
      await deleteJobRecord(database.db, owner, id);
      return null;
    },
    async stop() {
      if (!starting) return;
      await starting.catch(() => undefined);
      stopping?.abort();
      const graceOver = new AbortController();
      const grace = sleep(options.stopGraceMs ?? 30_000, undefined, { signal: graceOver.signal });
      await Promise.race([Promise.all(loops), grace.catch(() => undefined)]);
      graceOver.abort();
      await boss?.stop({ graceful: false, close: true });
      boss = null;
      starting = null;
      loops.length = 0;
    },
    async sweep(name, at = new Date()) {
      const sweep = sweeps.get(name);
      if (!sweep) throw new Error(`sweep ${name} is not listed in modules/job-definitions.ts`);
      await ensureStarted();
      await runSweep(sweep, at);
    },
  };
  return queue;
}
