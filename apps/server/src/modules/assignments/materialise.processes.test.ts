import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { recurrenceSchema } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, assetTypes, assignmentAssets, assignments } from '../../db/schema';
import { startWorkerProcess, stopWorkerProcess } from '../../test/worker-process';
import type { Database } from '../../platform/db/client';
import type { JobDefinition } from '../../platform/jobs/job-definition';
import { createJobQueue } from '../../platform/jobs/job-queue';
import { createTestDatabase } from '../../test/database';
import { createOwner } from '../../test/factories';
import { rows } from '../../test/tenant-tables';
import { materialiseOccurrencesJob } from './materialise.job';

/**
 * ADR 213's promise that several server processes materialise each occurrence exactly once: two Node processes
 * run the materialiser's workers on one PostgreSQL while this one enqueues, for each of several workspaces and
 * again and again, the same tick's job (no singleton slot, so both processes really run them side by side).
 * PostgreSQL only: runs when TEST_DATABASE_URL is set.
 */

const WORKSPACES = 6;
const ASSETS = 20;
const ROUNDS = 4;
const script = fileURLToPath(new URL('../../test/materialise-worker-process.ts', import.meta.url));
let database: Database;
const workers: ChildProcess[] = [];

/** A workspace with one daily schedule over ASSETS assets, written directly (the test's login role bypasses RLS). */
async function workspaceWithSchedule(): Promise<string> {
  const { org } = await createOwner(database.db);
  const [type] = await database.db
    .insert(assetTypes)
    .values({ orgId: org.id, name: 'Forklift' })
    .returning({ id: assetTypes.id });
  const made = await database.db
    .insert(assets)
    .values(
      Array.from({ length: ASSETS }, (_, n) => ({
        orgId: org.id,
        assetId: `F${n}`,
        displayName: `Forklift ${n}`,
        typeId: type?.id ?? '',
      })),
    )
    .returning({ id: assets.id });
  const recurrence = recurrenceSchema.parse({
    frequency: 'daily',
    time_zone: 'Europe/Berlin',
    start: '2026-03-27T08:00',
    duration_minutes: 120,
  });
  const [a] = await database.db
    .insert(assignments)
    .values({
      orgId: org.id,
      title: 'Every morning',
      type: 'schedule',
      templateId: org.id,
      recurrence,
      ruleAppliesFrom: new Date('2026-03-27T00:00:00Z'),
      sweepAt: new Date('2026-03-27T00:00:00Z'),
    })
    .returning({ id: assignments.id });
  await database.db
    .insert(assignmentAssets)
    .values(made.map((asset) => ({ orgId: org.id, assignmentId: a?.id ?? '', assetId: asset.id })));
  return org.id;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'occurrence materialiser across processes (PostgreSQL)',
  () => {
    beforeAll(async () => {
      database = await createTestDatabase();
    }, 60_000);
    afterAll(async () => {
      for (const child of workers) if (child.exitCode === null) child.kill('SIGKILL');
      await database?.close();
    });

    it('two server processes materialise each occurrence exactly once', async () => {
      if (database.connection.engine !== 'postgres') throw new Error('needs PostgreSQL');
      const orgIds: string[] = [];
      for (let n = 0; n < WORKSPACES; n += 1) orgIds.push(await workspaceWithSchedule());
      const queue = createJobQueue({
        database,
        jobs: [materialiseOccurrencesJob as JobDefinition],
        workers: false,
      });
      await queue.start();
      const [first, second] = await Promise.all([
        startWorkerProcess(script, database.connection.url, workers),
        startWorkerProcess(script, database.connection.url, workers),
      ]);
      // Each round is a later tick: the first writes 7 days, later ones top up and mark; every job twice over.
      const ticks = [
        '2026-03-28T06:30:00Z',
        '2026-03-29T06:30:00Z',
        '2026-03-31T06:30:00Z',
        '2026-04-01T06:30:00Z',
      ];
      for (const at of ticks.slice(0, ROUNDS)) {
        for (const orgId of orgIds)
          for (let twice = 0; twice < 2; twice += 1)
            await queue.enqueue(materialiseOccurrencesJob, { at }, { orgId, userId: null });
        const deadline = Date.now() + 60_000;
        const open = async () =>
          (
            await rows<{ n: number }>(
              database.db,
              sql`select count(*)::int as n from jobs where name = 'assignments.materialise' and state <> 'completed'`,
            )
          )[0]?.n ?? -1;
        while ((await open()) !== 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      }
      await queue.stop();
      expect(await stopWorkerProcess(first!)).toBe(0);
      expect(await stopWorkerProcess(second!)).toBe(0);

      const counts = await rows<{ org_id: string; n: number; distinct_n: number }>(
        database.db,
        sql`select org_id::text, count(*)::int as n,
            count(distinct (asset_id, window_start))::int as distinct_n
          from assignment_occurrences group by org_id`,
      );
      // 28 March … 8 April: 12 daily windows per asset by the last tick's horizon.
      expect(counts).toHaveLength(WORKSPACES);
      for (const c of counts) expect(c).toMatchObject({ n: 12 * ASSETS, distinct_n: 12 * ASSETS });
      const ranBy = await rows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from jobs where name = 'assignments.materialise' and state = 'completed'`,
      );
      expect(ranBy[0]?.n).toBe(WORKSPACES * ROUNDS * 2);
    }, 180_000);
  },
);
