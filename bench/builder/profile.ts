// Where the editor's time goes: runs each benchmark interaction of our editor once at the given size
// under the Chrome CPU profiler and prints the functions with the most self time, plus the page-load
// waterfall (navigation, scripts, API requests, first item). A diagnosis aid for ADR 152; not a benchmark.
// Usage (repository root, after `npm run build`): npx tsx bench/builder/profile.ts [--size 2000] [--top 25]
import type { CDPSession, Page } from 'playwright-core';
import { arg, probedFieldbookPage } from './harness';
import { armProbe, probeResult } from './measure';
import type { Step } from './tool';

const size = Number(arg('size', '2000'));
const top = Number(arg('top', '25'));

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function printProfile(label: string, ms: number, profile: Profile): void {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byNode.get(id);
    if (!node) return;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const file = url.split('/').pop() ?? '';
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const names = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byNode.get(at)?.callFrame;
      if (frame?.functionName) names.add(`${frame.functionName} ${frame.url.split('/').pop() ?? ''}`);
    }
    for (const name of names)
      inclusive.set(name, (inclusive.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const rows = [...self.entries()].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]);
  const busy = rows.reduce((sum, [, v]) => sum + v, 0);
  console.log(`\n== ${label}: ${ms.toFixed(1)} ms in page, ${busy.toFixed(1)} ms of samples`);
  for (const [key, value] of rows.slice(0, top)) console.log(`${value.toFixed(2).padStart(8)}  ${key}`);
  console.log(`-- inclusive, our code (template-editor and domain chunks):`);
  const ours = [...inclusive.entries()].filter(([k]) => /template-editor-page|templates-/.test(k));
  for (const [key, value] of ours.sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${value.toFixed(2).padStart(8)}  ${key}`);
}

async function profiled(page: Page, cdp: CDPSession, label: string, step: Step): Promise<void> {
  await armProbe(page, step);
  await cdp.send('Profiler.start');
  await step.act();
  const ms = await probeResult(page);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  printProfile(label, ms, profile);
  await step.after?.();
  await page.waitForTimeout(300);
}

async function main(): Promise<void> {
  const { tool, page, cdp, close } = await probedFieldbookPage(size, Number(process.env.BENCH_PORT ?? 3960));
  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await tool.open(page, size);
    await page.waitForFunction(
      () =>
        (window as unknown as { __bench?: { state: { firstItemAt: number | null } } }).__bench?.state
          .firstItemAt != null,
    );
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const first = await page.evaluate(() => {
      const at = (window as unknown as { __bench: { state: { firstItemAt: number } } }).__bench.state
        .firstItemAt;
      const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (e) => `${e.startTime.toFixed(0).padStart(6)} → ${e.responseEnd.toFixed(0).padStart(6)}  ${e.name}`,
      );
      return { at, entries };
    });
    console.log('waterfall (ms since navigation start):');
    for (const line of first.entries) console.log(line);
    printProfile('first item', first.at, profile);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const order = await tool.order(page);
    const [a, b] = [order[1]!, order[2]!];
    await profiled(page, cdp, 'select', tool.select(page, a.name));
    await profiled(page, cdp, 'edit title', tool.editTitle(page, a.name, a.title));
    await profiled(page, cdp, 'undo', tool.undo(page, a.name, a.title));
    await profiled(page, cdp, 'move', tool.move(page, a.name, b.name));
    await profiled(page, cdp, 'preview', tool.preview(page));
  } finally {
    await close();
  }
}

await main();
