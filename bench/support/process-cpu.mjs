// CPU time of a benchmarked server's process tree, from /proc: the server's Node process apart from what it starts.
import { readFileSync } from 'node:fs';
import { processTree } from '../imports/server-memory.mjs';

const TICKS_PER_SECOND = 100;

/** utime + stime + cutime + cstime of one process in seconds (children it has reaped included); 0 once it ended. */
function processCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14–17 of proc(5), counted from after the command name (field 3 is index 0 here).
    return fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used so far by the process `pid` (the server's Node) and by every process under it (Chromium's), so a
 * difference over one print says where that print's CPU went. A process that ended and was reaped still counts
 * through its parent's cutime; one that ended unreaped between two readings is lost (rare, and only undercounts).
 */
export function treeCpuSeconds(pid) {
  const [self, ...children] = processTree(pid);
  return {
    node: processCpuSeconds(self),
    children: children.reduce((sum, p) => sum + processCpuSeconds(p), 0),
  };
}
