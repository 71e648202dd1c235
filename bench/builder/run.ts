// Builder benchmark: our template editor and SurveyJS Creator (pinned, bench-only) on equivalent generated
// templates of 1,000 and 2,000 questions, in the same headless Chromium run. Each interaction is timed in
// the page from its trigger event to the DOM change (see probe.ts); figures are medians of 5 repetitions, the first
// item's over 5 openings in fresh contexts after one untimed opening per builder, and "first item warm" over 5 more
// openings in the last context (each server's cacheable files cached, as for a returning user). "First item" is
// when the frame showing it is painted; "first working" when the builder's own code has the page (ADR 182).
// Targets: every interaction of ours ≤ 50 ms at 2,000 questions and each figure ≥ 3× better than SurveyJS's.
// Usage (repository root, after `npm run build`): npx tsx bench/builder/run.ts [--sizes 1000,2000] [--tools surveyjs,fieldbook]
import { loadavg } from 'node:os';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser';
import { measureFirstItemOnce, measureTool, type ToolFigures } from './measure';
import { arg, newBenchContext, startTools } from './harness';

const sizes = arg('sizes', '1000,2000').split(',').map(Number);
const tools = arg('tools', 'fieldbook,surveyjs').split(',');
const PORT = Number(process.env.BENCH_PORT ?? 3950);

const INTERACTIONS = [
  'firstItem',
  'firstWorking',
  'firstItemWarm',
  'select',
  'editTitle',
  'undo',
  'move',
  'preview',
] as const;

function printTable(rows: ToolFigures[]): void {
  const header = ['tool', 'questions', ...INTERACTIONS, 'heapMb'];
  console.log(header.join('\t'));
  for (const row of rows) {
    console.log(
      [row.tool, row.questions, ...INTERACTIONS.map((k) => row[k].toFixed(1)), row.heapMb.toFixed(0)].join(
        '\t',
      ),
    );
  }
}

async function main(): Promise<void> {
  const { tools: registered, stop } = await startTools(tools, PORT, sizes);
  const browser: Browser = await launchBrowser();
  const rows: ToolFigures[] = [];
  try {
    for (const questions of sizes) {
      for (const tool of registered) {
        const contexts: BrowserContext[] = [];
        const newContext = async () => {
          const context = await newBenchContext(browser, tool);
          contexts.push(context);
          return context;
        };
        // One opening before the timed ones, so neither builder's first figure pays its server's start-up.
        if (questions === sizes[0]) await measureFirstItemOnce(newContext, tool, questions);
        rows.push(await measureTool(newContext, tool, questions));
        for (const context of contexts) await context.close();
        const { cold, coldWorking, warm } = rows.at(-1)!.openings;
        const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(' ');
        console.error(
          `done: ${tool.name} at ${questions} (load average ${loadavg()[0]!.toFixed(2)}; ` +
            `openings cold ${list(cold)} (working ${list(coldWorking)}), warm ${list(warm)})`,
        );
      }
    }
  } finally {
    await browser.close();
    await stop();
  }
  console.log(
    `\n${new Date().toISOString()}  load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  printTable(rows);
}

await main();
