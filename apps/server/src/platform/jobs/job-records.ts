import { and, eq } from 'drizzle-orm';
import type { JobState, JobStatus } from '@fieldbook/domain';
import { jobs } from '../../db/schema';
import type { Db, Executor } from '../db/client';
import { withTenant, type Actor } from '../db/tenancy';

/** Who a job runs for: its workspace and the member who asked for it (null for the system). */
export interface JobOwner {
  orgId: string;
  userId: string | null;
}

type JobRow = typeof jobs.$inferSelect;

/** The one mapper from a jobs row to the web's shape. */
export function toJobStatus(row: JobRow): JobStatus {
  return {
    id: row.id,
    name: row.name,
    state: row.state as JobState,
    progress: row.progress,
    message: row.message,
    ...(row.result !== null && { result: row.result }),
    error: row.error,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Records a job the queue is about to hold, so its state is readable from the moment it exists. */
export function insertJobRecord(db: Db, owner: JobOwner, id: string, name: string): Promise<void> {
  return withTenant(db, owner, async (tx) => {
    await tx.insert(jobs).values({ orgId: owner.orgId, id, userId: owner.userId, name });
  });
}

/** Forgets a job the queue did not take (a singleton key already waiting, or the send failed). */
export function deleteJobRecord(db: Db, owner: JobOwner, id: string): Promise<void> {
  return withTenant(db, owner, async (tx) => {
    await tx.delete(jobs).where(eq(jobs.id, id));
  });
}

/** What a worker writes as a run starts, reports progress, succeeds or fails. */
export type JobRecordChange = Partial<
  Pick<JobRow, 'progress' | 'message' | 'result' | 'error' | 'attempts'>
> & {
  state?: JobState;
};

/** Updates a job's state, progress or outcome in its workspace. */
export function updateJobRecord(db: Db, owner: JobOwner, id: string, change: JobRecordChange): Promise<void> {
  return withTenant(db, owner, async (tx) => {
    await tx
      .update(jobs)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(jobs.id, id));
  });
}

/**
 * A job of the actor's workspace (Row-Level Security scopes the read): the one who enqueued it sees it, and
 * so does anyone `mayReadOthers` allows; anything else is not found.
 */
export async function readJobRecord(
  tx: Executor,
  actor: Actor,
  id: string,
  mayReadOthers: boolean,
): Promise<JobStatus | null> {
  if (!mayReadOthers && !actor.userId) return null;
  const mine = mayReadOthers ? undefined : eq(jobs.userId, actor.userId ?? '');
  const [row] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), mine))
    .limit(1);
  return row ? toJobStatus(row) : null;
}
