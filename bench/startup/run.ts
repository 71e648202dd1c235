// Startup benchmark: time from `npm start` (scripts/start.mjs) to a healthy server on a fresh and an existing
// data directory, and resident memory once idle. Targets: fresh ≤ 15 s, existing ≤ 3 s, idle ≤ 600 MB.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..', '..');
const port = 3900;

/** Resident set size of a process in MB, read from /proc. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

/** Starts the app like a user does and returns seconds to healthy and idle RSS. */
async function run(dataDir: string): Promise<{ seconds: number; idleMb: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [join(repo, 'scripts/start.mjs')], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      FIELDBOOK_ADMIN_PASSWORD: 'Bench-pass-1',
    },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (performance.now() - t0) / 1000;
  await new Promise((r) => setTimeout(r, 5000));
  const idleMb = rssMb(child.pid ?? 0);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { seconds, idleMb };
}

execFileSync('npm', ['run', 'build', '--silent'], { cwd: repo, stdio: 'inherit' });
const dir = mkdtempSync(join(tmpdir(), 'fieldbook-bench-'));
try {
  const fresh = await run(dir);
  const existing = await run(dir);
  console.log(
    `fresh data dir:    ${fresh.seconds.toFixed(2)} s to ready, idle RSS ${fresh.idleMb.toFixed(0)} MB (target ≤ 15 s, ≤ 600 MB)`,
  );
  console.log(
    `existing data dir: ${existing.seconds.toFixed(2)} s to ready, idle RSS ${existing.idleMb.toFixed(0)} MB (target ≤ 3 s, ≤ 600 MB)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
