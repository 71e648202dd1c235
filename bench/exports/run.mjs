// Inspection export benchmark (issue 20): a fresh PostgreSQL database with 1,000,000 answer rows (inspections of one
// published demo template, every top-level question answered), then GET /api/inspections/export?rows=answers as CSV
// (and XLSX) read to the last byte: rows per second and the server's peak memory above idle (VmRSS summed over its
// process tree). Records under "Inspection exports" in bench/RESULTS.md. Usage (from the repository root):
// npx tsx bench/exports/run.mjs [BENCH_ANSWERS=1000000] [BENCH_PORT=4270]; BENCH_KEEP_DB=1 keeps the database,
// BENCH_DB=<name> reuses it, BENCH_NO_RECORD=1 only prints, BENCH_CSV_ONLY=1 skips the XLSX (printed, not recorded).
// BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' runs the server's node directly with these flags (profiling).
// Each line gives the server's CPU seconds for the export (its process tree), steadier than rows/s on a shared machine.
import os from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { treeCpuSeconds, treeRssKb } from '../imports/server-memory.mjs';
import { startBenchServer } from '../support/bench-server.mjs';
import { benchDatabase, machineNote, query, recordSection, signInAdmin } from '../support/pg-bench.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.BENCH_PORT ?? 4270);
const answersWanted = Number(process.env.BENCH_ANSWERS ?? 1_000_000);
const password = 'Bench-passw0rd';
const base = `http://127.0.0.1:${port}`;
const db = benchDatabase('fb_bench_exports');

/** An answer value for a question of the demo template: a number, a text, or the first option of its set. */
function valueFor(item, doc) {
  if (['number', 'slider'].includes(item.type)) return 42;
  const setId = item.options?.response_set_id;
  if (typeof setId === 'string') {
    const set = [...(doc.response_sets ?? []), ...(doc.global_responses ?? [])].find((s) => s.uuid === setId);
    return set?.options?.[0]?.uuid ? [set.options[0].uuid] : null;
  }
  return ['textAnswer', 'longText'].includes(item.type) ? 'Checked, all fine' : null;
}

/** Seeds inspections of the first demo template with every answerable top-level question answered. */
async function seed() {
  const org = (await query(db.url, `select id from organizations where name = 'Demo'`)).rows[0].id;
  const admin = (await query(db.url, `select id from users where email = 'admin@fieldbook.local'`)).rows[0]
    .id;
  const { rows } = await query(
    db.url,
    `select t.id, v.version, v.document from templates t
       join template_versions v on v.org_id = t.org_id and v.template_id = t.id and v.version = t.published_version
      where t.org_id = $1 order by t.title limit 1`,
    [org],
  );
  const { id: templateId, version, document } = rows[0];
  const questions = document.items
    .map((item) => ({ item, value: valueFor(item, document) }))
    .filter((q) => q.value !== null);
  const inspections = Math.ceil(answersWanted / questions.length);
  process.stdout.write(`  ${questions.length} questions × ${inspections} inspections\n`);
  const started = Date.now();
  await query(
    db.url,
    `insert into inspections (org_id, id, template_id, template_version, title, document_number, status,
         started_at, completed_at, timezone, conducted_by, score, max_score, percent, failed_count, issues_count, seq)
       select $1, gen_random_uuid(), $2, $3, 'Bench inspection ' || g, 'X' || g, 'completed',
              now() - (g * 60 || ' seconds')::interval, now() - (g * 60 - 600 || ' seconds')::interval,
              'Europe/Berlin', $4, 8, 10, 80, 0, 0, 1
         from generate_series(1, $5::int) g`,
    [org, templateId, version, admin, inspections],
  );
  await query(
    db.url,
    `insert into inspection_answers (org_id, inspection_id, item_id, instance, item_base_uuid, value, value_text,
         value_number, response_at, changed_by, seq)
       select $1, i.id, q.item_id, 0, q.item_id, q.value,
              case when jsonb_typeof(q.value) = 'string' then q.value #>> '{}' end,
              case when jsonb_typeof(q.value) = 'number' then (q.value #>> '{}')::float8 end,
              i.started_at, $2, 1
         from inspections i
         cross join unnest($3::uuid[], $4::jsonb[]) as q(item_id, value)
        where i.org_id = $1 and i.template_id = $5 and i.document_number like 'X%'`,
    [org, admin, questions.map((q) => q.item.id), questions.map((q) => JSON.stringify(q.value)), templateId],
  );
  await query(db.url, 'vacuum analyze inspections');
  await query(db.url, 'vacuum analyze inspection_answers');
  process.stdout.write(`  seeded in ${Date.now() - started} ms\n`);
}

