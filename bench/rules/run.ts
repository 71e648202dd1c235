import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Model } from 'survey-core';
import { compileProgram, evaluateTemplate, RulesEngine } from '../../packages/domain/src/rules';
import { buildCase, type BenchCase, type Shape } from './shapes';

const SIZES = [1000, 5000];
const SHAPES: Shape[] = ['chain', 'fanout', 'sums'];
/** survey-core re-walks the whole model per answer; at 5,000 questions we time this many answers. */
const SURVEY_SAMPLE_AT_5000 = 200;
const OUR_RUNS = 9;
/** Untimed passes over every shape first, so the JIT has compiled the engine before anything is timed. */
const WARM_UP_PASSES = 3;

interface Row {
  shape: Shape;
  n: number;
  oursUs: number;
  oursCompileMs: number;
  surveyUs: number;
  surveyTimed: number;
  ratio: number;
  agree: boolean;
}

function runOurs(c: BenchCase): { perAnswerUs: number; compileMs: number; engine: RulesEngine } {
  const t0 = performance.now();
  const program = compileProgram(c.template);
  const compileMs = performance.now() - t0;
  const perRun: number[] = [];
  let engine = new RulesEngine(program);
  for (let run = 0; run < OUR_RUNS; run += 1) {
    engine = new RulesEngine(program);
    const start = performance.now();
    for (const a of c.answers) engine.setAnswer(a.name, a.value);
    perRun.push(((performance.now() - start) * 1000) / c.answers.length);
  }
  perRun.sort((a, b) => a - b);
  return { perAnswerUs: perRun[Math.floor(perRun.length / 2)]!, compileMs, engine };
}

function runSurvey(c: BenchCase): { perAnswerUs: number; timed: number; model: Model } {
  const model = new Model(c.surveyJson);
  const timed = c.questions >= 5000 ? SURVEY_SAMPLE_AT_5000 : c.answers.length;
  const start = performance.now();
  for (const a of c.answers.slice(0, timed)) model.setValue(a.name, a.value);
  const perAnswerUs = ((performance.now() - start) * 1000) / timed;
  const rest = Object.fromEntries(c.answers.slice(timed).map((a) => [a.name, a.value]));
  if (timed < c.answers.length) model.mergeData(rest);
  return { perAnswerUs, timed, model };
}

function agree(c: BenchCase, engine: RulesEngine, model: Model): boolean {
  let ok = true;
  const fail = (what: string): void => {
    if (ok) console.error(`  DISAGREE ${c.shape}/${c.questions}: ${what}`);
    ok = false;
  };
  for (const a of c.answers) {
    const ours = engine.stateOf(a.name).visible;
    const theirs = model.getQuestionByName(a.name)!.isVisible;
    if (ours !== theirs) fail(`visibility of ${a.name}: ours ${ours}, survey-core ${theirs}`);
  }
  let expected = 0;
  let seen = 0;
  for (const id of c.sums) {
    const block = c.answers.slice(seen, seen + Math.ceil(c.questions / c.sums.length));
    seen += block.length;
    expected += block.reduce((s, a) => s + a.value, 0);
    const ours = engine.stateOf(id).value;
    const theirs = model.getValue(id) as unknown;
    if (ours !== expected || theirs !== expected) fail(`${id}: ours ${String(ours)}, survey-core ${String(theirs)}, expected ${expected}`);
  }
  const full = evaluateTemplate(c.template, { answers: c.answers.map((a) => ({ item_id: a.name, value: a.value })) });
  if (JSON.stringify(full) !== JSON.stringify(engine.snapshot())) fail('incremental state differs from full evaluation');
  return ok;
}

const fmt = (x: number, digits = 2): string => x.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });

for (let pass = 0; pass < WARM_UP_PASSES; pass += 1) {
  for (const shape of SHAPES) runOurs(buildCase(shape, SIZES[0]!));
}

