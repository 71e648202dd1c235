import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { createOwner } from '../../test/factories';
import { recordRunJob, RUNS_TABLE } from '../../test/record-run-job';
import { rows } from '../../test/tenant-tables';
import { startWorkerProcess, stopWorkerProcess } from '../../test/worker-process';
import type { Database } from '../db/client';
import { createJobQueue } from './job-queue';

/**
 * ADR 198's promise that several server processes on one PostgreSQL run each job exactly once: two separate
 * Node processes work one queue while this one enqueues; every run writes a row, and each job must have one.
 * PostgreSQL only (PGlite is one process's embedded database): runs when TEST_DATABASE_URL is set.
 */

const JOBS = 200;
const script = fileURLToPath(new URL('../../test/job-worker-process.ts', import.meta.url));
let database: Database;
const workers: ChildProcess[] = [];

describe.skipIf(!process.env.TEST_DATABASE_URL)('job queue across processes (PostgreSQL)', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(
      sql`create table ${sql.identifier(RUNS_TABLE)} (job_id uuid not null, pid int not null)`,
    );
  }, 60_000);
  afterAll(async () => {
    for (const child of workers) if (child.exitCode === null) child.kill('SIGKILL');
    await database?.close();
  });

  it(`two server processes run each of ${JOBS} jobs exactly once`, async () => {
    if (database.connection.engine !== 'postgres') throw new Error('needs PostgreSQL');
    const { user, org } = await createOwner(database.db);
    const owner = { orgId: org.id, userId: user.id };
    const queue = createJobQueue({ database, jobs: [recordRunJob], workers: false });
    await queue.start();
    const [first, second] = await Promise.all([
      startWorkerProcess(script, database.connection.url, workers),
      startWorkerProcess(script, database.connection.url, workers),
    ]);
    const started = Date.now();
    const ids: string[] = [];
    for (let n = 0; n < JOBS; n += 1) ids.push((await queue.enqueue(recordRunJob, { n }, owner)) ?? '');
    await queue.stop();

    const count = async () =>
      (
        await rows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from ${sql.identifier(RUNS_TABLE)}`,
        )
      )[0]?.n ?? 0;
    while ((await count()) < JOBS && Date.now() - started < 60_000)
      await new Promise((r) => setTimeout(r, 200));
    const ranIn = Date.now() - started;
    // A second run would come after the first; give one a moment to show itself before counting.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await stopWorkerProcess(first!)).toBe(0);
    expect(await stopWorkerProcess(second!)).toBe(0);

    const runs = await rows<{ job_id: string; pid: number }>(
      database.db,
      sql`select job_id::text, pid from ${sql.identifier(RUNS_TABLE)}`,
    );
    expect(runs).toHaveLength(JOBS);
    expect(new Set(runs.map((run) => run.job_id))).toEqual(new Set(ids));
    const byProcess = new Set(runs.map((run) => run.pid));
    expect(byProcess, 'both processes ran jobs').toEqual(new Set([first!.pid, second!.pid]));
    const states = await rows<{ state: string; n: number }>(
      database.db,
      sql`select state, count(*)::int as n from jobs group by state`,
    );
    expect(states).toEqual([{ state: 'completed', n: JOBS }]);
    process.stdout.write(
      `${JOBS} jobs in ${ranIn} ms; per process: ${[first!.pid, second!.pid].map((pid) => runs.filter((r) => r.pid === pid).length).join(' / ')}\n`,
    );
  }, 120_000);
});
