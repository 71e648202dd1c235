import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { fromPostgres } from '../platform/db/client';

/** Runs one statement on the server's maintenance database (create and drop database cannot run in a transaction). */
export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates and migrates a uniquely named database; its name is what a test run copies each file's database from. */
export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `fieldbook_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  // Closed before any copy: PostgreSQL refuses to copy a template database somebody is connected to.
  const database = fromPostgres(databaseUrl(serverUrl, name));
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return name;
}

/** Drops a test database, disconnecting whoever is still on it. */
export function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  return adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
}
