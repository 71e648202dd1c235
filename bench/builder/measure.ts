import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { probeScript } from './probe';
import type { BuilderTool, Step } from './tool';

/** Figures of one builder on one template size, in milliseconds (medians of the repetitions). */
export interface ToolFigures {
  tool: string;
  questions: number;
  /** First item painted, from the navigation's start. */
  firstItem: number;
  /** The builder working (its own code running the page), from the navigation's start. */
  firstWorking: number;
  /** First item when the same browser opens the builder again (its code cached, as for a returning user). */
  firstItemWarm: number;
  select: number;
  editTitle: number;
  undo: number;
  move: number;
  preview: number;
  heapMb: number;
  /** The cold and the warm openings one by one (first item painted; working when cold), for judging the medians. */
  openings: { cold: number[]; coldWorking: number[]; warm: number[] };
}

const REPEAT = 5;
const TIMEOUT_MS = 10_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Prepares `step` and arms the in-page clock for it; the step's act then starts it and `probeResult` reads it. */
export async function armProbe(page: Page, step: Step, timeoutMs = TIMEOUT_MS): Promise<void> {
  await step.prepare?.();
  await page.evaluate(
    ([events, expect, timeout]) =>
      (window as unknown as { __bench: { arm: (...a: unknown[]) => void } }).__bench.arm(
        events,
        expect,
        timeout,
      ),
    [step.events, step.expect, timeoutMs] as const,
  );
}

/** The armed step's milliseconds, once its expected change has happened (-1 after the timeout). */
export function probeResult(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __bench: { state: { pending: Promise<number> } } }).__bench.state.pending,
  );
}

/** Runs one step with the in-page clock and returns its milliseconds (fails on a timeout). */
async function timeStep(page: Page, label: string, step: Step): Promise<number> {
  await armProbe(page, step);
  await step.act();
  const ms = await probeResult(page);
  if (ms < 0) {
    const shot = resolve(
      import.meta.dirname,
      '..',
      'results',
      `builder-failed-${label.replace(/\W+/g, '-')}.png`,
    );
    await page.screenshot({ path: shot });
    throw new Error(`${label}: the expected change did not happen within ${TIMEOUT_MS} ms (see ${shot})`);
  }
  await step.after?.();
  await page.waitForTimeout(100);
  return ms;
}

/** When an opening showed its first item (painted) and when the builder worked, in ms since the navigation. */
export interface Opening {
  firstItem: number;
  working: number;
}

/** Opens the builder in `page` and answers its opening's times. */
export async function openIn(page: Page, tool: BuilderTool, questions: number): Promise<Opening> {
  await tool.open(page, questions);
  await page.waitForFunction(
    () => {
      const seen = (
        window as unknown as {
          __bench?: { state: { firstPaintAt: number | null; workingAt: number | null } };
        }
      ).__bench?.state;
      return seen?.firstPaintAt != null && seen.workingAt != null;
    },
    undefined,
    { timeout: 120_000 },
  );
  return page.evaluate(() => {
    const seen = (window as unknown as { __bench: { state: { firstPaintAt: number; workingAt: number } } })
      .__bench.state;
    return { firstItem: seen.firstPaintAt, working: seen.workingAt };
  });
}

/** Opens the builder once in a fresh browser context (cold cache) and returns the page and its opening's times. */
async function openCold(newContext: () => Promise<BrowserContext>, tool: BuilderTool, questions: number) {
  const context = await newContext();
  const page = await context.newPage();
  await page.addInitScript({ content: probeScript(tool.firstItemSelector, tool.workingSelector) });
  return { context, page, opening: await openIn(page, tool, questions) };
}

/** One untimed opening (its context closed), to start a builder's server paths before the timed openings. */
export async function measureFirstItemOnce(
  newContext: () => Promise<BrowserContext>,
  tool: BuilderTool,
  questions: number,
): Promise<number> {
  const opened = await openCold(newContext, tool, questions);
  await opened.context.close();
  return opened.opening.firstItem;
}

/**
 * Times the builder on a template of `questions` questions: first item over REPEAT openings, each in a fresh
 * context (nothing cached); then REPEAT openings again in the last one (warm: what each server lets the browser
 * cache is cached), and every interaction REPEAT times after the last of them. The caller closes the context.
 */
export async function measureTool(
  newContext: () => Promise<BrowserContext>,
  tool: BuilderTool,
  questions: number,
): Promise<ToolFigures> {
  const openings: Opening[] = [];
  for (let r = 1; r < REPEAT; r += 1) {
    const opened = await openCold(newContext, tool, questions);
    openings.push(opened.opening);
    await opened.context.close();
  }
  const { page, opening: last } = await openCold(newContext, tool, questions);
  openings.push(last);
  const cold = openings.map((opening) => opening.firstItem);
  const coldWorking = openings.map((opening) => opening.working);
  const warm: number[] = [];
  for (let r = 0; r < REPEAT; r += 1) {
    await page.waitForLoadState('networkidle');
    warm.push((await openIn(page, tool, questions)).firstItem);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const times = {
    select: [] as number[],
    editTitle: [] as number[],
    undo: [] as number[],
    move: [] as number[],
    preview: [] as number[],
  };
  let lastSelected = '';
  for (let r = 0; r < REPEAT; r += 1) {
    // Pick a question other than the one selected last (a move keeps the moved item selected), and its successor.
    const order = await tool.order(page);
    const at = order.findIndex((q, i) => i >= 1 && q.name !== lastSelected);
    const a = order[at];
    const b = order[at + 1];
    if (!a || !b) throw new Error(`${tool.name}: too few questions in the canvas`);
    lastSelected = a.name;
    times.select.push(await timeStep(page, 'select', tool.select(page, a.name)));
    times.editTitle.push(await timeStep(page, 'edit title', tool.editTitle(page, a.name, a.title)));
    times.undo.push(await timeStep(page, 'undo', tool.undo(page, a.name, a.title)));
    times.move.push(await timeStep(page, 'move', tool.move(page, a.name, b.name)));
    times.preview.push(await timeStep(page, 'preview', tool.preview(page)));
  }
  const heapMb = await page.evaluate(
    () =>
      ((performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0) /
      2 ** 20,
  );
  await page.close();
  return {
    tool: tool.name,
    questions,
    firstItem: median(cold),
    firstWorking: median(coldWorking),
    firstItemWarm: median(warm),
    select: median(times.select),
    editTitle: median(times.editTitle),
    undo: median(times.undo),
    move: median(times.move),
    preview: median(times.preview),
    heapMb,
    openings: { cold, coldWorking, warm },
  };
}
