// Where one interaction's milliseconds go: runs select, edit title and undo of our editor at the given size under
// the Chrome tracer and prints the renderer main thread's top-level tasks in the timed window (trigger event to
// expected DOM change) with their biggest children (event dispatch, script, style, layout). A diagnosis aid for
// the interaction figures of run.ts (ADR 152); not a benchmark.
// Usage (repository root, after `npm run build`):
//   npx tsx bench/builder/trace.ts [--size 2000] [--step undo|select|editTitle|all] [--min-us 150] [--before-us 500]
import type { CDPSession, Page } from 'playwright-core';
import { arg, probedFieldbookPage } from './harness';
import { armProbe, probeResult } from './measure';
import type { Step } from './tool';

const size = Number(arg('size', '2000'));
const only = arg('step', 'undo');
/** Children shorter than this (µs) are left out; tasks starting this long before the trigger are shown. */
const minChild = Number(arg('min-us', '150'));
const before = Number(arg('before-us', '500'));

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: { type?: string; functionName?: string; url?: string; lineNumber?: number; columnNumber?: number };
  };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.cpu_profiler.hires',
];

interface ChunkNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}
interface ChunkData {
  startTime?: number;
  cpuProfile?: { nodes?: ChunkNode[]; samples?: number[] };
  timeDeltas?: number[];
}

/** Self time per function of the JavaScript samples taken on the main thread between `from` and `to` (µs). */
function samplesBetween(events: TraceEvent[], pid: number, from: number, to: number): [string, number][] {
  const nodes = new Map<number, ChunkNode>();
  let at = 0;
  let last: number | null = null;
  const self = new Map<string, number>();
  for (const event of events) {
    if (event.pid !== pid) continue;
    const data = (event.args as { data?: ChunkData } | undefined)?.data;
    if (event.name === 'Profile' && data?.startTime !== undefined) at = data.startTime;
    if (event.name !== 'ProfileChunk' || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      at += data.timeDeltas?.[i] ?? 0;
      if (last !== null && at >= from && at <= to) {
        const frame = nodes.get(last)?.callFrame;
        const key = `${frame?.functionName || '(anonymous)'} ${(frame?.url ?? '').split('/').pop()}:${frame?.lineNumber ?? 0}:${frame?.columnNumber ?? 0}`;
        self.set(key, (self.get(key) ?? 0) + (data.timeDeltas?.[i] ?? 0));
      }
      last = id;
    });
  }
  return [...self.entries()].sort((a, b) => b[1] - a[1]);
}

/**
 * Starts the tracer and lets it settle (its sampling profiler starts with the page's next script, which would
 * otherwise be the timed one and pay tens of milliseconds for it); answers the stop, which gives the events.
 */
async function startTracing(page: Page, cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: unknown[] }) => {
    events.push(...(value as TraceEvent[]));
  };
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
  await page.evaluate(() => new Promise((done) => setTimeout(done, 200)));
  return async () => {
    const done = new Promise<void>((ok) => cdp.once('Tracing.tracingComplete', () => ok()));
    await cdp.send('Tracing.end');
    await done;
    cdp.off('Tracing.dataCollected', collect);
    return events;
  };
}

function label(event: TraceEvent): string {
  const begin = (event.args as { beginData?: { dirtyObjects?: number; totalObjects?: number } } | undefined)
    ?.beginData;
  if (event.name === 'Layout' && begin)
    return `Layout(${begin.dirtyObjects} of ${begin.totalObjects} objects dirty)`;
  const data = event.args?.data;
  const where = data?.url
    ? ` ${data.url.split('/').pop()}:${data.lineNumber ?? 0}:${data.columnNumber ?? 0}`
    : '';
  const detail = (data?.type ?? data?.functionName ?? '') + where;
  return detail ? `${event.name}(${detail})` : event.name;
}

function report(name: string, trigger: string, ms: number, events: TraceEvent[]): void {
  const main = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === trigger);
  if (!main) {
    console.log(`${name}: no ${trigger} in the trace`);
    return;
  }
  const thread = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const start = main.ts;
  const end = start + ms * 1000 + 2000;
  console.log(`\n== ${name}: ${ms.toFixed(2)} ms in page; main-thread events from the ${trigger} on:`);
  const inWindow = thread.filter((e) => e.ts >= start - before && e.ts < end);
  const top = inWindow.filter(
    (e) =>
      !inWindow.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && o.dur! > e.dur!),
  );
  console.log(`-- JavaScript samples inside the ${trigger} dispatch (self µs):`);
  for (const [key, us] of samplesBetween(events, main.pid, main.ts, main.ts + main.dur!).slice(0, 25))
    console.log(`${us.toFixed(0).padStart(8)}  ${key}`);
  for (const task of top) {
    console.log(
      `${((task.ts - start) / 1000).toFixed(2).padStart(7)} +${(task.dur! / 1000).toFixed(2).padStart(6)}  ${label(task)}`,
    );
    const children = inWindow
      .filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur! && e.dur! >= minChild,
      )
      .slice(0, 60);
    for (const child of children)
      console.log(
        `          ${((child.ts - start) / 1000).toFixed(2).padStart(7)} +${(child.dur! / 1000).toFixed(2).padStart(6)}  ${label(child)}`,
      );
  }
}

async function run(page: Page, cdp: CDPSession, name: string, step: Step): Promise<void> {
  const stopTracing = await startTracing(page, cdp);
  await armProbe(page, step);
  await step.act();
  const ms = await probeResult(page);
  const events = await stopTracing();
  if (only === 'all' || only === name) report(name, step.events[0]!, ms, events);
  await step.after?.();
  await page.waitForTimeout(300);
}

async function main(): Promise<void> {
  const { tool, page, cdp, close } = await probedFieldbookPage(size, Number(process.env.BENCH_PORT ?? 3970));
  try {
    await tool.open(page, size);
    await page.waitForSelector('[data-testid="cmd-undo"]');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const order = await tool.order(page);
    for (let i = 1; i <= 3; i++) {
      const a = order[i]!;
      await run(page, cdp, 'select', tool.select(page, a.name));
      await run(page, cdp, 'editTitle', tool.editTitle(page, a.name, a.title));
      await run(page, cdp, 'undo', tool.undo(page, a.name, a.title));
    }
  } finally {
    await close();
  }
}

await main();
