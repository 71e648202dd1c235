import { and, eq, inArray } from 'drizzle-orm';
import { jobs } from '../db/schema';
import type { Db } from '../platform/db/client';

/** Waits until a workspace has no job of `name` queued or running: what tests with job workers on wait for. */
export async function jobsDone(db: Db, orgId: string, name: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(eq(jobs.orgId, orgId), eq(jobs.name, name), inArray(jobs.state, ['created', 'retry', 'active'])),
      );
    if (open.length === 0) return;
    if (Date.now() > deadline) throw new Error(`${name} jobs still queued`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
