import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { JobStatus } from '@fieldbook/domain';

/** Polls a job's status call (a member's `/api/jobs/:id` or a share token's) until the job completed or failed. */
export async function jobFinished(read: () => Promise<LightMyRequestResponse>): Promise<JobStatus> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await read();
    expect(res.statusCode, res.body).toBe(200);
    const job = res.json<{ data: JobStatus }>().data;
    if (job.state === 'completed' || job.state === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`job not done: ${res.body}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
