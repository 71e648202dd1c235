// Runner benchmark (issue 19): a published template of 2,000 number questions, 1,000 running-sum calculations and
// 500 colour rules (50 pages of 5 sections: 8 questions, 4 sums, 2 rules each) conducted on /inspections/:id/conduct
// of the production build in headless Chromium. Figures, all timed in the page (see probe.ts):
// - cold: navigation start → first question's input visible, enabled and painted, in a new browser context
//   (empty HTTP cache, no service worker, no IndexedDB); median of 5 after one untimed opening;
// - warm: the same in the last context, navigated again (service worker, HTTP cache and IndexedDB template warm);
// - per answer: key press → the painted frame showing every calculation that reads the question with its new
//   value and rule colour (the target's figure), and the same to the DOM updated; median and p95 over 200 answers
//   (the first 25 sections, typed in order);
// - the frame floor: the same key presses and probe on a page that only copies the digit (floor.ts, ADR 223).
// Targets: cold ≤ 1.5 s, p95 per answer ≤ 16 ms (painted). Appends a dated entry to the "Runner" section of bench/RESULTS.md.
// Usage (repository root, after `npm run build`): npx tsx bench/runner/run.ts [--answers 200] [--gap 200] [--no-record]
// (--gap: ms between the click into a field and typing its digit; --no-record: print only).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { launchBrowser } from '../../e2e/support/browser';
import { arg } from '../builder/harness';
import { apiSignIn, call, saveNewTemplate } from '../builder/fieldbook-session';
import { machineNote, recordSection } from '../support/pg-bench.mjs';
import { timeFloor } from './floor';
import { freshPage, openRunner, settle, timeAnswers, type RunnerTarget } from './measure';
import { buildRunnerCase } from './template';

const REPEAT = 5;
const answers = Number(arg('answers', '200'));
const gap = Number(arg('gap', '200'));
const repo = resolve(import.meta.dirname, '..', '..');

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? NaN;
const p95 = (values: number[]) => sorted(values)[Math.ceil(values.length * 0.95) - 1] ?? NaN;
const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const { startServer, ADMIN_EMAIL, ADMIN_PASSWORD } = await import(join(repo, 'e2e/support/server.ts'));
  const server = await startServer({ RATE_LIMIT_API: '0' });
  const browser = await launchBrowser();
  try {
    const signIn = (context: Parameters<RunnerTarget['signIn']>[0]) =>
      apiSignIn(context, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    const setup = await browser.newContext();
    await signIn(setup);
    const generated = buildRunnerCase();
    const template = await saveNewTemplate(
      setup,
      server.baseUrl,
      'Runner bench',
      generated.items,
      generated.rule_sets,
    );
    await call(setup, server.baseUrl, 'POST', `/checklist/template/${template.id}/publish`, {
      revision: template.revision,
    });
    const inspectionId = randomUUID();
    await call(setup, server.baseUrl, 'POST', '/inspections', {
      id: inspectionId,
      template_id: template.id,
      timezone: 'UTC',
    });
    await setup.close();
    const target: RunnerTarget = { url: `${server.baseUrl}/inspections/${inspectionId}/conduct`, signIn };

    // One untimed opening, so the first figure does not pay the server's first template read.
    const untimed = await freshPage(browser, target);
    await openRunner(untimed, target);
    await untimed.context().close();
    const cold: number[] = [];
    let page = await freshPage(browser, target);
    for (let r = 0; r < REPEAT; r += 1) {
      if (r > 0) {
        await page.context().close();
        page = await freshPage(browser, target);
      }
      cold.push(await openRunner(page, target));
    }
    const warm: number[] = [];
    for (let r = 0; r < REPEAT; r += 1) {
      await settle(page);
      warm.push(await openRunner(page, target));
    }
    await settle(page);
    const sections = generated.sections.slice(0, Math.ceil(answers / 8));
    const timings = await timeAnswers(
      page,
      { items: template.items, rule_sets: generated.rule_sets },
      sections,
      gap,
    );
    const painted = timings.map((t) => t.painted);
    const dom = timings.map((t) => t.dom);
    const floor = (await timeFloor(browser, painted.length, gap)).map((t) => t.painted);
    const figures = {
      cold: median(cold),
      warm: median(warm),
      answerMedian: median(painted),
      answerP95: p95(painted),
      domMedian: median(dom),
      domP95: p95(dom),
    };
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    const lines = [
      `### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${machineNote('PGlite')}, load average ${load()}`,
      '',
      `- first question answerable, cold: **${figures.cold.toFixed(0)} ms** median (${list(cold)}) — target ≤ 1,500 ms: ${verdict(figures.cold <= 1500)}`,
      `- first question answerable, warm: **${figures.warm.toFixed(0)} ms** median (${list(warm)})`,
      `- answer → every dependent calculation and rule colour painted, ${painted.length} answers ${gap} ms after the click into their field: median **${figures.answerMedian.toFixed(1)} ms**, p95 **${figures.answerP95.toFixed(1)} ms** — target p95 ≤ 16 ms: ${verdict(figures.answerP95 <= 16)}`,
      `- the same to the DOM updated (before the frame): median ${figures.domMedian.toFixed(1)} ms, p95 ${figures.domP95.toFixed(1)} ms; slowest painted: ${list(sorted(painted).slice(-5))} ms`,
      `- frame floor (the same key presses on a page that only copies the digit, ADR 223): painted median ${median(floor).toFixed(1)} ms, p95 ${p95(floor).toFixed(1)} ms`,
    ];
    console.log(lines.join('\n'));
    if (!process.argv.includes('--no-record'))
      recordSection(
        'Runner',
        'Issue 19: `npx tsx bench/runner/run.ts` (after `npm run build`). A published template of 2,000 number questions, 1,000 running-sum calculations and 500 colour rules (50 pages of 5 sections), conducted on `/inspections/:id/conduct` of the production build in headless Chromium at 1280×900. Cold = navigation start → first question input visible, enabled and painted in a new browser context; warm = a second navigation in that context (service worker, HTTP cache, IndexedDB template copy warm); per answer = key press → the painted frame in which every calculation reading the question shows its new value and rule colour (the figure the target judges), the same to the DOM updated, and the frame floor of a page that only copies the digit (ADR 223); one digit per answer, typed `--gap` ms after the click into its field while the previous answers save to IndexedDB and sync to the server.',
        lines,
      );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
