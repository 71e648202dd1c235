import type { Config } from '../config';
import type { Db } from './db/client';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';
import type { PdfRenderer } from './pdf/pdf-renderer';
import type { Storage } from './storage/storage';

/** The services a handler may use, decorated on the app once so routes never import singletons. */
export interface AppDeps {
  config: Config;
  db: Db;
  engine: 'pglite' | 'postgres';
  jobs: JobQueue;
  mailer: Mailer;
  /** Prints pages of this server to PDF in the system Chromium (ADR 203). */
  pdf: PdfRenderer;
  storage: Storage;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
