import type { BrowserContext, Page } from 'playwright-core';

/** Names the promise the page's init script keeps, for TypeScript inside page.evaluate. */
type PaintWindow = Window & { reportPainted?: Promise<number> };

/**
 * Installed before any of the page's scripts run: watches the document for the report's content (its <article>
 * inside [data-testid="inspection-report"], drawn in one React commit) and resolves with performance.now() (from
 * navigation start) in a task posted from the next animation frame, i.e. just after the frame that shows it is painted.
 * Text, not a function: tsx's helpers (`__name`) would not exist in the page.
 */
const watchReportPaint = `window.reportPainted = new Promise((resolve) => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-testid="inspection-report"] article')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
});`;

/** A page of the signed-in context that notes when the report's first content is painted, on every navigation. */
export async function reportPaintPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript({ content: watchReportPaint });
  return page;
}

/** Opens /inspections/{id}/view-report and answers the seconds from navigation start to the report's first paint. */
export async function reportFirstPaint(page: Page, base: string, inspectionId: string): Promise<number> {
  await page.goto(`${base}/inspections/${inspectionId}/view-report`, { waitUntil: 'commit' });
  const ms = await page.evaluate(() => (window as PaintWindow).reportPainted!, undefined);
  return ms / 1000;
}
