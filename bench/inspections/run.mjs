// Inspections list benchmark (issue 19): a fresh PostgreSQL database with 1,000,000 inspections, the server on it
// with the whole-answer list cache off, then autocannon with 20 connections on the first page of /api/inspections
// filtered by template and by a started-at range. Prints p50/p95/p99 and records them in bench/RESULTS.md under
// "Inspections list". Usage (from the repository root, after `npm run build`): npx tsx bench/inspections/run.mjs
// [BENCH_SECONDS=20] [BENCH_PORT=4260]; BENCH_KEEP_DB=1 keeps the seeded database, BENCH_DB=<name> reuses it,
// BENCH_NO_RECORD=1 only prints; the built server runs (as in production and the issues bench), BENCH_SERVER=<path>
// another build, BENCH_SERVER=tsx the sources; BENCH_CASE=<name> runs only that case.
import os from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchServer } from '../support/bench-server.mjs';
import { measureCall } from '../support/measure-call.mjs';
import { benchDatabase, machineNote, query, recordSection, signInAdmin } from '../support/pg-bench.mjs';
import { BENCH_TEMPLATE_IDS, SEED_STATEMENTS } from './seed.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.BENCH_PORT ?? 4260);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const password = 'Bench-passw0rd';
const base = `http://127.0.0.1:${port}`;
const db = benchDatabase('fb_bench_inspections');

async function seed() {
  const org = (await query(db.url, `select id from organizations where name = 'Demo'`)).rows[0].id;
  const admin = (await query(db.url, `select id from users where email = 'admin@fieldbook.local'`)).rows[0]
    .id;
  for (const statement of SEED_STATEMENTS) {
    const started = Date.now();
    await query(db.url, statement.replaceAll('$ORG', org).replaceAll('$ADMIN', admin));
    process.stdout.write(
      `  seeded in ${Date.now() - started} ms: ${statement.trim().split('\n')[0].slice(0, 70)}\n`,
    );
  }
}

function day(offsetDays) {
  return new Date(Date.now() - offsetDays * 86_400_000).toISOString().slice(0, 10);
}

async function main() {
  await db.create();
  let server;
  try {
    server = await startBenchServer({
      argv:
        process.env.BENCH_SERVER === 'tsx'
          ? ['npx', 'tsx', 'apps/server/src/server.ts']
          : ['node', process.env.BENCH_SERVER ?? 'apps/server/dist/server.js'],
      cwd: root,
      databaseUrl: db.url,
      port,
      password,
      env: { LIST_CACHE_ENTRIES: '0' },
    });
    if (!db.reused) await seed();
    const cookie = await signInAdmin(base, password);
    const filter = (f) => encodeURIComponent(JSON.stringify(f));
    const byTemplateAndDate = {
      template_id: { operator: 'exists-in', value: [BENCH_TEMPLATE_IDS[1]] },
      started_at: { operator: 'bt', value: [day(90), day(0)] },
    };
    const cases = [
      ['first page, no filter', '/api/inspections'],
      ['template + last 90 days', `/api/inspections?filter=${filter(byTemplateAndDate)}`],
      [
        'template + last 90 days, sort by score',
        `/api/inspections?filter=${filter(byTemplateAndDate)}&sort=score:desc`,
      ],
    ];
    const rows = [];
    const only = process.env.BENCH_CASE;
    for (const [name, path] of cases.filter(([name]) => !only || name === only))
      rows.push(
        await measureCall({
          name,
          base,
          path,
          cookie,
          seconds,
          serverPid: server.pid,
          backendPids: db.backendPids,
          connections: 20,
        }),
      );
    if (!process.env.BENCH_NO_RECORD)
      recordSection(
        'Inspections list',
        'Run with `npx tsx bench/inspections/run.mjs` (see bench/inspections/run.mjs). Target: p95 ≤ 100 ms.',
        [
          `### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${machineNote()}`,
          '',
          `1,000,000 inspections (4 templates, 1,000 assets, one every 63 s back to ~2 years); autocannon 20 connections × ${seconds} s, first page of 25, signed-in admin, list cache off (LIST_CACHE_ENTRIES=0).`,
          `Load average at the end: ${os
            .loadavg()
            .map((l) => l.toFixed(1))
            .join(' / ')}.`,
          '',
          '| Case | Matching rows | req/s | p50 ms | p95 ms | p99 ms | errors | CPU ms/req server | CPU ms/req PostgreSQL |',
          '|---|---|---|---|---|---|---|---|---|',
          ...rows.map(
            (r) =>
              `| ${r.name} | ${r.total} | ${r.rps} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${r.serverCpu.toFixed(2)} | ${r.pgCpu.toFixed(2)} |`,
          ),
          '',
        ],
      );
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    await db.drop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
