import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, fromPostgres, type Database } from '../platform/db/client';

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file: a copy of the migrated PGlite snapshot, or — when
 * TEST_DATABASE_URL is set — a uniquely named PostgreSQL database that is dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `fieldbook_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = fromPostgres(url.toString());
    await database.migrate();
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
      },
    };
  }
  const snapshot = inject('pgliteSnapshot');
  const client = snapshot
    ? await PGlite.create({ loadDataDir: new Blob([readFileSync(snapshot)]) })
    : await PGlite.create();
  const database = fromPglite(client);
  if (!snapshot) await database.migrate();
  return database;
}
