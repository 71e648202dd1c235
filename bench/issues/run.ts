// Issues benchmark (issue 21): 1,000,000 issues in PostgreSQL (bench/issues/seed.ts), the built server on them with
// the list cache off, each phase on a fresh server: (1) the first page of /api/issues filtered by status and assignee
// with 20 concurrent clients (target p95 ≤ 100 ms); (2) an export of 100,000 issues to XLSX (target ≥ 20,000 rows/s)
// and one of 10,000 issues with 20,000 photos to a ZIP, each photo read through storage (local driver: 20,000 keys
// hard-linked to one small JPEG); (3) memory flat: all 1,000,000 issues to XLSX twice and the ZIP three times, each on
// a server whose old generation is capped at 160 MB (see `flatness`, ADR 225). Memory is the server tree's peak Pss.
// Exports run as jobs (ADR 212).
// Usage, from the repository root after `npm run build`: nice npx tsx bench/issues/run.ts
// [BENCH_PORT=4290] [BENCH_SECONDS=20]; BENCH_KEEP_DB=1 / BENCH_DB=<name> as the other benches; BENCH_NO_RECORD=1.
// Printed, not recorded: BENCH_LIST_ONLY=1 runs only the list; BENCH_XLSX_ONLY=1 or BENCH_ZIP_ONLY=1 only that export
// on a fresh server, BENCH_REPEAT=n times; BENCH_XLSX_SIZE=quarter|all exports 25,000 or 1,000,000 issues instead of
// 100,000; BENCH_ZIP_QUARTER=1 exports 2,500 photo issues instead of 10,000. Each export reports the server's CPU
// seconds. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' passes flags to the server's node;
// BENCH_SERVER_ROOT=<checkout> runs another checkout's built server on the same data (a baseline in the same minute).
import { link, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { treeCpuSeconds, treePssKb } from '../imports/server-memory.mjs';
import { startBenchServer } from '../support/bench-server.mjs';
import { measureCall } from '../support/measure-call.mjs';
import { benchDatabase, machineNote, recordSection } from '../support/pg-bench.mjs';
import { SEED_STATEMENTS } from './seed';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.BENCH_PORT ?? 4290);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const password = 'Bench-passw0rd';
const base = `http://127.0.0.1:${port}`;
const db = benchDatabase('fb_bench_issues');
/** A small JPEG (header and padding, 12 KB): the ZIP stores photos as they are, so content does not matter. */
const PHOTO = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(12_000, 7),
]);
const XSRF = 'bench-xsrf';

async function seed(): Promise<{ categories: Record<string, string>; member: string }> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const org = (await client.query(`select id from organizations where name = 'Demo'`)).rows[0].id as string;
    const adminId = (await client.query(`select id from users where email = 'admin@fieldbook.local'`)).rows[0]
      .id as string;
    if (!db.reused)
      for (const statement of SEED_STATEMENTS) {
        const started = Date.now();
        await client.query(
          statement
            .replaceAll('$ORG', org)
            .replaceAll('$ADMIN', adminId)
            .replaceAll('$PHOTO_BYTES', String(PHOTO.length)),
        );
        process.stdout.write(
          `  ${Date.now() - started} ms: ${statement.trim().split('\n')[0]!.slice(0, 80)}\n`,
        );
      }
    const categories = Object.fromEntries(
      (await client.query(`select name, id from issue_categories where name like 'Bench %'`)).rows.map(
        (r) => [r.name, r.id],
      ),
    );
    const member = (await client.query(`select id from users where email = 'issue-bench7@example.test'`))
      .rows[0].id as string;
    return { categories, member };
  } finally {
    await client.end();
  }
}

