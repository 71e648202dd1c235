import { buildCase, type Shape } from './shapes';
import { agree, OUR_RUNS, runOurs, runSurvey, SURVEY_SAMPLE_AT_5000 } from './measure';
import { writeResults, type Row } from './results';

const SIZES = [1000, 5000] as const;
const SHAPES: Shape[] = ['chain', 'fanout', 'sums'];
/** Untimed passes over every shape first, so the JIT has compiled the engine before anything is timed. */
const WARM_UP_PASSES = 3;

const fmt = (x: number, digits = 2): string =>
  x.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const warmUp = SHAPES.map((shape) => buildCase(shape, 200));
for (let pass = 0; pass < WARM_UP_PASSES; pass += 1) runOurs(warmUp);

const rows: Row[] = [];
for (const shape of SHAPES) {
  const cases = SIZES.map((n) => buildCase(shape, n));
  const ours = runOurs(cases);
  cases.forEach((c, k) => {
    const survey = runSurvey(c);
    const problems = agree(c, ours[k]!.engine, survey.model);
    for (const p of problems.slice(0, 5)) console.error(`  DISAGREE ${shape}/${c.questions}: ${p}`);
    const row: Row = {
      shape,
      n: c.questions,
      oursUs: ours[k]!.perAnswerUs,
      oursCompileMs: ours[k]!.compileMs,
      surveyUs: survey.perAnswerUs,
      surveyTimed: survey.timed,
      agree: problems.length === 0,
    };
    rows.push(row);
    console.log(
      `${shape.padEnd(6)} n=${String(c.questions).padEnd(5)} ours ${fmt(row.oursUs, 3)} µs/answer (compile ${fmt(row.oursCompileMs, 1)} ms)` +
        ` | survey-core ${fmt(row.surveyUs / 1000, 3)} ms/answer over ${row.surveyTimed} answers` +
        ` | ×${fmt(row.surveyUs / row.oursUs, 0)} | ${row.agree ? 'agree' : 'DISAGREE'}`,
    );
  });
}

const { table, failures } = writeResults(rows, {
  write: process.argv.includes('--write'),
  method:
    'Every question is answered one at a time; per-answer cost is the CPU time of the process (`process.cpuUsage`, ' +
    'because other jobs loaded the shared machine and wall-clock figures swung by 10×) divided by the answers. Ours is the ' +
    `median of ${OUR_RUNS} runs on a fresh engine (program compiled once per template, ${WARM_UP_PASSES} untimed warm-up passes first; ` +
    'runs of both sizes interleaved so machine load affects them alike). Compile time is wall clock, once per template. survey-core is timed on all answers at 1,000 questions ' +
    `and on the first ${SURVEY_SAMPLE_AT_5000} at 5,000 (the rest are merged in one call before the agreement check). Both engines ` +
    "must agree on every question's final visibility and every running sum, and our incremental state must equal a full evaluation.",
});
console.log(`\n${table}`);
for (const f of failures) console.log(`TARGET MISSED ${f}`);
if (rows.some((r) => !r.agree)) process.exit(1);
