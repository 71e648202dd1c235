// The benchmarks' one way to run the server: production mode on a bench database, quiet, no web bundle.
import { spawn } from 'node:child_process';

/**
 * Starts the server with `argv` (the lists bench runs node directly to pass profiling flags; the others go
 * through npx so their memory sampling sees the same process tree) and resolves once /api/health answers.
 */
export async function startBenchServer({ argv, cwd, databaseUrl, port, password, env = {} }) {
  // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' passes flags to a server started as `node …` (profiling).
  const nodeArgs = argv[0] === 'node' ? (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean) : [];
  const child = spawn(argv[0], [...nodeArgs, ...argv.slice(1)], {
    cwd,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      FIELDBOOK_ADMIN_PASSWORD: password,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WEB_DIST: '/nonexistent',
      // Load runs make thousands of calls a minute on one session: the per-session limit (ADR 189) is off unless
      // RATE_LIMIT_API is set (a high value measures what counting costs).
      RATE_LIMIT_API: process.env.RATE_LIMIT_API ?? '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 120; i += 1) {
    await new Promise((r) => setTimeout(r, 500));
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
  }
  throw new Error('server did not start');
}
