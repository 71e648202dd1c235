// Asset list benchmark (issue 6): a fresh PostgreSQL database with 100,000 assets, the server on it, then autocannon
// with 50 connections on the first page of /api/assets/list filtered by a custom field. Prints p50/p95/p99 and
// appends them to bench/RESULTS.md under "Assets".
// Usage (from the repository root): npx tsx bench/assets/run.mjs   [BENCH_SECONDS=20] [BENCH_PORT=4250]
// BENCH_KEEP_DB=1 keeps the seeded database, BENCH_DB=<name> reuses it (no seed, no drop), BENCH_NO_RECORD=1 only prints.
// BENCH_ONLY=<part of a case's name> measures only the matching cases. LIST_CACHE_ENTRIES=0 runs the server without
// the whole-answer list cache (ADR 089): every call then pays a miss. Besides latency it reports CPU milliseconds
// per request of the server and of its PostgreSQL backends (bench/lists/cpu.mjs).
import os from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startBenchServer } from '../support/bench-server.mjs';
import { measureCall } from '../support/measure-call.mjs';
import { listCacheNote } from '../support/list-cache-note.mjs';
import { benchDatabase, machineNote, query, recordSection, signInAdmin } from '../support/pg-bench.mjs';
import { SEED_STATEMENTS } from './seed.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.BENCH_PORT ?? 4250);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const password = 'Bench-passw0rd';
const base = `http://127.0.0.1:${port}`;
const db = benchDatabase('fb_bench_assets');

/** Starts the server on the bench database (bench/support/bench-server.mjs). */
function startServer() {
  return startBenchServer({
    argv: ['npx', 'tsx', 'apps/server/src/server.ts'],
    cwd: root,
    databaseUrl: db.url,
    port,
    password,
  });
}

async function seed() {
  const org = (await query(db.url, `select id from organizations where name = 'Demo'`)).rows[0].id;
  for (const statement of SEED_STATEMENTS) {
    const started = Date.now();
    await query(db.url, statement.replaceAll('$ORG', org));
    process.stdout.write(
      `  seeded in ${Date.now() - started} ms: ${statement.trim().split('\n')[0].slice(0, 70)}\n`,
    );
  }
}

/** EXPLAIN ANALYZE of the page and count the list runs, as the app role inside the demo workspace. */
async function sqlTimes(filterSql) {
  const org = (await query(db.url, `select id from organizations where name = 'Demo'`)).rows[0].id;
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('app.org_id', $1, true)`, [org]);
    await client.query('set local role fieldbook_app');
    const time = async (sql) => {
      const plan = (await client.query(`explain (analyze, format json) ${sql}`)).rows[0]['QUERY PLAN'][0];
      return plan['Execution Time'];
    };
    const where = `archived_at is null and ${filterSql}`;
    const page = await time(`select * from assets where ${where} order by display_name, id limit 25`);
    const count = await time(`select count(*) from assets where ${where}`);
    await client.query('rollback');
    return `page ${page.toFixed(1)} ms + count ${count.toFixed(1)} ms`;
  } finally {
    await client.end();
  }
}

function record(rows, notes) {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  const lines = [
    `### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${machineNote()}`,
    '',
    `100,000 assets of one type; autocannon 50 connections × ${seconds} s, first page of 25, signed-in admin.`,
    `Load average at the end: ${load} (the machine is shared by other sessions' jobs).`,
    `Whole-answer list cache (ADR 089): ${listCacheNote()}.`,
    '',
    '| Call | Filter (sort: default `display_name`) | Matching rows | req/s | p50 ms | p95 ms | p99 ms | errors | CPU ms/req server | CPU ms/req PostgreSQL | SQL alone (EXPLAIN ANALYZE) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${notes[r.name].filter} | ${r.total} | ${r.rps} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${r.serverCpu.toFixed(2)} | ${r.pgCpu.toFixed(2)} | ${notes[r.name].sql} |`,
    ),
    '',
  ];
  recordSection('Assets', 'Run with `npx tsx bench/assets/run.mjs` (see bench/assets/run.mjs).', lines);
}

async function main() {
  await db.create();
  let server;
  try {
    process.stdout.write(`database ${db.name}; starting the server on port ${port}\n`);
    server = await startServer();
    if (!db.reused) await seed();
    const cookie = await signInAdmin(base, password);
    const filter = (f) => encodeURIComponent(JSON.stringify(f));
    const cases = [
      {
        name: 'GET /api/assets/list (text custom field)',
        path: `/api/assets/list?filter=${filter({ 'fields->f_site': { operator: 'equals', value: 'Site 42' } })}`,
        filter: '`fields->f_site` equals "Site 42"',
        sql: `fields @> '{"f_site":"Site 42"}' and (fields ->> 'f_site') = 'Site 42'`,
      },
      {
        name: 'GET /api/assets/list (number custom field)',
        path: `/api/assets/list?filter=${filter({ 'fields->f_power': { operator: 'greater', value: 900 } })}`,
        filter: '`fields->f_power` greater than 900',
        sql: `(fields ->> 'f_power')::numeric > 900`,
      },
      { name: 'GET /api/assets/list (no filter)', path: '/api/assets/list', filter: 'none', sql: 'true' },
    ];
    const rows = [];
    const notes = {};
    for (const c of cases.filter((c) => !process.env.BENCH_ONLY || c.name.includes(process.env.BENCH_ONLY))) {
      rows.push(
        await measureCall({
          name: c.name,
          base,
          path: c.path,
          cookie,
          seconds,
          serverPid: server.pid,
          backendPids: db.backendPids,
        }),
      );
      notes[c.name] = { filter: c.filter, sql: await sqlTimes(c.sql) };
      process.stdout.write(`  SQL: ${notes[c.name].sql}\n`);
    }
    if (!process.env.BENCH_NO_RECORD) record(rows, notes);
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
