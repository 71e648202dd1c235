// The frame floor of the per-answer figure: the same probe and key presses on a page that does nothing but copy
// the typed digit into one element. Its painted time is what any page pays for the browser's next frame (the
// 60 Hz frame clock), measured in the same browser and at the same load as the runner (ADR 223).
import type { Browser } from 'playwright-core';
import { runnerProbeScript, type AnswerTiming } from './probe';

const FLOOR_PAGE = `<!doctype html><html><body>
<div data-testid="preview-item-q"><input type="text" inputmode="numeric"></div>
<div data-testid="preview-item-c"><span data-testid="preview-value-c">–</span></div>
<script>
document.querySelector('input').addEventListener('input', (e) => {
  document.querySelector('[data-testid="preview-value-c"]').textContent = e.target.value;
});
</script></body></html>`;

/** Times `count` key presses, `gapMs` apart, on the floor page: key press → the DOM shows it → that frame painted. */
export async function timeFloor(browser: Browser, count: number, gapMs: number): Promise<AnswerTiming[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.setContent(FLOOR_PAGE);
    await page.evaluate(runnerProbeScript());
    const input = page.locator('input');
    const timings: AnswerTiming[] = [];
    for (let n = 0; n < count; n += 1) {
      const value = String((n % 9) + 1);
      await input.fill('');
      await input.click();
      await page.waitForTimeout(gapMs);
      await page.evaluate(
        (text) =>
          (window as unknown as { __runnerBench: { arm: (...a: unknown[]) => void } }).__runnerBench.arm(
            [{ id: 'c', text, colored: false }],
            10_000,
          ),
        value,
      );
      await page.keyboard.type(value);
      timings.push(
        await page.evaluate(
          () =>
            (window as unknown as { __runnerBench: { state: { pending: Promise<AnswerTiming> } } })
              .__runnerBench.state.pending,
        ),
      );
    }
    return timings;
  } finally {
    await context.close();
  }
}
