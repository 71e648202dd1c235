import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../test/database';
import { createOwner } from '../../test/factories';
import { rows } from '../../test/tenant-tables';
import type { Database } from '../db/client';
import { defineJob } from './job-definition';
import { createJobQueue } from './job-queue';
import { defineSweep, sweepPeriodKey } from './sweep-definition';

let database: Database;
let orgs: string[];
beforeAll(async () => {
  database = await createTestDatabase();
  orgs = [(await createOwner(database.db)).org.id, (await createOwner(database.db)).org.id];
}, 60_000);
afterAll(() => database.close());

const ran: { orgId: string; at: string }[] = [];
const perWorkspace = defineJob({
  name: 'test.per-workspace',
  data: z.object({ at: z.string() }),
  run: async (data, context) => {
    ran.push({ orgId: context.orgId, at: data.at });
  },
});
const sweep = defineSweep({
  name: 'test.sweep',
  cron: '*/5 * * * *',
  async run({ at, enqueue }) {
    const period = sweepPeriodKey(at, 5);
    for (const orgId of orgs)
      await enqueue(
        perWorkspace,
        { at: period },
        { orgId, userId: null, singletonKey: orgId, singletonSeconds: 300 },
      );
  },
});

describe('periodic sweeps (ADR 213)', () => {
  it('keys a tick by the start of its period', () => {
    expect(sweepPeriodKey(new Date('2026-11-28T13:04:59Z'), 5)).toBe('2026-11-28T13:00:00.000Z');
    expect(sweepPeriodKey(new Date('2026-11-28T13:05:00Z'), 5)).toBe('2026-11-28T13:05:00.000Z');
  });

  it('a process with workers schedules the sweep in UTC; one without does not', async () => {
    const enqueuer = createJobQueue({ database, jobs: [perWorkspace], sweeps: [sweep], workers: false });
    await enqueuer.start();
    const none = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from pgboss.schedule`);
    expect(none[0]?.n).toBe(0);
    await enqueuer.stop();
    const worker = createJobQueue({
      database,
      jobs: [perWorkspace],
      sweeps: [sweep],
      workers: true,
      pollingIntervalSeconds: 0.2,
      stopGraceMs: 2000,
    });
    await worker.start();
    try {
      const schedules = await rows<{ name: string; cron: string; timezone: string }>(
        database.db,
        sql`select name, cron, timezone from pgboss.schedule`,
      );
      expect(schedules).toEqual([{ name: 'test.sweep', cron: '*/5 * * * *', timezone: 'UTC' }]);

      // A tick enqueues one job per workspace; a repeat in the same period adds none, even after they ran.
      const at = new Date('2026-11-28T13:02:00Z');
      await worker.sweep('test.sweep', at);
      await new Promise((r) => setTimeout(r, 500));
      await worker.sweep('test.sweep', at);
      const deadline = Date.now() + 10_000;
      while (ran.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 500));
      expect(ran.map((r) => r.orgId).sort()).toEqual([...orgs].sort());
      await expect(worker.sweep('test.unknown')).rejects.toThrow(/not listed/);
    } finally {
      await worker.stop();
    }
  }, 30_000);
});
