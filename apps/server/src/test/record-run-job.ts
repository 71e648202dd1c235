import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from '../platform/jobs/job-definition';

/** The table the multi-process test counts runs in; created by the test, outside the tenant schema's rules. */
export const RUNS_TABLE = 'job_runs';

/** A job that records each run of itself (job id and process), so a test can count how often each job ran. */
export const recordRunJob = defineJob({
  name: 'test.record-run',
  data: z.object({ n: z.number().int() }),
  concurrency: 2,
  async run(data, context) {
    await new Promise((resolve) => setTimeout(resolve, 5 + (data.n % 7)));
    await context.db.execute(
      sql`insert into ${sql.identifier(RUNS_TABLE)} (job_id, pid) values (${context.jobId}, ${process.pid})`,
    );
    return { pid: process.pid };
  },
});
