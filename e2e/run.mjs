// Runs every e2e spec with node's test runner (Node 20 has no glob support in --test).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
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
// Specs share nothing (each starts its own server on a free port), so CI runs two at once (E2E_CONCURRENCY).
const concurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY ?? 1) || 1);
const res = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files],
  { cwd: here, stdio: 'inherit' },
);
process.exit(res.status ?? 1);
