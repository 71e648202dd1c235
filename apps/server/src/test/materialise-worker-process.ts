// A separate server-like process for the multi-process materialiser test: runs the queue's workers for the
// materialiser job on the PostgreSQL database named by JOBS_TEST_DATABASE_URL until SIGTERM.
import { materialiseOccurrencesJob } from '../modules/assignments/materialise.job';
import type { AppDeps } from '../platform/deps';
import type { JobDefinition } from '../platform/jobs/job-definition';
import { createMailer } from '../platform/mail/mailer';
import { serveQueueProcess } from './worker-process';

await serveQueueProcess({
  jobs: [materialiseOccurrencesJob as JobDefinition],
  pollingIntervalSeconds: 0.2,
  // What reminders use of the app's services: the database, the public address and the outbox mailer.
  deps: (database) => () =>
    ({
      db: database.db,
      config: { publicUrl: 'https://fieldbook.test' },
      mailer: createMailer({ db: database.db, from: 'fieldbook@example.com' }),
    }) as unknown as AppDeps,
});