const rows: Row[] = [];
for (const n of SIZES) {
  for (const shape of SHAPES) {
    const c = buildCase(shape, n);
    const ours = runOurs(c);
    const survey = runSurvey(c);
    const ok = agree(c, ours.engine, survey.model);
    const row: Row = {
      shape,
      n,
      oursUs: ours.perAnswerUs,
      oursCompileMs: ours.compileMs,
      surveyUs: survey.perAnswerUs,
      surveyTimed: survey.timed,
      ratio: survey.perAnswerUs / ours.perAnswerUs,
      agree: ok,
    };
    rows.push(row);
    console.log(
      `${shape.padEnd(6)} n=${String(n).padEnd(5)} ours ${fmt(row.oursUs, 3)} µs/answer (compile ${fmt(row.oursCompileMs, 1)} ms)` +
        ` | survey-core ${fmt(row.surveyUs / 1000, 3)} ms/answer over ${row.surveyTimed} answers | ×${fmt(row.ratio, 0)} | ${ok ? 'agree' : 'DISAGREE'}`,
    );
  }
}

const lines = [
  '| shape | questions | ours µs/answer | survey-core ms/answer (answers timed) | ratio | ours 5,000 ÷ 1,000 | agree |',
  '|---|---|---|---|---|---|---|',
  ...rows.map((r) => {
    const base = rows.find((x) => x.shape === r.shape && x.n === SIZES[0]);
    const growth = r.n === SIZES[0] || !base ? '' : `${fmt(r.oursUs / base.oursUs)}×`;
    return `| ${r.shape} | ${r.n.toLocaleString('en-GB')} | ${fmt(r.oursUs, 3)} | ${fmt(r.surveyUs / 1000, 3)} (${r.surveyTimed}) | ${fmt(r.ratio, 0)}× | ${growth} | ${r.agree ? 'yes' : 'NO'} |`;
  }),
];
console.log(`\n${lines.join('\n')}`);

const failures: string[] = [];
for (const r of rows) {
  if (!r.agree) failures.push(`${r.shape}/${r.n}: engines disagree`);
  if (r.n === SIZES[0] && r.ratio < 1000) failures.push(`${r.shape}/${r.n}: only ${fmt(r.ratio, 0)}× faster`);
  const base = rows.find((x) => x.shape === r.shape && x.n === SIZES[0])!;
  if (r.n !== SIZES[0] && r.oursUs > 2 * base.oursUs) failures.push(`${r.shape}/${r.n}: ${fmt(r.oursUs / base.oursUs)}× the 1,000 cost`);
}
for (const f of failures) console.log(`TARGET MISSED ${f}`);

if (process.argv.includes('--write')) {
  const file = fileURLToPath(new URL('../RESULTS.md', import.meta.url));
  const version = (JSON.parse(readFileSync(fileURLToPath(new URL('../../node_modules/survey-core/package.json', import.meta.url)), 'utf8')) as { version: string }).version;
  const commit = execSync('git rev-parse --short HEAD').toString().trim();
  const section = [
    '## Rules engine',
    '',
    `Run \`npx tsx bench/rules/run.ts\` (\`--write\` updates this section). ${new Date().toISOString().slice(0, 10)}, ` +
      `commit ${commit}, Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), survey-core ${version}.`,
    '',
    'Every question is answered one at a time; per-answer cost is the total time divided by the answers. Ours is the ' +
      `median of ${OUR_RUNS} runs on a fresh engine (compile once per template, after ${WARM_UP_PASSES} untimed warm-up passes). survey-core is timed on all answers at ` +
      `1,000 questions and on the first ${SURVEY_SAMPLE_AT_5000} at 5,000 (the rest are merged in one call before the agreement check). ` +
      'Both engines must agree on every question\'s final visibility and every running sum, and our incremental state must ' +
      'equal a full evaluation.',
    '',
    ...lines,
    '',
    failures.length === 0 ? 'All targets met (≥ 1,000× at 1,000 questions; 5,000 no more than 2× the 1,000 cost).' : `Missed: ${failures.join('; ')}.`,
    '',
  ].join('\n');
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  const re = /## Rules engine\n[\s\S]*?(?=\n## |$)/;
  const next = re.test(old) ? old.replace(re, section.trimEnd() + '\n') : `${old.trimEnd()}\n\n${section}`;
  writeFileSync(file, next);
  console.log(`wrote ${file}`);
}

if (rows.some((r) => !r.agree)) process.exit(1);
