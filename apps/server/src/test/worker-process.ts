import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fromPostgres, type Database } from '../platform/db/client';
import { createJobQueue, type JobQueueOptions } from '../platform/jobs/job-queue';

/**
 * Starts a worker script (one that calls {@link serveQueueProcess}) on the PostgreSQL database `url` and resolves
 * once it polls the queue; the child is added to `started` so a failed test can kill it.
 */
export async function startWorkerProcess(
  script: string,
  url: string,
  started: ChildProcess[],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, JOBS_TEST_DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(child);
  let output = '';
  child.stdout?.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code} before it was ready`)));
  });
  return child;
}

/** Stops a worker process gracefully and answers its exit code (0 when its queue stopped cleanly). */
export async function stopWorkerProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = (await exited) as [number | null];
  return code;
}

/**
 * The body of a worker script for the multi-process tests: opens JOBS_TEST_DATABASE_URL, runs the queue's workers
 * for the given jobs, says "ready", and stops the queue and exits on SIGTERM.
 */
export async function serveQueueProcess(
  options: Omit<JobQueueOptions, 'database' | 'workers' | 'deps'> & {
    deps?: (database: Database) => JobQueueOptions['deps'];
  },
): Promise<void> {
  const url = process.env.JOBS_TEST_DATABASE_URL;
  if (!url) throw new Error('JOBS_TEST_DATABASE_URL is not set');
  const database = fromPostgres(url);
  const { deps, ...rest } = options;
  const queue = createJobQueue({ ...rest, database, workers: true, deps: deps?.(database) });
  await queue.start();
  process.stdout.write('ready\n');
  process.once('SIGTERM', () => {
    void queue
      .stop()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
