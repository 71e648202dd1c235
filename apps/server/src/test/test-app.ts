import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FirstScreenRenderer } from '@fieldbook/domain/common/first-screen';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { ApiModule } from '../modules';
import type { Database, Db } from '../platform/db/client';
import type { PdfRenderer } from '../platform/pdf/pdf-renderer';
import { createTestDatabase } from './database';

/** An app over a fresh database, for one test file. */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** Builds the app as production would, on a fresh test database, with no logger and no built SPA. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    extraModules?: ApiModule[];
    database?: Database;
    firstScreenRenderer?: FirstScreenRenderer;
    pdf?: PdfRenderer;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: join(tmpdir(), 'fieldbook-test-unused'),
    WEB_DIST: join(tmpdir(), 'fieldbook-no-web-dist'),
    PUBLIC_URL: 'http://fieldbook.test',
    // Tests edit the database behind the app's back; the access cache has its own tests (ADR 086).
    ACCESS_CACHE_MS: '0',
    // The suite makes many calls per session; the API limit has its own tests (ADR 189).
    RATE_LIMIT_API: '1000000',
    // Hashing at OWASP's 2^17 costs ~0.3 s and 128 MB per password; tests keep the old cost for speed.
    PASSWORD_HASH_LOG_N: '14',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const logger = process.env.TEST_LOG ? pino({ level: process.env.TEST_LOG }) : undefined;
  const app = await buildApp({
    config,
    database,
    extraModules: options.extraModules,
    logger,
    firstScreenRenderer: options.firstScreenRenderer,
    pdf: options.pdf,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
