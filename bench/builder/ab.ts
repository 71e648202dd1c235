// A/B of our editor's cold opening under two server settings (two servers side by side, openings interleaved so the
// machine's load falls on both alike): first item painted and first working, medians over the openings.
// Usage (after `npm run build`): npx tsx bench/builder/ab.ts [--size 2000] [--openings 15]
//   [--a SERVER_RENDERING=false] [--b SERVER_RENDERING=true]
import { launchBrowser } from '../../e2e/support/browser';
import { startFieldbook } from './fieldbook-tool';
import { arg, newBenchContext } from './harness';
import { openIn } from './measure';
import { probeScript } from './probe';
import type { BuilderTool } from './tool';

const size = Number(arg('size', '2000'));
const openings = Number(arg('openings', '15'));
const settings = (text: string) => Object.fromEntries(new URLSearchParams(text.replaceAll(',', '&')));
const PORT = Number(process.env.BENCH_PORT ?? 3970);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main(): Promise<void> {
  const a = await startFieldbook(PORT, [size], settings(arg('a', 'SERVER_RENDERING=false')));
  const b = await startFieldbook(PORT + 10, [size], settings(arg('b', 'SERVER_RENDERING=true')));
  const browser = await launchBrowser();
  const figures = new Map<BuilderTool, { first: number[]; working: number[] }>();
  try {
    // One untimed opening each, then the timed ones in turn.
    for (let r = 0; r <= openings; r += 1) {
      for (const tool of r % 2 === 0 ? [a.tool, b.tool] : [b.tool, a.tool]) {
        const context = await newBenchContext(browser, tool);
        const page = await context.newPage();
        await page.addInitScript({ content: probeScript(tool.firstItemSelector, tool.workingSelector) });
        const opening = await openIn(page, tool, size);
        await context.close();
        if (r === 0) continue;
        const seen = figures.get(tool) ?? { first: [], working: [] };
        seen.first.push(opening.firstItem);
        seen.working.push(opening.working);
        figures.set(tool, seen);
      }
    }
  } finally {
    await browser.close();
    await a.stop();
    await b.stop();
  }
  for (const [tool, seen] of figures) {
    console.log(
      `${tool.name}, ${size} questions, ${openings} cold openings: first item painted ${median(seen.first).toFixed(0)} ms, ` +
        `first working ${median(seen.working).toFixed(0)} ms`,
    );
  }
}

await main();
