#!/usr/bin/env node
// Runs the server test suite against a real PostgreSQL server (each test file gets its own database,
// created and dropped by the harness). TEST_DATABASE_URL defaults to the local trust-auth server.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
process.stdout.write(`Server tests on PostgreSQL: ${url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')}\n`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
