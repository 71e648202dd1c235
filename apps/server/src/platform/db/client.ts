import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../../db/schema';
import { useListVersionPool } from '../list-query/answer-cache';
import { migrationsFolder } from './migrations-folder';
import { pgTenantTransactions } from './pg-tenant-transaction';
import { useTenantTransactions } from './tenancy';

/** The one database type services see, whichever engine runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle as passed to `db.transaction` callbacks. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction: read helpers accept both. */
export type Executor = Db | Tx;

/** What opened the database: the job queue (ADR 198) reaches the same PGlite instance or server through it. */
export type DatabaseConnection = { engine: 'pglite'; client: PGlite } | { engine: 'postgres'; url: string };

/** An open database with its engine name and a way to close it. */
export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  connection: DatabaseConnection;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Wraps an existing PGlite instance (on disk or in memory) so the server and tests share one code path. */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    connection: { engine: 'pglite', client },
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

/**
 * What happens when an idle pooled connection dies (the server restarted, an administrator or a timeout ended
 * it): the pool drops it and opens a new one for the next query; without a listener node-postgres would throw
 * the error and end the process.
 */
function warnIdleConnectionLost(error: Error): void {
  process.emitWarning(`PostgreSQL closed an idle pooled connection: ${error.message}`, 'FieldbookDatabase');
}

/** Connects to PostgreSQL through a pool; used when DATABASE_URL (or TEST_DATABASE_URL) is set. */
export function fromPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', warnIdleConnectionLost);
  const db = drizzlePg(pool, { schema });
  useTenantTransactions(db as unknown as Db, pgTenantTransactions(pool));
  useListVersionPool(db as unknown as Db, pool);
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    connection: { engine: 'postgres', url },
    migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
    close: () => pool.end(),
  };
}

/**
 * Creating a PGlite cluster leaves ~500 MB of WASM memory that an idle process never returns; doing it in
 * a short-lived worker thread keeps the server's resident memory at the level of opening an existing one.
 */
async function initClusterInWorker(dir: string): Promise<void> {
  const moduleUrl = import.meta.resolve('@electric-sql/pglite');
  const code = `import(${JSON.stringify(moduleUrl)}).then(async ({ PGlite }) => {
    const db = await PGlite.create(${JSON.stringify(dir)});
    await db.close();
  })`;
  await new Promise<void>((done, fail) => {
    const worker = new Worker(code, { eval: true });
    worker.once('error', fail);
    worker.once('exit', (exitCode) =>
      exitCode === 0 ? done() : fail(new Error(`PGlite init exited with ${exitCode}`)),
    );
  });
}

/** Opens the configured database: PostgreSQL when a URL is given, otherwise PGlite in `<dataDir>/db`. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  const dir = resolve(options.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  if (!existsSync(resolve(dir, 'PG_VERSION'))) await initClusterInWorker(dir);
  return fromPglite(await PGlite.create(dir));
}

/** Whether the database answers; backs GET /api/health. */
export async function isReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
