import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { createOwner } from '../../test/factories';
import type { Database } from '../db/client';
import { defineJob, type JobDefinition } from './job-definition';
import { createJobQueue, type JobQueue } from './job-queue';
import { pgliteExecutor } from './pglite-executor';

let database: Database;
let owner: { orgId: string; userId: string };

/** Resolves when `check` holds, polling the database; fails after `ms`. */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function record(id: string) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

function queueOf(definitions: JobDefinition[], workers = true, pollingIntervalSeconds = 0.5): JobQueue {
  return createJobQueue({
    database,
    jobs: definitions,
    workers,
    pollingIntervalSeconds,
    stopGraceMs: 2000,
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  const { user, org } = await createOwner(database.db);
  owner = { orgId: org.id, userId: user.id };
}, 60_000);
afterAll(() => database.close());

describe('job queue (pg-boss on the test engine)', () => {
  it('a job queued by the process that runs it starts at once, not a polling interval later', async () => {
    const job = defineJob({ name: 'test.wake', data: z.object({}), run: async () => ({ ok: true }) });
    const queue = queueOf([job], true, 60);
    try {
      await queue.start();
      // Let the worker fetch once, find nothing and fall idle for its minute.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const queued = Date.now();
      const id = await queue.enqueue(job, {}, owner);
      await until(
        () => record(id ?? ''),
        (row) => row?.state === 'completed',
        20_000,
      );
      expect(Date.now() - queued).toBeLessThan(20_000);
    } finally {
      await queue.stop();
    }
  }, 30_000);

  it('runs a job, shows its progress while it runs and its result when done', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const job = defineJob({
      name: 'test.progress',
      data: z.object({ pages: z.number().int() }),
      async run({ pages }, context) {
        await context.report(40.4, 'half way');
        await released;
        return { pages, by: context.userId, attempt: context.attempt };
      },
    });
    const queue = queueOf([job]);
    try {
      const id = await queue.enqueue(job, { pages: 3 }, owner);
      expect(id).toEqual(expect.any(String));
      const running = await until(
        () => record(id ?? ''),
        (row) => row?.progress === 40,
      );
      expect(running).toMatchObject({ state: 'active', message: 'half way', attempts: 1 });
      release();
      const done = await until(
        () => record(id ?? ''),
        (row) => row?.state === 'completed',
      );
      expect(done).toMatchObject({ progress: 100, result: { pages: 3, by: owner.userId, attempt: 1 } });
    } finally {
      await queue.stop();
    }
  }, 30_000);

  it('retries a failed run after a delay that doubles, then gives up with the error', async () => {
    const runs: number[] = [];
    const job = defineJob({
      name: 'test.flaky',
      data: z.object({}),
      retryLimit: 2,
      retryDelaySeconds: 1,
      async run() {
        runs.push(Date.now());
        throw new Error(`failure ${runs.length}`);
      },
    });
    const queue = queueOf([job]);
    try {
      const id = (await queue.enqueue(job, {}, owner)) ?? '';
      const waiting = await until(
        () => record(id),
        (row) => row?.state === 'retry',
      );
      expect(waiting).toMatchObject({ error: 'failure 1', attempts: 1 });
      const failed = await until(
        () => record(id),
        (row) => row?.state === 'failed',
        30_000,
      );
      expect(failed).toMatchObject({ error: 'failure 3', attempts: 3 });
      expect(runs).toHaveLength(3);
      // pg-boss's backoff: retryDelay × 2^n with jitter, at least half of it (1 s, then 2 s before the third run).
      expect(runs[1]! - runs[0]!).toBeGreaterThanOrEqual(500);
      expect(runs[2]! - runs[1]!).toBeGreaterThanOrEqual(1000);
    } finally {
      await queue.stop();
    }
  }, 45_000);

  it('keeps an enqueued job across a restart: a new queue runs what the stopped one held', async () => {
    const ran: string[] = [];
    const job = defineJob({
      name: 'test.durable',
      data: z.object({ n: z.number() }),
      async run(data, context) {
        ran.push(`${context.jobId}:${data.n}`);
        return null;
      },
    });
    const before = queueOf([job], false);
    const id = (await before.enqueue(job, { n: 7 }, owner)) ?? '';
    await before.stop();
    expect(ran).toEqual([]);
    const after = queueOf([job]);
    try {
      await after.start();
      await until(
        () => record(id),
        (row) => row?.state === 'completed',
      );
      expect(ran).toEqual([`${id}:7`]);
    } finally {
      await after.stop();
    }
  }, 30_000);

  it('refuses a job that is not listed and a payload its schema rejects, recording nothing', async () => {
    const listed = defineJob({
      name: 'test.listed',
      data: z.object({ n: z.number() }),
      run: async () => null,
    });
    const unlisted = defineJob({ name: 'test.unlisted', data: z.object({}), run: async () => null });
    const queue = queueOf([listed], false);
    try {
      await expect(queue.enqueue(unlisted, {}, owner)).rejects.toThrow(/not listed/);
      await expect(queue.enqueue(listed, { n: 'x' } as unknown as { n: number }, owner)).rejects.toThrow();
      const rows = await database.db.select().from(jobs).where(eq(jobs.name, 'test.listed'));
      expect(rows).toEqual([]);
    } finally {
      await queue.stop();
    }
  });

  it('drops a repeat while a job with the same singleton key waits (short policy)', async () => {
    const job = defineJob({ name: 'test.once', data: z.object({}), policy: 'short', run: async () => null });
    const queue = queueOf([job], false);
    try {
      const first = await queue.enqueue(job, {}, { ...owner, singletonKey: 'export-1' });
      const repeat = await queue.enqueue(job, {}, { ...owner, singletonKey: 'export-1' });
      expect(first).toEqual(expect.any(String));
      expect(repeat).toBeNull();
      const rows = await database.db.select().from(jobs).where(eq(jobs.name, 'test.once'));
      expect(rows.map((row) => row.id)).toEqual([first]);
    } finally {
      await queue.stop();
    }
  });

  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    'PGlite adapter: runs several statements, and a failure inside BEGIN leaves no open transaction',
    async () => {
      if (database.connection.engine !== 'pglite') return;
      const { client } = database.connection;
      const executor = pgliteExecutor(client);
      expect((await executor.executeSql('select 1 as a; select 2 as b')).rows).toEqual([{ b: 2 }]);
      expect((await executor.executeSql('select $1::int as n', [5])).rows).toEqual([{ n: 5 }]);
      await expect(executor.executeSql('begin; select 1/0; commit;')).rejects.toThrow(/division by zero/);
      expect((await client.query<{ open: number }>('select 1 as open')).rows).toEqual([{ open: 1 }]);
      expect(client.isInTransaction()).toBe(false);
    },
  );
});
