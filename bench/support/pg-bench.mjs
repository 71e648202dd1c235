// What every PostgreSQL-backed list benchmark shares: its own database, a signed-in admin, the backends to
// measure and a dated entry under its heading in bench/RESULTS.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One query on a short-lived connection. */
export async function query(connectionString, sql, params = []) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** The bench's database: BENCH_DB reuses a kept one (no seed, no drop), otherwise `prefix_<pid>` is made and dropped. */
export function benchDatabase(prefix) {
  const reuse = process.env.BENCH_DB;
  const name = reuse ?? `${prefix}_${process.pid}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    reused: Boolean(reuse),
    create: () => (reuse ? Promise.resolve() : query(serverUrl, `create database ${name}`)),
    drop: async () => {
      if (reuse || process.env.BENCH_KEEP_DB) process.stdout.write(`kept database ${name}\n`);
      else await query(serverUrl, `drop database if exists ${name} with (force)`);
    },
    /** PostgreSQL backends connected to this database (the server's pool), for CPU per request. */
    backendPids: async () =>
      (await query(serverUrl, 'select pid from pg_stat_activity where datname = $1', [name])).rows.map(
        (r) => r.pid,
      ),
  };
}

/** Signs the demo administrator in and answers the session cookie. */
export async function signInAdmin(base, password) {
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

/** "2 × CPU, 24 GB, Node v20, PostgreSQL (local)" for a results entry; `database` names another store. */
export function machineNote(database = 'PostgreSQL (local)') {
  return `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ${database}`;
}

/** Inserts a dated entry at the end of the `## heading` section of bench/RESULTS.md (made with `intro` if missing). */
export function recordSection(heading, intro, lines) {
  const file = resolve(root, 'bench', 'RESULTS.md');
  const marker = `\n## ${heading}\n`;
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  if (!text.includes(marker)) text = `${text.trimEnd()}\n${marker}\n${intro}\n\n`;
  const at = text.indexOf(marker);
  const next = text.indexOf('\n## ', at + marker.length);
  const entry = `${lines.join('\n')}\n`;
  writeFileSync(
    file,
    next < 0 ? `${text.trimEnd()}\n\n${entry}` : `${text.slice(0, next)}\n${entry}${text.slice(next)}`,
  );
}