/** Makes every bench photo key a hard link to one JPEG in the storage root: 20,000 objects, one file's bytes. */
async function linkPhotos(filesRoot: string): Promise<number> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const keys = (await client.query(`select storage_key from uploaded_files where storage_key like 'bench/%'`))
    .rows as { storage_key: string }[];
  await client.end();
  await mkdir(filesRoot, { recursive: true });
  const source = join(filesRoot, 'bench-photo.jpg');
  await writeFile(source, PHOTO);
  for (const { storage_key: key } of keys) {
    await mkdir(dirname(join(filesRoot, key)), { recursive: true });
    await link(source, join(filesRoot, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
  return keys.length;
}

/** Signs the administrator in; answers the session cookie and the XSRF token the server bound to it. */
async function signIn(): Promise<{ cookie: string; xsrf: string }> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
    body: JSON.stringify({ email: 'admin@fieldbook.local', password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const set = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const session = set.find((c) => c.startsWith('fb_session='))!;
  const xsrf = set.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? XSRF;
  return { cookie: session, xsrf };
}

const filterOf = (filter: Record<string, unknown>) => JSON.stringify(filter);

/** Runs one export job from POST to completion, sampling the server tree's Pss; answers time, rows, files, peak. */
async function exportJob(
  { cookie, xsrf }: { cookie: string; xsrf: string },
  pid: number,
  body: Record<string, unknown>,
) {
  const headers = {
    cookie: `${cookie}; XSRF-TOKEN=${xsrf}`,
    'x-xsrf-token': xsrf,
    'content-type': 'application/json',
  };
  const idleMb = treePssKb(pid) / 1024;
  const cpuBefore = treeCpuSeconds(pid);
  let peakMb = idleMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, treePssKb(pid) / 1024);
  }, 100);
  const started = performance.now();
  try {
    const res = await fetch(`${base}/api/issues/export`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (res.status !== 202) throw new Error(`export: ${res.status} ${await res.text()}`);
    const jobId = ((await res.json()) as { data: { job_id: string } }).data.job_id;
    for (;;) {
      await new Promise((r) => setTimeout(r, 200));
      const job = (await (await fetch(`${base}/api/jobs/${jobId}`, { headers })).json()) as {
        data: { state: string; result?: { rows: number; files: number; size: number }; error: string | null };
      };
      if (job.data.state === 'failed') throw new Error(`export failed: ${job.data.error}`);
      if (job.data.state === 'completed') {
        const seconds = (performance.now() - started) / 1000;
        const result = job.data.result!;
        return { seconds, cpu: treeCpuSeconds(pid) - cpuBefore, ...result, idleMb, peakMb };
      }
    }
  } finally {
    clearInterval(sampler);
  }
}

type ExportFigures = Awaited<ReturnType<typeof exportJob>>;

/** A fresh server on the bench database (each phase gets its own, so a phase's memory starts from idle). */
async function withServer<T>(
  dataDir: string,
  work: (pid: number) => Promise<T>,
  nodeArgs: readonly string[] = [],
): Promise<T> {
  const server = await startBenchServer({
    argv: ['node', ...nodeArgs, 'apps/server/dist/server.js'],
    cwd: process.env.BENCH_SERVER_ROOT ?? root,
    databaseUrl: db.url,
    port,
    password,
    env: { FIELDBOOK_DEMO_DATA: '0', DATA_DIR: dataDir, LIST_CACHE_ENTRIES: '0' },
  });
  try {
    return await work(server.pid!);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
  }
}

/** Runs one export `runs` times in a row on a fresh server started with `nodeArgs`, printing each run's figures. */
async function exportRuns(
  dataDir: string,
  label: string,
  body: Record<string, unknown>,
  runs: number,
  nodeArgs: readonly string[] = [],
) {
  return withServer(
    dataDir,
    async (pid) => {
      const session = await signIn();
      const figures: ExportFigures[] = [];
      for (let run = 1; run <= runs; run++) {
        figures.push(await exportJob(session, pid, body));
        process.stdout.write(`  ${label} (${run}): ${JSON.stringify(figures.at(-1))}\n`);
      }
      return figures;
    },
    nodeArgs,
  );
}

/** The old generation of the servers that judge flatness: about twice the server's own reachable heap at idle. */
const FLAT_HEAP_MB = 160;

/**
 * Memory flat (ADR 225): on a server whose old generation is capped at FLAT_HEAP_MB, the same large export runs
 * again and again to the end and its peak Pss does not rise by more than 5 % from run to run. Uncapped, V8 lets
 * collectable garbage grow its heap for several runs before it collects, so one uncapped peak says little about
 * what an export keeps; capped, it must collect early, and an export that kept rows would run out of memory.
 */
function flatness(runs: ExportFigures[]) {
  const [first, ...later] = runs;
  const worst = Math.max(...later.map((r) => r.peakMb));
  const met = worst <= first!.peakMb * 1.05;
  const peaks = runs.map((r) => r.peakMb.toFixed(0)).join(' / ');
  const seconds = runs.map((r) => r.seconds.toFixed(1)).join(' / ');
  return {
    met,
    text: `old generation capped at ${FLAT_HEAP_MB} MB: idle ${first!.idleMb.toFixed(0)} MB, peaks ${peaks} MB, ${seconds} s`,
  };
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const rate = (r: { rows: number; seconds: number }) => Math.round(r.rows / r.seconds).toLocaleString('en');

async function main(): Promise<void> {
  await db.create();
  const dataDir = await mkdtemp(join(os.tmpdir(), 'fb-bench-issues-'));
  try {
    const only = process.env.BENCH_XLSX_ONLY ? 'xlsx' : process.env.BENCH_ZIP_ONLY ? 'zip' : null;
    const setUp = await withServer(dataDir, async (pid) => {
      const seeded = await seed();
      const photos = await linkPhotos(join(dataDir, 'files'));
      process.stdout.write(`  ${photos} photo keys linked\n`);
      if (only) return { ...seeded, list: null };
      const { cookie } = await signIn();
      const listFilter = {
        status: { operator: 'exists-in', value: ['in_progress'] },
        assignee: { operator: 'exists-in', value: [seeded.member] },
      };
      const list = await measureCall({
        name: 'GET /api/issues',
        base,
        path: `/api/issues?filter=${encodeURIComponent(filterOf(listFilter))}&limit=25`,
        cookie,
        seconds,
        serverPid: pid,
        backendPids: db.backendPids,
        connections: 20,
      });
      return { ...seeded, list };
    });
    const { categories, list } = setUp;
    if (process.env.BENCH_LIST_ONLY) return;

    // A quarter of a category: one status of four.
    const toDo = { status: { operator: 'exists-in', value: ['to_do'] } };
    const bulk = { category_id: { operator: 'exists-in', value: [categories['Bench bulk']!] } };
    const xlsxFilters: Record<string, Record<string, unknown>> = {
      quarter: { ...bulk, ...toDo },
      all: {},
    };
    const xlsxOf = (size?: string) => ({ format: 'xlsx', filter: filterOf(xlsxFilters[size ?? ''] ?? bulk) });
    const photoIssues = { category_id: { operator: 'exists-in', value: [categories['Bench photos']!] } };
    const zipOf = (quarter: boolean) => ({
      format: 'zip',
      filter: filterOf(quarter ? { ...photoIssues, ...toDo } : photoIssues),
    });
    if (only) {
      const body =
        only === 'xlsx' ? xlsxOf(process.env.BENCH_XLSX_SIZE) : zipOf(Boolean(process.env.BENCH_ZIP_QUARTER));
      await exportRuns(dataDir, `${only} alone`, body, Number(process.env.BENCH_REPEAT ?? 1));
      return;
    }

    // The issue's two exports, each alone on a fresh server; then each again and again on a capped one (flatness).
    const capped = [`--max-old-space-size=${FLAT_HEAP_MB}`];
    const xlsx = (await exportRuns(dataDir, 'xlsx 100,000', xlsxOf(), 1))[0]!;
    const xlsxLarge = await exportRuns(dataDir, 'xlsx 1,000,000, capped', xlsxOf('all'), 2, capped);
    const zip = (await exportRuns(dataDir, 'zip 10,000', zipOf(false), 1))[0]!;
    const zipLarge = await exportRuns(dataDir, 'zip 10,000, capped', zipOf(false), 3, capped);

    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ');
    const xlsxFlat = flatness(xlsxLarge);
    const zipFlat = flatness(zipLarge);
    const verdict = (met: boolean) => (met ? 'met' : 'missed');
    const lines = [
      `### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${machineNote()}`,
      '',
      `1,000,000 issues (50 assignees), list cache off (LIST_CACHE_ENTRIES=0), built server; each phase on a fresh server. Load average after the run: ${load}`,
      '(the 20 clients run on the same 2 cores as the server and PostgreSQL; say in the record what else was running).',
      '',
      '| Measure | Figure | Target |',
      '|---|---|---|',
      `| GET /api/issues, status in_progress + one assignee (${list!.total} match), first page of 25, 20 clients × ${seconds} s | p50 ${list!.p50.toFixed(1)} ms, p95 ${list!.p95.toFixed(1)} ms, p99 ${list!.p99.toFixed(1)} ms, ${list!.rps} req/s, ${list!.errors} errors | p95 ≤ 100 ms |`,
      `| Export to XLSX, ${xlsx.rows.toLocaleString('en')} issues (job, into storage) | ${xlsx.seconds.toFixed(1)} s, ${rate(xlsx)} rows/s, ${mb(xlsx.size)} MB; server Pss ${xlsx.idleMb.toFixed(0)} → peak ${xlsx.peakMb.toFixed(0)} MB | ≥ 20,000 rows/s |`,
      `| XLSX memory: all ${xlsxLarge[0]!.rows.toLocaleString('en')} issues, ${xlsxLarge.length} times in a row | ${xlsxFlat.text} — flat ${verdict(xlsxFlat.met)} | memory flat |`,
      `| Export to ZIP, ${zip.rows.toLocaleString('en')} issues with ${zip.files.toLocaleString('en')} photos, each read through storage | ${zip.seconds.toFixed(1)} s, ${rate(zip)} rows/s (${Math.round(zip.files / zip.seconds).toLocaleString('en')} photos/s), ${mb(zip.size)} MB; server Pss ${zip.idleMb.toFixed(0)} → peak ${zip.peakMb.toFixed(0)} MB | — |`,
      `| ZIP memory: the same ZIP ${zipLarge.length} times in a row | ${zipFlat.text} — flat ${verdict(zipFlat.met)} | memory flat |`,
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (!process.env.BENCH_NO_RECORD)
      recordSection(
        'Issues',
        'Run with `nice npx tsx bench/issues/run.ts` after `npm run build` (see bench/issues/run.ts).',
        lines,
      );
  } finally {
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
