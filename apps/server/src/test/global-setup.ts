import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '../platform/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data-dir tarball, or '' when tests run on PostgreSQL. */
    pgliteSnapshot: string;
  }
}

/** Migrates one PGlite database once and dumps it, so each test file loads a copy (≈1 s) instead of creating one. */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return () => undefined;
  }
  const client = await PGlite.create();
  await fromPglite(client).migrate();
  const blob = await client.dumpDataDir('none');
  await client.close();
  const path = join(tmpdir(), `fieldbook-pglite-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteSnapshot', path);
  return () => undefined;
}
