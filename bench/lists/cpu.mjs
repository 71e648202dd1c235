// CPU time of processes, read from /proc (Linux): how much work a request costs, whatever the load.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux

/** User + system CPU milliseconds of each live pid (a pid that is gone counts 0). */
export function cpuMillis(pids) {
  const total = new Map();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      total.set(pid, 0);
    }
  }
  return total;
}

/** CPU milliseconds the pids spent since `before` (a map from {@link cpuMillis}). */
export function cpuSince(before, pids) {
  const now = cpuMillis(pids);
  let spent = 0;
  for (const [pid, ms] of now) spent += ms - (before.get(pid) ?? 0);
  return spent;
}

/** Every process in the group led by pid (the server was spawned detached: npx, tsx and node). */
export function processGroup(pid) {
  const out = execFileSync('ps', ['-o', 'pid=', '-g', String(pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((l) => Number(l.trim()))
    .filter(Boolean);
}
