// Memory of a benchmarked server: the sum of VmRSS over its process tree (npx → tsx → node), from /proc.
import { readFileSync, readdirSync } from 'node:fs';

/** Every process id under `pid` (the npx → tsx → node chain), itself included. */
export function processTree(pid) {
  const out = [pid];
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    for (const child of children ? children.split(' ') : []) out.push(...processTree(Number(child)));
  }
  return out;
}

/** One kB figure of /proc/PID/status (VmRSS, VmHWM). */
export function statusKb(pid, field) {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : 0;
}

/** Resident memory of the whole tree in kB. */
export function treeRssKb(pid) {
  return processTree(pid).reduce((sum, p) => {
    try {
      return sum + statusKb(p, 'VmRSS');
    } catch {
      return sum;
    }
  }, 0);
}
