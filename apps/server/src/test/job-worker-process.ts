// A separate server-like process for the multi-process job test: opens the PostgreSQL database named by
// JOBS_TEST_DATABASE_URL, runs the queue's workers for recordRunJob, says "ready", and stops on SIGTERM.
import { fromPostgres } from '../platform/db/client';
import { createJobQueue } from '../platform/jobs/job-queue';
import { recordRunJob } from './record-run-job';

const url = process.env.JOBS_TEST_DATABASE_URL;
if (!url) throw new Error('JOBS_TEST_DATABASE_URL is not set');
const database = fromPostgres(url);
const queue = createJobQueue({ database, jobs: [recordRunJob], workers: true, pollingIntervalSeconds: 0.5 });
await queue.start();
process.stdout.write('ready\n');
process.once('SIGTERM', () => {
  void queue
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
