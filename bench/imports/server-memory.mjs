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

/** utime + stime + cutime + cstime of one process in seconds (children it has reaped included); 0 once it ended. */
function processCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14–17 of proc(5), counted from after the command name (field 3 is index 0 here).
    return fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used so far by the process `pid` (the server's Node) and by every process under it (Chromium's), so a
 * difference over one print says where its CPU went. A process that ended and was reaped still counts through its
 * parent's cutime; one that ended unreaped between two readings is lost (rare, and only undercounts).
 */
export function treeCpuSplit(pid) {
  const [self, ...children] = processTree(pid);
  return {
    node: processCpuSeconds(self),
    children: children.reduce((sum, p) => sum + processCpuSeconds(p), 0),
  };
}

/** CPU seconds (user + system) the whole tree has used so far: a figure steadier under load than wall time. */
export function treeCpuSeconds(pid) {
  const { node, children } = treeCpuSplit(pid);
  return node + children;
}
