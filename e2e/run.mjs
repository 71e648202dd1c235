// Runs every e2e spec with node's test runner (Node 20 has no glob support in --test).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(join(here, 'tests'))
  .filter((f) => f.endsWith('.spec.ts') && (only.length === 0 || only.some((o) => f.includes(o))))
  .sort()
  .map((f) => join('tests', f));
if (files.length === 0) {
  console.error('no e2e spec found');
  process.exit(1);
}
// One migrated database for every spec's server to start from (support/server.ts copies it).
const template = mkdtempSync(join(tmpdir(), 'fieldbook-e2e-template-'));
const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'support/prepare-database.ts', template], {
  cwd: here,
  stdio: 'inherit',
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
// Specs share nothing (each starts its own server on a free port), so CI runs two at once (E2E_CONCURRENCY).
const concurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY ?? 1) || 1);
const res = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files],
  { cwd: here, stdio: 'inherit', env: { ...process.env, E2E_DATA_TEMPLATE: template } },
);
rmSync(template, { recursive: true, force: true });
process.exit(res.status ?? 1);
