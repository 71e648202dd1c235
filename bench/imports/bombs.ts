// Import bombs (issue 17.3, ADR 185): the server on a fresh PostgreSQL database, then the shared-strings bomb and the
// rows bomb of apps/server/src/platform/spreadsheets/xlsx-test-files.ts sent to the asset import's preview and import
// calls. Each must be refused with 422, and the server's memory (sum of VmRSS over its process tree, sampled every
// 50 ms) must rise by at most 200 MB above idle. `BENCH_RECORD=1` appends the rows to bench/RESULTS.md.
// Usage (from the repository root): npx tsx bench/imports/bombs.ts   [BENCH_PORT=4511]
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SHEET_LIMITS } from '../../apps/server/src/platform/spreadsheets/sheet-limits';
import { rowsBomb, sharedStringsBomb } from '../../apps/server/src/platform/spreadsheets/xlsx-test-files';
import { startBenchServer } from '../support/bench-server.mjs';
import { treeRssKb } from './server-memory.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `fb_bench_bombs_${process.pid}`;
const port = Number(process.env.BENCH_PORT ?? 4511);
const password = 'Bench-passw0rd';
const base = `http://127.0.0.1:${port}`;
const xsrf = 'bench-xsrf';
const LIMIT_MB = 200;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function signIn(): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email: 'admin@fieldbook.local', password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const session = res.headers.getSetCookie().find((c) => c.startsWith('fb_session='));
  return `${session?.split(';')[0]}; XSRF-TOKEN=${xsrf}`;
}

async function createType(cookie: string): Promise<string> {
  const res = await fetch(`${base}/api/assets/types/new`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ name: 'Pumps', fields: [] }),
  });
  const body = (await res.json()) as { data: { id: string } };
  if (!res.ok) throw new Error(`type: ${res.status} ${JSON.stringify(body)}`);
  return body.data.id;
}

interface Shot {
  bomb: string;
  call: string;
  fileMb: string;
  status: number;
  message: string;
  seconds: number;
  riseMb: number;
}

async function send(
  cookie: string,
  typeId: string,
  pid: number,
  idleKb: number,
  bomb: string,
  bytes: Buffer,
  call: string,
): Promise<Shot> {
  const form = new FormData();
  form.append('type_id', typeId);
  form.append(
    'columns',
    JSON.stringify([
      { id: 'asset_id', index: 0 },
      { id: 'display_name', index: 1 },
    ]),
  );
  form.append('file', new Blob([new Uint8Array(bytes)]), `${bomb}.xlsx`);
  let peak = treeRssKb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssKb(pid))), 50);
  const started = performance.now();
  const res = await fetch(`${base}/api/assets/bulk-import${call === 'preview' ? '/preview' : ''}`, {
    method: 'POST',
    headers: { cookie, 'x-xsrf-token': xsrf },
    body: form,
  });
  const text = await res.text();
  const seconds = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 300));
  clearInterval(sampler);
  let message = text.slice(0, 200);
  try {
    message = (JSON.parse(text) as { data?: { file?: string } }).data?.file ?? message;
  } catch {
    // not JSON: keep the start of the body
  }
  return {
    bomb,
    call,
    fileMb: (bytes.length / 2 ** 20).toFixed(1),
    status: res.status,
    message,
    seconds,
    riseMb: Math.round((peak - idleKb) / 1024),
  };
}

function record(shots: Shot[], idleMb: number, load: string): void {
  const file = resolve(root, 'bench', 'RESULTS.md');
  const lines = readFileSync(file, 'utf8').split('\n');
  const section = lines.indexOf('## Import bombs');
  const header = lines.findIndex((line, i) => i > section && line.startsWith('| date'));
  let last = header + 1;
  while (lines[last + 1]?.startsWith('|')) last += 1;
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const rows = shots.map(
    (s) =>
      `| ${date} | ${s.bomb} (${s.fileMb} MB) | ${s.call} | ${s.status} | ${s.seconds.toFixed(1)} s | ${idleMb} MB | ${s.riseMb} MB | ${s.riseMb <= LIMIT_MB && s.status === 422 ? 'yes' : '**no**'} | ${load} |`,
  );
  lines.splice(last + 1, 0, ...rows);
  writeFileSync(file, lines.join('\n'));
}

async function main(): Promise<void> {
  const bombs: [string, Buffer][] = [
    [
      `shared strings ×${(SHEET_LIMITS.sharedStrings + 1).toLocaleString('en')}`,
      sharedStringsBomb(SHEET_LIMITS.sharedStrings + 1),
    ],
    [`rows ×${(SHEET_LIMITS.rows + 1).toLocaleString('en')}`, rowsBomb(SHEET_LIMITS.rows + 1)],
  ];
  await admin(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  try {
    server = await startBenchServer({
      argv: ['npx', 'tsx', 'apps/server/src/server.ts'],
      cwd: root,
      databaseUrl: url.toString(),
      port,
      password,
      env: { DATA_DIR: join(os.tmpdir(), `fb-bench-bombs-${process.pid}`) },
    });
    const pid = server.pid ?? 0;
    const cookie = await signIn();
    const typeId = await createType(cookie);
    await new Promise((r) => setTimeout(r, 3000));
    const samples: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      samples.push(treeRssKb(pid));
      await new Promise((r) => setTimeout(r, 100));
    }
    const idleKb = Math.round(samples.reduce((a, b) => a + b, 0) / samples.length);
    const shots: Shot[] = [];
    for (const [bomb, bytes] of bombs) {
      for (const call of ['preview', 'import']) {
        const shot = await send(cookie, typeId, pid, idleKb, bomb, bytes, call);
        shots.push(shot);
        process.stdout.write(
          `${bomb} ${shot.fileMb} MB ${call}: ${shot.status} in ${shot.seconds.toFixed(1)} s, RSS +${shot.riseMb} MB above idle ${Math.round(idleKb / 1024)} MB — ${shot.message}\n`,
        );
      }
    }
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ');
    const ok = shots.every((s) => s.status === 422 && s.riseMb <= LIMIT_MB);
    process.stdout.write(
      `${ok ? 'PASS' : 'FAIL'}: every bomb refused with 422 and RSS rise ≤ ${LIMIT_MB} MB (load ${load})\n`,
    );
    if (process.env.BENCH_RECORD === '1') record(shots, Math.round(idleKb / 1024), load);
    process.exitCode = ok ? 0 : 1;
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    await admin(`drop database if exists ${dbName} with (force)`);
  }
}

await main();
