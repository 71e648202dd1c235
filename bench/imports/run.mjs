// Bulk-import benchmark (issue 6): a fresh PostgreSQL database, the server on it, one asset type with three custom
// fields, then a 100,000-row CSV of assets sent to POST /api/assets/bulk-import. Measures wall time from the first
// byte sent to the result line, and the server's peak memory above idle (sum of VmRSS over the server's process tree,
// sampled every 50 ms; VmHWM of the node process is printed too). Appends a row to bench/RESULTS.md.
// Usage (from the repository root): node bench/imports/run.mjs   [BENCH_ROWS=100000] [BENCH_PORT=4510]
import { createWriteStream, openAsBlob, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startBenchServer } from '../support/bench-server.mjs';
import { processTree, statusKb, treeRssKb } from './server-memory.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `fb_bench_imports_${process.pid}`;
const port = Number(process.env.BENCH_PORT ?? 4510);
const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const password = 'Bench-passw0rd';
const base = `http://127.0.0.1:${port}`;
/** The anti-forgery token: any value before sign-in, then the session's own (ADR 188), read from the login answer. */
let xsrf = 'bench-xsrf';

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

/** CPU seconds (user + system) a process has used; 100 clock ticks per second on Linux. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Process ids of the PostgreSQL backends serving the bench database (the server's pool). */
async function backendPids() {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const res = await client.query('select pid from pg_stat_activity where datname = $1', [dbName]);
    return res.rows.map((r) => r.pid);
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
    env: { DATA_DIR: join(os.tmpdir(), `fb-bench-imports-${process.pid}`) },
  });
}

async function signIn() {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email: 'admin@fieldbook.local', password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie();
  const session = cookies.find((c) => c.startsWith('fb_session='));
  xsrf = cookies
    .find((c) => c.startsWith('XSRF-TOKEN='))
    .split(';')[0]
    .slice('XSRF-TOKEN='.length);
  return `${session.split(';')[0]}; XSRF-TOKEN=${xsrf}`;
}

const field = (key, name, type, extra = {}) => ({
  key,
  name,
  description: null,
  field_type: type,
  is_required: false,
  is_used: true,
  is_locked: false,
  default_value: null,
  config: null,
  parent_id: 'new_g1',
  ...extra,
});

