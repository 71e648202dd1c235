import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createRulesEngine, type RulesEngine } from '../../packages/domain/src/rules';
import type { Item } from '../../packages/domain/src/templates';
import { runnerProbeScript, type AnswerTiming, type ExpectedCalc } from './probe';
import type { RunnerSection } from './template';

const VIEWPORT = { width: 1280, height: 900 };
const TIMEOUT_MS = 10_000;

/** Where the runner is and how a fresh browser context is made ready for it (signed in). */
export interface RunnerTarget {
  url: string;
  signIn(context: BrowserContext): Promise<void>;
}

/** A new browser context with nothing cached, signed in, and a page with the probe installed. */
export async function freshPage(browser: Browser, target: RunnerTarget): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await target.signIn(context);
  const page = await context.newPage();
  await page.addInitScript({ content: runnerProbeScript() });
  return page;
}

/** Navigates `page` to the runner and answers the ms from the navigation's start to the first answerable question painted. */
export async function openRunner(page: Page, target: RunnerTarget): Promise<number> {
  await page.goto(target.url);
  await page.waitForFunction(
    () =>
      (window as unknown as { __runnerBench?: { state: { paintedAt: number | null } } }).__runnerBench?.state
        .paintedAt != null,
    undefined,
    { timeout: 60_000 },
  );
  return page.evaluate(
    () =>
      (window as unknown as { __runnerBench: { state: { paintedAt: number } } }).__runnerBench.state
        .paintedAt,
  );
}

/** Lets the page finish what follows an opening (template cached in IndexedDB, service worker installed). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => navigator.serviceWorker?.ready.then(() => undefined));
  await page.waitForTimeout(500);
}

/** The values and colours the calculations from `from` on must show, by the domain engine on the same answers. */
function expectedOf(engine: RulesEngine, calcs: readonly string[]): ExpectedCalc[] {
  return calcs.map((id) => {
    const { value, color } = engine.stateOf(id);
    const text =
      typeof value === 'number' ? (Number.isInteger(value) ? String(value) : value.toFixed(2)) : '–';
    return { id, text, colored: Boolean(color) };
  });
}

/** Shows the page of the runner holding `itemId`, pressing Next until it is drawn. */
async function goToItem(page: Page, itemId: string): Promise<void> {
  const item = page.getByTestId(`preview-item-${itemId}`);
  for (let i = 0; i < 60 && !(await item.isVisible()); i += 1) {
    await page.getByTestId('runner-next').click();
    await page.waitForTimeout(50);
  }
  await item.waitFor();
}

/**
 * Answers every question of `sections` in order with one typed digit each, `gapMs` after the click into its field
 * (the person's pace: the previous answer's saving, syncing and re-rendering run meanwhile), timing in the page each
 * key press to the painted frame where every calculation reading the question shows its new value and rule colour.
 */
export async function timeAnswers(
  page: Page,
  doc: { items: Item[]; rule_sets: unknown[] },
  sections: readonly RunnerSection[],
  gapMs: number,
): Promise<AnswerTiming[]> {
  const engine = createRulesEngine(doc);
  const timings: AnswerTiming[] = [];
  let n = 0;
  for (const section of sections) {
    await goToItem(page, section.questions[0]!);
    for (const [q, questionId] of section.questions.entries()) {
      const value = ((n * 7) % 9) + 1;
      n += 1;
      engine.setAnswer(questionId, value);
      const expected = expectedOf(engine, section.calcs.slice(Math.floor(q / 2)));
      const input = page.locator(`[data-testid="preview-item-${questionId}"] input:not([type=file])`);
      await input.click();
      await page.waitForTimeout(gapMs);
      await page.evaluate(
        ([exp, timeout]) =>
          (window as unknown as { __runnerBench: { arm: (...a: unknown[]) => void } }).__runnerBench.arm(
            exp,
            timeout,
          ),
        [expected, TIMEOUT_MS] as const,
      );
      await page.keyboard.type(String(value));
      const timing = await page.evaluate(
        () =>
          (window as unknown as { __runnerBench: { state: { pending: Promise<AnswerTiming> } } })
            .__runnerBench.state.pending,
      );
      if (timing.painted < 0)
        throw new Error(`answer ${n} (${questionId} = ${value}): ${JSON.stringify(expected)} not shown`);
      timings.push(timing);
    }
  }
  return timings;
}
