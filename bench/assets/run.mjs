// Asset list benchmark (issue 6): a fresh PostgreSQL database with 100,000 assets, the server on it, then autocannon
// with 50 connections on the first page of /api/assets/list filtered by a custom field. Prints p50/p95/p99 and
// appends them to bench/RESULTS.md under "Assets".
// Usage (from the repository root): npx tsx bench/assets/run.mjs   [BENCH_SECONDS=20] [BENCH_PORT=4250]
// BENCH_KEEP_DB=1 keeps the seeded database, BENCH_DB=<name> reuses it (no seed, no drop), BENCH_NO_RECORD=1 only prints.
// BENCH_ONLY=<part of a case's name> measures only the matching cases. LIST_CACHE_ENTRIES=0 runs the server without
// the whole-answer list cache (ADR 089): every call then pays a miss. Besides latency it reports CPU milliseconds
// per request of the server and of its PostgreSQL backends (bench/lists/cpu.mjs).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startBenchServer } from '../support/bench-server.mjs';
import { measureCall } from '../support/measure-call.mjs';
import { listCacheNote } from '../support/list-cache-note.mjs';
import { SEED_STATEMENTS } from './seed.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const reuse = process.env.BENCH_DB;
const dbName = reuse ?? `fb_bench_assets_${process.pid}`;
const port = Number(process.env.BENCH_PORT ?? 4250);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const password = 'Bench-passw0rd';
const base = `http://127.0.0.1:${port}`;

function dbUrl() {
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

async function query(connectionString, sql, params = []) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** Starts the server on the bench database (bench/support/bench-server.mjs). */
function startServer() {
  return startBenchServer({
    argv: ['npx', 'tsx', 'apps/server/src/server.ts'],
    cwd: root,
    databaseUrl: dbUrl(),
    port,
    password,
  });
}

async function seed() {
  const org = (await query(dbUrl(), `select id from organizations where name = 'Demo'`)).rows[0].id;
  for (const statement of SEED_STATEMENTS) {
    const started = Date.now();
    await query(dbUrl(), statement.replaceAll('$ORG', org));
    process.stdout.write(
      `  seeded in ${Date.now() - started} ms: ${statement.trim().split('\n')[0].slice(0, 70)}\n`,
    );
  }
}

async function signIn() {
  const xsrf = 'bench-xsrf';
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email: 'admin@fieldbook.local', password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('fb_session='))
    .split(';')[0];
}

/** PostgreSQL backends connected to the bench database (the server's pool). */
async function backendPids() {
  const { rows } = await query(serverUrl, 'select pid from pg_stat_activity where datname = $1', [dbName]);
  return rows.map((r) => r.pid);
}

/** EXPLAIN ANALYZE of the page and count the list runs, as the app role inside the demo workspace. */
async function sqlTimes(filterSql) {
  const org = (await query(dbUrl(), `select id from organizations where name = 'Demo'`)).rows[0].id;
  const client = new pg.Client({ connectionString: dbUrl() });
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
  const file = resolve(root, 'bench', 'RESULTS.md');
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, PostgreSQL (local)`;
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  const lines = [
    `### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${machine}`,
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
  const heading = '\n## Assets\n';
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  if (!text.includes(heading))
    text = `${text.trimEnd()}\n${heading}\nRun with \`npx tsx bench/assets/run.mjs\` (see bench/assets/run.mjs).\n\n`;
  const at = text.indexOf(heading);
  const next = text.indexOf('\n## ', at + heading.length);
  const entry = `${lines.join('\n')}\n`;
  writeFileSync(
    file,
    next < 0 ? `${text.trimEnd()}\n\n${entry}` : `${text.slice(0, next)}\n${entry}${text.slice(next)}`,
  );
}

async function main() {
  if (!reuse) await query(serverUrl, `create database ${dbName}`);
  let server;
  try {
    process.stdout.write(`database ${dbName}; starting the server on port ${port}\n`);
    server = await startServer();
    if (!reuse) await seed();
    const cookie = await signIn();
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
          backendPids,
        }),
      );
      notes[c.name] = { filter: c.filter, sql: await sqlTimes(c.sql) };
      process.stdout.write(`  SQL: ${notes[c.name].sql}\n`);
    }
    if (!process.env.BENCH_NO_RECORD) record(rows, notes);
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    if (reuse || process.env.BENCH_KEEP_DB) process.stdout.write(`kept database ${dbName}\n`);
    else await query(serverUrl, `drop database if exists ${dbName} with (force)`);
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
