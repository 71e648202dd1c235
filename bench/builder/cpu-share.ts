// Whose CPU a cold opening uses: opens a builder in fresh contexts and reads, from /proc, the CPU time each
// process kind spent between the navigation and the first item (the renderer, the browser process, the
// network and GPU helpers, Fieldbook's server, and this script with Playwright, which also serves SurveyJS).
// When the sum approaches the machine's cores × the wall time, the opening is CPU-bound and moving work to
// another thread cannot make it faster; only less work can. A diagnosis aid for the cold first item (bench/RESULTS.md); not a benchmark.
// Usage (repository root, after `npm run build`): npx tsx bench/builder/cpu-share.ts [--tool fieldbook|surveyjs] [--size 2000] [--openings 6]
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { launchBrowser } from '../../e2e/support/browser';
import { arg, newBenchContext, startTools } from './harness';
import { openIn } from './measure';
import { probeScript } from './probe';

const toolName = arg('tool', 'fieldbook');
const size = Number(arg('size', '2000'));
const openings = Number(arg('openings', '6'));
const PORT = Number(process.env.BENCH_PORT ?? 3955);
const TICKS_PER_SECOND = 100;

/** Names a process by its command line: the server, one of Chromium's process types, or anything else. */
function kindOf(commandLine: string): string {
  if (commandLine.includes('server.js')) return 'Fieldbook server';
  const type = /--type=([a-z-]+)/.exec(commandLine)?.[1];
  if (type) return `chromium ${type}`;
  if (commandLine.includes('chromium')) return 'chromium browser';
  if (commandLine.includes('node')) return 'node: this script with Playwright (and the SurveyJS files)';
  return 'other';
}

/** CPU milliseconds (user + system) spent so far by every live process, summed by kind. */
function cpuByKind(): Map<string, number> {
  const totals = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      const kind = kindOf(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '));
      totals.set(kind, (totals.get(kind) ?? 0) + (ticks * 1000) / TICKS_PER_SECOND);
    } catch {
      // the process ended between the listing and the read
    }
  }
  return totals;
}

async function main(): Promise<void> {
  const { tools, stop } = await startTools([toolName], PORT, [size]);
  const tool = tools[0];
  if (!tool) throw new Error(`unknown builder ${toolName}: fieldbook or surveyjs`);
  const browser = await launchBrowser();
  const spent = new Map<string, number>();
  let wall = 0;
  try {
    // The first opening warms the server's paths and is not counted.
    for (let r = 0; r <= openings; r += 1) {
      const context = await newBenchContext(browser, tool);
      const page = await context.newPage();
      await page.addInitScript({ content: probeScript(tool.firstItemSelector, tool.workingSelector) });
      const before = cpuByKind();
      const started = performance.now();
      const { firstItem } = await openIn(page, tool, size);
      const ended = performance.now();
      const after = cpuByKind();
      await context.close();
      if (r === 0) continue;
      wall += ended - started;
      for (const [kind, ms] of after) spent.set(kind, (spent.get(kind) ?? 0) + ms - (before.get(kind) ?? 0));
      console.log(
        `opening ${r}: first item ${firstItem.toFixed(0)} ms, wall ${(ended - started).toFixed(0)} ms`,
      );
    }
  } finally {
    await browser.close();
    await stop();
  }
  const perOpening = wall / openings;
  const total = [...spent.values()].reduce((sum, ms) => sum + ms, 0) / openings;
  console.log(
    `\n${tool.name}, ${size} questions: wall ${perOpening.toFixed(0)} ms per opening; CPU ms per opening:`,
  );
  for (const [kind, ms] of [...spent].sort((a, b) => b[1] - a[1]))
    console.log(`${(ms / openings).toFixed(0).padStart(6)}  ${kind}`);
  console.log(
    `${total.toFixed(0).padStart(6)}  in all = ${(total / perOpening).toFixed(2)} of ${cpus().length} cores busy`,
  );
}

await main();
