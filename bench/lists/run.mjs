// List benchmark (issue 3): a fresh PostgreSQL database with 100,000 members and 1,000,000 activity-log
// rows, the server on it, then autocannon with 50 connections on a filtered, sorted first page of
// /api/user/list and /api/log/user-activity-log. Prints p50/p95/p99 and appends them to bench/RESULTS.md.
// Usage (from the repository root): npx tsx bench/lists/run.mjs   [BENCH_SECONDS=20] [BENCH_PORT=3401]
// While tuning: BENCH_KEEP_DB=1 keeps the seeded database, BENCH_DB=<name> reuses it (no seed, no drop).
// BENCH_ONLY=<part of a call's name> measures only the matching calls.
// BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' passes flags to the server's node (profiling).
// BENCH_SERVER_ROOT=<checkout> runs another checkout's server on the same data (a baseline in the same minute).
// LIST_CACHE_ENTRIES=0 runs the server without the whole-answer list cache (ADR 089): every call pays a miss.
// Besides latency it reports CPU milliseconds per request of the server and of its PostgreSQL backends,
// which depend far less on what else the shared machine is doing than wall-clock latency does.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
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
const dbName = reuse ?? `fb_bench_lists_${process.pid}`;
const port = Number(process.env.BENCH_PORT ?? 3401);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const password = 'Bench-passw0rd';
const base = `http://127.0.0.1:${port}`;
const serverRoot = process.env.BENCH_SERVER_ROOT ?? root;

async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function dbUrl() {
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

/** Starts the server on the bench database (bench/support/bench-server.mjs). */
function startServer() {
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return startBenchServer({
    argv: [process.execPath, ...nodeArgs, '--import', 'tsx', 'apps/server/src/server.ts'],
    cwd: serverRoot,
    databaseUrl: dbUrl(),
    port,
    password,
  });
}

async function seed() {
  const client = new pg.Client({ connectionString: dbUrl() });
  await client.connect();
  try {
    const org = (await client.query(`select id from organizations where name = 'Demo'`)).rows[0].id;
    const roleRows = (await client.query(`select id, name_lang from roles where org_id = $1`, [org])).rows;
    const roleId = (name) => roleRows.find((r) => r.name_lang === name).id;
    for (const statement of SEED_STATEMENTS) {
      const started = Date.now();
      await client.query(
        statement
          .replaceAll('$ORG', org)
          .replaceAll('$ADMIN_ROLE', roleId('Administrator'))
          .replaceAll('$INSPECTOR_ROLE', roleId('Inspector')),
      );
      process.stdout.write(
        `  seeded in ${Date.now() - started} ms: ${statement.trim().split('\n')[0].slice(0, 70)}\n`,
      );
    }
    return roleId('Administrator');
  } finally {
    await client.end();
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
  const session = res.headers.getSetCookie().find((c) => c.startsWith('fb_session='));
  return session.split(';')[0];
}

/** PostgreSQL backends connected to the bench database (the server's pool). */
async function backendPids() {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select pid from pg_stat_activity where datname = $1', [dbName]);
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

function record(rows, filters) {
  const file = resolve(root, 'bench', 'RESULTS.md');
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, PostgreSQL 15 (local)`;
  const lines = [
    `### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${machine}`,
    '',
    `100,000 members, 1,000,000 activity-log rows; autocannon 50 connections × ${seconds} s, first page of 25, signed-in admin.`,
    `Load average after the run: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (the machine is shared).`,
    `Whole-answer list cache (ADR 089): ${listCacheNote()}.`,
    '',
    '| Call | Filter and sort | Matching rows | req/s | p50 ms | p95 ms | p99 ms | errors | CPU ms/req server | CPU ms/req PostgreSQL | load (1 min) at end |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${filters[r.name]} | ${r.total} | ${r.rps} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${r.serverCpu.toFixed(2)} | ${r.pgCpu.toFixed(2)} | ${r.load.toFixed(1)} |`,
    ),
    '',
  ];
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  if (!text.includes('\n## Lists\n'))
    writeFileSync(
      file,
      `${text.trimEnd()}\n\n## Lists\n\nRun with \`npx tsx bench/lists/run.mjs\` (see bench/lists/run.mjs).\n\n`,
    );
  const current = readFileSync(file, 'utf8');
  const at = current.indexOf('\n## Lists\n');
  const next = current.indexOf('\n## ', at + 10);
  const entry = `${lines.join('\n')}\n`;
  if (next < 0) appendFileSync(file, entry);
  else writeFileSync(file, `${current.slice(0, next)}\n${entry}${current.slice(next)}`);
}

async function main() {
  if (!reuse) await admin(`create database ${dbName}`);
  let server;
  try {
    process.stdout.write(`database ${dbName}; starting the server on port ${port}\n`);
    server = await startServer();
    if (!reuse) await seed();
    const cookie = await signIn();
    const filter = (f) => encodeURIComponent(JSON.stringify(f));
    const userFilter = { status: { operator: 'exists-in', value: ['active'] } };
    const logFilter = { action: { operator: 'exists-in', value: ['user.edited', 'group.created'] } };
    const filters = {
      'GET /api/user/list': '`status` exists-in active; sort `created_at:desc`',
      'GET /api/log/user-activity-log': '`action` exists-in 2 types; sort `created_at:desc`',
      'GET /api/user/auth': 'none (floor: session, access and one small answer, no list)',
    };
    const calls = [
      ['GET /api/user/list', `/api/user/list?filter=${filter(userFilter)}&sort=created_at:desc`],
      [
        'GET /api/log/user-activity-log',
        `/api/log/user-activity-log?filter=${filter(logFilter)}&sort=created_at:desc`,
      ],
      ['GET /api/user/auth', '/api/user/auth'],
    ];
    const only = process.env.BENCH_ONLY;
    const rows = [];
    for (const [name, path] of calls) {
      if (!only || name.includes(only))
        rows.push(
          await measureCall({ name, base, path, cookie, seconds, serverPid: server.pid, backendPids }),
        );
    }
    if (!process.env.BENCH_NO_RECORD) record(rows, filters);
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    if (reuse || process.env.BENCH_KEEP_DB) process.stdout.write(`kept database ${dbName}\n`);
    else await admin(`drop database if exists ${dbName} with (force)`);
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
