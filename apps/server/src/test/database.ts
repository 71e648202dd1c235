import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { fromPglite, fromPostgres, type Database } from '../platform/db/client';
import { adminQuery, databaseUrl, dropPostgresDatabase } from './postgres-template';

/**
 * A fresh, migrated database for one test file: a copy of the migrated PGlite snapshot, or — when
 * TEST_DATABASE_URL is set — a uniquely named PostgreSQL copy of the migrated template, dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `fieldbook_test_${randomBytes(6).toString('hex')}`;
    const template = inject('postgresTemplate');
    await adminQuery(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
    const database = fromPostgres(databaseUrl(serverUrl, name));
    if (!template) await database.migrate();
    return {
      ...database,
      close: async () => {
        await database.close();
        await dropPostgresDatabase(serverUrl, name);
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
