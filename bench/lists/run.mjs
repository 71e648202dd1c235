// List benchmark (issue 3): a fresh PostgreSQL database with 100,000 members and 1,000,000 activity-log
// rows, the server on it, then autocannon with 50 connections on a filtered, sorted first page of
// /api/user/list and /api/log/user-activity-log. Prints p50/p95/p99 and appends them to bench/RESULTS.md.
// Usage (from the repository root): npx tsx bench/lists/run.mjs   [BENCH_SECONDS=20] [BENCH_PORT=3401]
// While tuning: BENCH_KEEP_DB=1 keeps the seeded database, BENCH_DB=<name> reuses it (no seed, no drop).
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { SEED_STATEMENTS } from './seed.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const reuse = process.env.BENCH_DB;
const dbName = reuse ?? `fb_bench_lists_${process.pid}`;
const port = Number(process.env.BENCH_PORT ?? 3401);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const password = 'Bench-passw0rd';
const base = `http://127.0.0.1:${port}`;

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

/** Starts the server on the bench database and resolves once /api/health answers. */
async function startServer() {
  const child = spawn('npx', ['tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl(),
      PORT: String(port),
      HOST: '127.0.0.1',
      FIELDBOOK_ADMIN_PASSWORD: password,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 120; i += 1) {
    await new Promise((r) => setTimeout(r, 500));
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
  }
  throw new Error('server did not start');
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

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** 50 connections for `seconds`; latencies are collected per response so p95 is exact. */
async function measure(name, path, cookie) {
  const check = await fetch(`${base}${path}`, { headers: { cookie } });
  const body = await check.json();
  if (!check.ok) throw new Error(`${name}: ${check.status} ${JSON.stringify(body)}`);
  const latencies = [];
  let errors = 0;
  const instance = autocannon({
    url: `${base}${path}`,
    connections: 50,
    duration: seconds,
    headers: { cookie },
  });
  instance.on('response', (_client, status, _bytes, time) => {
    if (status !== 200) errors += 1;
    latencies.push(time);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const row = {
    name,
    total: body.pagination?.total ?? '–',
    requests: latencies.length,
    rps: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: errors + result.errors + result.non2xx,
  };
  process.stdout.write(
    `${name}: total=${row.total} rps=${row.rps} p50=${row.p50.toFixed(1)} ms p95=${row.p95.toFixed(1)} ms p99=${row.p99.toFixed(1)} ms errors=${row.errors}\n`,
  );
  return row;
}

function record(rows, filters) {
  const file = resolve(root, 'bench', 'RESULTS.md');
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, PostgreSQL 15 (local)`;
  const lines = [
    `### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${machine}`,
    '',
    `100,000 members, 1,000,000 activity-log rows; autocannon 50 connections × ${seconds} s, first page of 25, signed-in admin.`,
    `Load average at the start: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (the machine is shared).`,
    '',
    '| Call | Filter and sort | Matching rows | req/s | p50 ms | p95 ms | p99 ms | errors |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${filters[r.name]} | ${r.total} | ${r.rps} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
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
    const rows = [
      await measure(
        'GET /api/user/list',
        `/api/user/list?filter=${filter(userFilter)}&sort=created_at:desc`,
        cookie,
      ),
      await measure(
        'GET /api/log/user-activity-log',
        `/api/log/user-activity-log?filter=${filter(logFilter)}&sort=created_at:desc`,
        cookie,
      ),
      await measure('GET /api/user/auth', '/api/user/auth', cookie),
    ];
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
