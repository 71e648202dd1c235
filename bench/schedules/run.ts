// Schedules benchmark (issue 22, ADR 213): 10,000 active daily schedules over 50,000 assets (5 each) in one
// workspace on PostgreSQL; materialising the next 7 days (wall time, statements, rows), then the sweep's cost per
// tick when nothing is due, at 10,000 and again at 20,000 schedules. Run: `nice npx tsx bench/schedules/run.ts`
// on the PostgreSQL of BENCH_PG_URL (default local); figures go into bench/RESULTS.md.
// The server's request types (reached through the job definitions) need the cookie plugin's augmentation.
import type {} from '@fastify/cookie';
import pg from 'pg';
import { recurrenceSchema } from '@fieldbook/domain';
import { workspacesDue } from '../../apps/server/src/modules/assignments/materialise.job';
import { materialiseWorkspace } from '../../apps/server/src/modules/assignments/occurrence-materialiser';
import { fromPostgres } from '../../apps/server/src/platform/db/client';
import { createOwner } from '../../apps/server/src/test/factories';
import { benchDatabase, machineNote, recordSection } from '../support/pg-bench.mjs';

const SCHEDULES = 10_000;
const ASSETS = 50_000;
const IDLE_TICKS = 200;

// Every statement any pool client sends, so a phase's figure is "statements", not a guess; and the wall time
// until each one's answer, summed by the statement's first words, so the record says where the time goes.
let statements = 0;
const spent = new Map<string, number>();
const query = pg.Client.prototype.query;
/** A statement's first words (its kind and table), whitespace folded. */
function kindOf(text: unknown): string {
  const raw = typeof text === 'string' ? text : ((text as { text?: string } | null)?.text ?? '');
  return raw.replace(/\s+/g, ' ').trim().slice(0, 48);
}
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements += 1;
  const kind = kindOf(args[0]);
  const t0 = performance.now();
  const answer = (query as (...a: unknown[]) => unknown).apply(this, args);
  if (answer instanceof Promise)
    void answer.then(
      () => spent.set(kind, (spent.get(kind) ?? 0) + performance.now() - t0),
      () => undefined,
    );
  return answer;
} as typeof query;

const bench = benchDatabase('fb_bench_schedules');
if (!bench.reused) await bench.create();
const database = fromPostgres(bench.url);
await database.migrate();
const { org } = await createOwner(database.db);
const rule = JSON.stringify(
  recurrenceSchema.parse({
    frequency: 'daily',
    time_zone: 'Europe/Berlin',
    start: '2026-01-01T08:00',
    duration_minutes: 120,
  }),
);
const owner = new pg.Client({ connectionString: bench.url });
await owner.connect();
/** Adds `count` schedules after the first `offset`, each over 5 of the assets; `sweepAt` is when they are due. */
async function seedSchedules(offset: number, count: number, sweepAt: string): Promise<void> {
  await owner.query(
    `insert into assignments (org_id, id, title, type, template_id, recurrence, status, rule_applies_from, sweep_at)
       select $1, gen_random_uuid(), 'Bench schedule ' || g, 'schedule', $1, $2::jsonb, 'active', now() - interval '1 day', ${sweepAt}
       from generate_series(${offset + 1}, ${offset + count}) g`,
    [org.id, rule],
  );
}
await owner.query(`insert into asset_types (org_id, id, name) values ($1, $1, 'Bench forklift')`, [org.id]);
await owner.query(
  `insert into assets (org_id, asset_id, display_name, type_id)
     select $1, 'B-' || g, 'Bench forklift ' || g, $1 from generate_series(1, ${ASSETS}) g`,
  [org.id],
);
await seedSchedules(0, SCHEDULES, `now() - interval '1 minute'`);
await owner.query(
  `insert into assignment_assets (org_id, assignment_id, asset_id)
     select a.org_id, a.id, s.id
     from (select id, org_id, row_number() over (order by id) - 1 as n from assignments) a
     join (select id, row_number() over (order by id) - 1 as n from assets) s on s.n / 5 = a.n`,
);
for (const table of ['assignments', 'assets', 'assignment_assets'])
  await owner.query(`vacuum analyze ${table}`);

// Materialising: what the sweep and its per-workspace jobs do, run here in one process, job after job.
const now = new Date();
statements = 0;
spent.clear();
const started = performance.now();
let runs = 0;
let inserted = 0;
while ((await workspacesDue(database.db, now)).length > 0) {
  const result = await materialiseWorkspace(database.db, org.id, now);
  inserted += result.inserted;
  runs += 1;
}
const materialiseMs = performance.now() - started;
const materialiseStatements = statements;
const slowest = [...spent.entries()]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 6)
  .map(([kind, ms]) => `\`${kind}…\` ${(ms / 1000).toFixed(1)} s`)
  .join('; ');

/** The sweep's query when nothing is due: mean time and statements per tick over IDLE_TICKS ticks. */
async function idleTick(): Promise<{ ms: number; perTick: number; plan: string }> {
  const later = new Date(now.getTime() + 60_000);
  statements = 0;
  const t0 = performance.now();
  for (let n = 0; n < IDLE_TICKS; n += 1)
    if ((await workspacesDue(database.db, later)).length > 0) throw new Error('something is due');
  const ms = (performance.now() - t0) / IDLE_TICKS;
  const perTick = statements / IDLE_TICKS;
  const explained = await owner.query(
    `explain (analyze, buffers, costs off, timing off, summary off)
       select distinct a.org_id from assignments a where a.status = 'active' and a.sweep_at <= $1 limit 5000`,
    [later.toISOString()],
  );
  const plan = explained.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join(' / ');
  return { ms, perTick, plan };
}
const idle10k = await idleTick();
await seedSchedules(SCHEDULES, SCHEDULES, `now() + interval '1 day'`);
await owner.query('vacuum analyze assignments');
const idle20k = await idleTick();

const lines = [
  `### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${machineNote()}`,
  '',
  `${SCHEDULES.toLocaleString('en')} active daily schedules (08:00 Europe/Berlin, 2 h window) over ${ASSETS.toLocaleString('en')} assets, 5 each, one workspace; runs in-process (no HTTP, no queue).`,
  '',
  '| Measure | Figure | Target |',
  '|---|---|---|',
  `| Materialise the next 7 days (${runs} job runs of ≤ 500 assignments) | ${(materialiseMs / 1000).toFixed(1)} s, ${inserted.toLocaleString('en')} occurrences, ${materialiseStatements.toLocaleString('en')} statements (${(materialiseStatements / SCHEDULES).toPrecision(2)} per schedule) | — |`,
  `| Sweep tick, nothing due, ${SCHEDULES.toLocaleString('en')} schedules | ${idle10k.ms.toFixed(2)} ms, ${idle10k.perTick} statement per tick | constant |`,
  `| Sweep tick, nothing due, ${(2 * SCHEDULES).toLocaleString('en')} schedules | ${idle20k.ms.toFixed(2)} ms, ${idle20k.perTick} statement per tick | constant |`,
  '',
  `Where the materialising time went (wall time until each statement's answer, by its first words; the rest is JS): ${slowest}.`,
  '',
  `Plan of the idle tick's query at ${(2 * SCHEDULES).toLocaleString('en')}: ${idle20k.plan}`,
];
process.stdout.write(`${lines.join('\n')}\n`);
recordSection(
  'Schedules',
  'Run with `nice npx tsx bench/schedules/run.ts` (see bench/schedules/run.ts).',
  lines,
);
await owner.end();
await database.close();
if (!bench.reused) await bench.drop();