async function createType(cookie) {
  const res = await fetch(`${base}/api/assets/types/new`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': xsrf },
    body: JSON.stringify({
      name: 'Pumps',
      fields: [
        { key: 'new_g1', name: 'General', parent_id: null },
        field('new_serial', 'Serial number', 'text', { is_required: true }),
        field('new_weight', 'Weight', 'decimal', { config: { max_digits: 8, decimals: 2 } }),
        field('new_email', 'Owner email', 'email'),
      ],
    }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`type: ${res.status} ${JSON.stringify(body)}`);
  const keyOf = (name) => body.data.fields.find((f) => f.name === name).key;
  return { typeId: body.data.id, keys: [keyOf('Serial number'), keyOf('Weight'), keyOf('Owner email')] };
}

async function writeCsv(path) {
  const out = createWriteStream(path);
  out.write('Asset ID,Name,Serial number,Weight,Owner email\r\n');
  for (let i = 1; i <= rows; i += 1) {
    const line = `A-${i},Pump ${i} in hall ${i % 40},SN-${1_000_000 + i},${(i % 5000) / 4},owner${i % 300}@example.com\r\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'close');
}

async function importFile(cookie, { typeId, keys }, path, pid) {
  const form = new FormData();
  form.append('type_id', typeId);
  form.append(
    'columns',
    JSON.stringify([
      { id: 'asset_id', index: 0 },
      { id: 'display_name', index: 1 },
      ...keys.map((key, i) => ({ id: `fields.${key}`, index: 2 + i })),
    ]),
  );
  form.append('file', await openAsBlob(path), 'assets.csv');
  const tree = processTree(pid);
  const cpuBefore = new Map(tree.map((p) => [p, cpuSeconds(p)]));
  const pgBefore = new Map((await backendPids()).map((p) => [p, cpuSeconds(p)]));
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRssKb(pid));
  }, 50);
  const started = performance.now();
  const res = await fetch(`${base}/api/assets/bulk-import`, {
    method: 'POST',
    headers: { cookie, 'x-xsrf-token': xsrf },
    body: form,
  });
  const text = await res.text();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const serverCpu = tree.reduce((sum, p) => sum + cpuSeconds(p) - (cpuBefore.get(p) ?? 0), 0);
  const pgCpu = (await backendPids()).reduce((sum, p) => sum + cpuSeconds(p) - (pgBefore.get(p) ?? 0), 0);
  const last = JSON.parse(text.trim().split('\n').at(-1));
  if (!res.ok || last.type !== 'result') throw new Error(`import: ${res.status} ${text.slice(-500)}`);
  return { seconds, peakKb: peak, serverCpu, pgCpu, result: last.data };
}

async function main() {
  await admin(`create database ${dbName}`);
  const csv = join(os.tmpdir(), `fb-bench-imports-${process.pid}.csv`);
  let server;
  try {
    await writeCsv(csv);
    server = await startServer();
    const cookie = await signIn();
    const type = await createType(cookie);
    await new Promise((r) => setTimeout(r, 3000));
    const idleSamples = [];
    for (let i = 0; i < 20; i += 1) {
      idleSamples.push(treeRssKb(server.pid));
      await new Promise((r) => setTimeout(r, 100));
    }
    const idleKb = Math.round(idleSamples.reduce((a, b) => a + b, 0) / idleSamples.length);
    const run = await importFile(cookie, type, csv, server.pid);
    const hwmKb = Math.max(...processTree(server.pid).map((p) => statusKb(p, 'VmHWM')));
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ');
    const mb = (kb) => Math.round(kb / 1024);
    const fileMb = (statSync(csv).size / 2 ** 20).toFixed(1);
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, PostgreSQL 15 (local)`;
    const summary = `rows=${rows} file=${fileMb} MB time=${run.seconds.toFixed(2)} s cpu(server)=${run.serverCpu.toFixed(1)} s cpu(pg backends)=${run.pgCpu.toFixed(1)} s idle=${mb(idleKb)} MB peak=${mb(run.peakKb)} MB above-idle=${mb(run.peakKb - idleKb)} MB max VmHWM in tree=${mb(hwmKb)} MB inserted=${run.result.inserted} rejected=${run.result.rejected} load=${load}`;
    process.stdout.write(`${summary}\n`);
    if (process.env.BENCH_RECORD === '1') {
      const row = `| ${new Date().toISOString().slice(0, 16).replace('T', ' ')} | ${rows.toLocaleString('en')} (${fileMb} MB) | ${run.seconds.toFixed(2)} s | ${run.serverCpu.toFixed(1)} s + ${run.pgCpu.toFixed(1)} s | ${mb(idleKb)} MB | ${mb(run.peakKb)} MB | ${mb(run.peakKb - idleKb)} MB | ${run.result.inserted.toLocaleString('en')} / ${run.result.rejected} | ${load} |`;
      recordRow(resolve(root, 'bench', 'RESULTS.md'), row);
      process.stdout.write(`recorded in bench/RESULTS.md (machine: ${machine})\n`);
    }
  } finally {
    if (server) process.kill(-server.pid, 'SIGTERM');
    rmSync(csv, { force: true });
    await new Promise((r) => setTimeout(r, 1500));
    await admin(`drop database if exists ${dbName} with (force)`);
  }
}

/** Puts a result row at the end of the Bulk import table (not at the end of the file, under another section). */
function recordRow(file, row) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const section = lines.indexOf('## Bulk import');
  const header = lines.findIndex((line, i) => i > section && line.startsWith('| date'));
  let last = header;
  while (lines[last + 1]?.startsWith('|')) last += 1;
  lines.splice(last + 1, 0, row);
  writeFileSync(file, lines.join('\n'));
}

await main();
