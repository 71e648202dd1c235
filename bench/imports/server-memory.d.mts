/** Every process id under `pid`, itself included. */
export function processTree(pid: number): number[];
/** One kB figure of /proc/PID/status (VmRSS, VmHWM). */
export function statusKb(pid: number, field: string): number;
/** Resident memory of the whole tree in kB. */
export function treeRssKb(pid: number): number;

/** Proportional memory (Pss) of the whole tree in kB: shared pages counted once. */
export function treePssKb(pid: number): number;
/** CPU seconds (user + system) the whole tree has used so far. */
export function treeCpuSeconds(pid: number): number;
/** CPU seconds used so far by the server's Node process and by the processes under it (Chromium's). */
export function treeCpuSplit(pid: number): { node: number; children: number };
