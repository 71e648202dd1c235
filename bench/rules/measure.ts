import { Model } from 'survey-core';
import { compileProgram, evaluateTemplate, RulesEngine } from '../../packages/domain/src/rules';
import type { BenchCase } from './shapes';

/** survey-core re-walks the whole model per answer; at 5,000 questions we time this many answers. */
export const SURVEY_SAMPLE_AT_5000 = 200;
/** Timed runs of our engine per case (fresh engine each, program compiled once). */
export const OUR_RUNS = 15;

/** Our engine's figures for one case, and the engine left after the last run. */
export interface OurResult {
  perAnswerUs: number;
  compileMs: number;
  engine: RulesEngine;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * CPU time this process used since `start`, in µs. Wall-clock time on a shared 2-core machine under
 * load counts other jobs' time slices, and a longer run is likelier to be preempted, which would bias
 * the 5,000 ÷ 1,000 comparison; CPU time measures what each engine actually costs.
 */
export function cpuMicros(start?: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return used.user + used.system;
}

function answerAll(
  program: ReturnType<typeof compileProgram>,
  c: BenchCase,
): { us: number; engine: RulesEngine } {
  const engine = new RulesEngine(program);
  const start = process.cpuUsage();
  for (const a of c.answers) engine.setAnswer(a.name, a.value);
  return { us: cpuMicros(start) / c.answers.length, engine };
}

/**
 * Times our engine on several cases with their runs interleaved (A B A B ...), so a load spike on a
 * shared machine hits every size alike and the 5,000 ÷ 1,000 comparison stays fair. Median per case.
 */
export function runOurs(cases: BenchCase[]): OurResult[] {
  const compiled = cases.map((c) => {
    const t0 = performance.now();
    const program = compileProgram(c.template);
    return {
      program,
      compileMs: performance.now() - t0,
      samples: [] as number[],
      engine: null as RulesEngine | null,
    };
  });
  for (let run = 0; run < OUR_RUNS; run += 1) {
    cases.forEach((c, k) => {
      const { us, engine } = answerAll(compiled[k]!.program, c);
      compiled[k]!.samples.push(us);
      compiled[k]!.engine = engine;
    });
  }
  return compiled.map((x) => ({ perAnswerUs: median(x.samples), compileMs: x.compileMs, engine: x.engine! }));
}

/** Times survey-core answering one at a time (a bounded sample at 5,000), then gives it the rest at once. */
export function runSurvey(c: BenchCase): { perAnswerUs: number; timed: number; model: Model } {
  const model = new Model(c.surveyJson);
  const timed = c.questions >= 5000 ? SURVEY_SAMPLE_AT_5000 : c.answers.length;
  const start = process.cpuUsage();
  for (const a of c.answers.slice(0, timed)) model.setValue(a.name, a.value);
  const perAnswerUs = cpuMicros(start) / timed;
  if (timed < c.answers.length)
    model.mergeData(Object.fromEntries(c.answers.slice(timed).map((a) => [a.name, a.value])));
  return { perAnswerUs, timed, model };
}

/** Checks both engines agree on final visibility and running sums, and ours equals a full evaluation. */
export function agree(c: BenchCase, engine: RulesEngine, model: Model): string[] {
  const problems: string[] = [];
  for (const a of c.answers) {
    const ours = engine.stateOf(a.name).visible;
    const theirs = model.getQuestionByName(a.name)!.isVisible;
    if (ours !== theirs) problems.push(`visibility of ${a.name}: ours ${ours}, survey-core ${theirs}`);
  }
  let expected = 0;
  let seen = 0;
  for (const id of c.sums) {
    const block = c.answers.slice(seen, seen + Math.ceil(c.questions / c.sums.length));
    seen += block.length;
    expected += block.reduce((s, a) => s + a.value, 0);
    const ours = engine.stateOf(id).value;
    const theirs = model.getValue(id) as unknown;
    if (ours !== expected || theirs !== expected) {
      problems.push(`${id}: ours ${String(ours)}, survey-core ${String(theirs)}, expected ${expected}`);
    }
  }
  const full = evaluateTemplate(c.template, {
    answers: c.answers.map((a) => ({ item_id: a.name, value: a.value })),
  });
  if (JSON.stringify(full) !== JSON.stringify(engine.snapshot()))
    problems.push('incremental state differs from full evaluation');
  return problems;
}
