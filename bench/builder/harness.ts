// What the builder scripts (run.ts, profile.ts, cpu-share.ts) share: their command-line options, the builders'
// servers, and a fresh browser context as every opening gets it.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser';
import { probeScript } from './probe';
import { prepareSurveyJs, serveSurveyJs, surveyJsTool } from './surveyjs-tool';
import type { BuilderTool } from './tool';

/** The value after `--name` on the command line, or the fallback. */
export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

/**
 * Starts the named builders (`surveyjs`, `fieldbook`) with a template of each size, SurveyJS's files on
 * `port + 1` and ours on `port`; answers them in that order and one stop for all.
 */
export async function startTools(
  names: readonly string[],
  port: number,
  sizes: readonly number[],
): Promise<{ tools: BuilderTool[]; stop: () => Promise<void> }> {
  const stops: (() => Promise<void>)[] = [];
  const tools: BuilderTool[] = [];
  if (names.includes('surveyjs')) {
    await prepareSurveyJs(sizes);
    const server = await serveSurveyJs(port + 1);
    stops.push(() => new Promise((ok) => server.close(() => ok())));
    tools.push(surveyJsTool(`http://127.0.0.1:${port + 1}`));
  }
  if (names.includes('fieldbook')) {
    const { startFieldbook } = await import('./fieldbook-tool');
    const fieldbook = await startFieldbook(port, sizes);
    stops.push(fieldbook.stop);
    tools.push(fieldbook.tool);
  }
  return {
    tools,
    stop: async () => {
      for (const stop of stops) await stop();
    },
  };
}

/** A fresh context (nothing cached) at the benchmark's window size, prepared by the builder (signed in, say). */
export async function newBenchContext(browser: Browser, tool: BuilderTool): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1400 }, bypassCSP: true });
  await tool.prepareContext?.(context);
  return context;
}

/**
 * Our editor on its own for the diagnosis scripts (profile.ts, trace.ts): started with one template of `size`
 * questions, and a signed-in page with the probe installed and a DevTools session, not yet opened.
 */
export async function probedFieldbookPage(size: number, port: number) {
  const { startFieldbook } = await import('./fieldbook-tool');
  const fieldbook = await startFieldbook(port, [size]);
  const browser = await launchBrowser();
  const context = await newBenchContext(browser, fieldbook.tool);
  const page: Page = await context.newPage();
  await page.addInitScript({ content: probeScript(fieldbook.tool.firstItemSelector) });
  const cdp: CDPSession = await context.newCDPSession(page);
  return {
    tool: fieldbook.tool,
    page,
    cdp,
    close: async () => {
      await browser.close();
      await fieldbook.stop();
    },
  };
}
