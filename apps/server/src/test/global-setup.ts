import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '../platform/db/client';
import { createPostgresTemplate, dropPostgresDatabase } from './postgres-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data-dir tarball, or '' when tests run on PostgreSQL. */
    pgliteSnapshot: string;
    /** Name of a migrated PostgreSQL template database each test file copies, or '' on PGlite. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database once, so each test file starts from a copy instead of migrating its own: a dumped PGlite
 * data dir (≈1 s to load), or on PostgreSQL a template database that `create database … template` copies.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createPostgresTemplate(serverUrl);
    project.provide('pgliteSnapshot', '');
    project.provide('postgresTemplate', template);
    return () => dropPostgresDatabase(serverUrl, template);
  }
  project.provide('postgresTemplate', '');
  const client = await PGlite.create();
  await fromPglite(client).migrate();
  const blob = await client.dumpDataDir('none');
  await client.close();
  const path = join(tmpdir(), `fieldbook-pglite-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteSnapshot', path);
  return async () => undefined;
}
