// A separate server-like process for the multi-process job test: runs the queue's workers for recordRunJob on the
// PostgreSQL database named by JOBS_TEST_DATABASE_URL until SIGTERM.
import { recordRunJob } from './record-run-job';
import { serveQueueProcess } from './worker-process';

await serveQueueProcess({ jobs: [recordRunJob], pollingIntervalSeconds: 0.5 });
