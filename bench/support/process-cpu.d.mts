/** CPU seconds used so far by the server's Node process and by the processes under it (Chromium's). */
export function treeCpuSeconds(pid: number): { node: number; children: number };
