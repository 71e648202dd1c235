// A separate server-like process for the multi-process materialiser test: opens the PostgreSQL database named by
// JOBS_TEST_DATABASE_URL, runs the queue's workers for the materialiser job, says "ready", and stops on SIGTERM.
import { materialiseOccurrencesJob } from '../modules/assignments/materialise.job';
import { fromPostgres } from '../platform/db/client';
import { createJobQueue } from '../platform/jobs/job-queue';
import type { AppDeps } from '../platform/deps';
import type { JobDefinition } from '../platform/jobs/job-definition';
import { createMailer } from '../platform/mail/mailer';

const url = process.env.JOBS_TEST_DATABASE_URL;
if (!url) throw new Error('JOBS_TEST_DATABASE_URL is not set');
const database = fromPostgres(url);
const queue = createJobQueue({
  database,
  jobs: [materialiseOccurrencesJob as JobDefinition],
  workers: true,
  pollingIntervalSeconds: 0.2,
  // What reminders use of the app's services: the database, the public address and the outbox mailer.
  deps: () =>
    ({
      db: database.db,
      config: { publicUrl: 'https://fieldbook.test' },
      mailer: createMailer({ db: database.db, from: 'fieldbook@example.com' }),
    }) as unknown as AppDeps,
});
await queue.start();
process.stdout.write('ready\n');
process.once('SIGTERM', () => {
  void queue
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