/** Downloads one export to the last byte while sampling the server's memory; answers rows, seconds and peak MB. */
async function download(pid, cookie, path) {
  const idle = treeRssKb(pid);
  const cpuBefore = treeCpuSeconds(pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRssKb(pid));
  }, 100);
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const cpu = treeCpuSeconds(pid) - cpuBefore;
  return { seconds, bytes, lines, cpu, idleMb: idle / 1024, aboveIdleMb: (peak - idle) / 1024 };
}

async function main() {
  await db.create();
  let server;
  try {
    server = await startBenchServer({
      argv: process.env.BENCH_NODE_ARGS
        ? [
            process.execPath,
            ...process.env.BENCH_NODE_ARGS.split(' ').filter(Boolean),
            '--import',
            'tsx',
            'apps/server/src/server.ts',
          ]
        : ['npx', 'tsx', 'apps/server/src/server.ts'],
      cwd: root,
      databaseUrl: db.url,
      port,
      password,
    });
    if (!db.reused) await seed();
    const answers = Number((await query(db.url, 'select count(*) from inspection_answers')).rows[0].count);
    const cookie = await signInAdmin(base, password);
    // BENCH_EXPORT_FILTER=<list filter JSON> exports part of the inspections (the peak of two sizes compared).
    const part = process.env.BENCH_EXPORT_FILTER
      ? `&filter=${encodeURIComponent(process.env.BENCH_EXPORT_FILTER)}`
      : '';
    const csv = await download(server.pid, cookie, `/api/inspections/export?rows=answers&format=csv${part}`);
    const csvRows = csv.lines - 1;
    const line = (name, r, rows) =>
      `- ${name}: ${rows.toLocaleString('en')} rows, ${(r.bytes / 2 ** 20).toFixed(0)} MB in ${r.seconds.toFixed(1)} s = **${Math.round(rows / r.seconds).toLocaleString('en')} rows/s**, server CPU ${r.cpu.toFixed(1)} s; server memory ${r.idleMb.toFixed(0)} MB idle, peak **+${r.aboveIdleMb.toFixed(0)} MB**`;
    if (process.env.BENCH_CSV_ONLY) {
      process.stdout.write(
        `${line('CSV, one row per answer', csv, csvRows)}; load ${os.loadavg()[0].toFixed(1)}\n`,
      );
      return;
    }
    const xlsx = await download(server.pid, cookie, '/api/inspections/export?rows=answers&format=xlsx');
    const lines = [
      `### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${machineNote()}`,
      '',
      `${answers.toLocaleString('en')} answer rows in the database; load average at the end ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}.`,
      '',
      line('CSV, one row per answer', csv, csvRows),
      line('XLSX, one row per answer', xlsx, csvRows),
      `- target (CSV): ≥ 50,000 rows/s — ${Math.round(csvRows / csv.seconds) >= 50_000 ? 'met' : 'MISSED'}; memory flat — judged by a smaller export's peak beside this one (BENCH_CSV_ONLY=1 BENCH_EXPORT_FILTER=…), not by this run alone`,
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (!process.env.BENCH_NO_RECORD)
      recordSection(
        'Inspection exports',
        'Run with `npx tsx bench/exports/run.mjs` (see bench/exports/run.mjs). Target: CSV of 1,000,000 answer rows ≥ 50,000 rows/s, memory flat.',
        lines,
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
