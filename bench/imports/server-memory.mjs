// Memory of a benchmarked server: the sum of VmRSS over its process tree (npx → tsx → node), from /proc.
import { readFileSync, readdirSync } from 'node:fs';

/** Every process id under `pid` (the npx → tsx → node chain, and Chromium's), itself included; one that ends meanwhile is skipped. */
export function processTree(pid) {
  const out = [pid];
  let tasks = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const task of tasks) {
    let children = '';
    try {
      children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    } catch {
      continue;
    }
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

/**
 * Proportional memory of the whole tree in kB (Pss from smaps_rollup): Chromium's processes share most of their pages,
 * so a sum of their VmRSS counts the shared pages once per process.
 */
export function treePssKb(pid) {
  return processTree(pid).reduce((sum, p) => {
    try {
      const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${p}/smaps_rollup`, 'utf8'));
      return sum + (match ? Number(match[1]) : 0);
    } catch {
      return sum;
    }
  }, 0);
}

/** CPU seconds (user + system) the whole tree has used so far, from /proc/PID/stat: a figure steadier under load than wall time. */
export function treeCpuSeconds(pid) {
  const tick = 100; // USER_HZ on Linux
  return processTree(pid).reduce((sum, p) => {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) / tick;
    } catch {
      return sum;
    }
  }, 0);
}
