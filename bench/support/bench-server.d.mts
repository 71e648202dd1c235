import type { ChildProcess } from 'node:child_process';

/** Starts the server with `argv` on a bench database and resolves once /api/health answers. */
export function startBenchServer(options: {
  argv: string[];
  cwd: string;
  databaseUrl: string;
  port: number;
  password: string;
  env?: Record<string, string>;
}): Promise<ChildProcess>;
