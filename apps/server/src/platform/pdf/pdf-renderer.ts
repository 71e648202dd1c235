import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Logger } from 'pino';
import { footerTemplate, headerTemplate, PDF_MARGINS, type Paper } from './pdf-templates';

/** Flags Debian's Chromium needs on these machines (no sandbox in containers, nothing phoning home). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The attribute the report page sets once its data and every image are loaded, and the one it sets on failure. */
export const READY_SELECTOR = '[data-report-ready]';
export const FAILED_SELECTOR = '[data-report-failed]';

/** One PDF to print: a page of this server, as the member whose cookies are given sees it. */
export interface RenderRequest {
  /** Path and query on the server's own address (never another origin), e.g. `/print/inspections/…?print=1` (ADR 224). */
  path: string;
  cookies: { name: string; value: string }[];
  paper: Paper;
  /** Repeated at the top of each page. */
  headerTitle: string;
  /** The word before "X / Y" in the footer, in the reader's language. */
  pageLabel: string;
  /** Written to the page's localStorage before its scripts run (the web's remembered language). */
  localStorage?: Record<string, string>;
  timeoutMs?: number;
}

/** Prints pages of the server to PDF with one Chromium and a small pool of reused pages (ADR 203). */
export interface PdfRenderer {
  render(request: RenderRequest): Promise<Buffer>;
  /** Closes the browser; a later render launches it again. */
  close(): Promise<void>;
}

/** Where Chromium is, how many pages print at once, and how it reaches this server. */
export interface PdfRendererOptions {
  executablePath: string;
  /** Pages (each in its own browser context) kept open and reused; renders beyond this wait their turn. */
  pages: number;
  /** The server's own base URL as Chromium reaches it (loopback), resolved at the first render. */
  baseUrl: () => string;
  log?: Logger;
}

/** A reusable page in its own context: cookies are swapped per render, so one member's never serves another. */
interface Slot {
  context: BrowserContext;
  page: Page;
  /** The browser launch it belongs to; a slot of a browser that died is dropped, not reused. */
  generation: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;
/** Carries a render's localStorage entries to the init script below (a cookie, so no script is added per render). */
const STORAGE_COOKIE = 'fb_print_storage';

/**
 * Runs before any script of each page (a string: the server has no DOM types): replaces localStorage with the
 * entries the render's cookie carries. about:blank has no storage, hence the try.
 */
const SEED_STORAGE = `(() => {
  try {
    const prefix = '${STORAGE_COOKIE}=';
    const cookie = document.cookie.split('; ').find((c) => c.startsWith(prefix));
    localStorage.clear();
    if (!cookie) return;
    const entries = JSON.parse(decodeURIComponent(cookie.slice(prefix.length)));
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, String(value));
  } catch {}
})();`;

/** Builds the renderer; nothing is launched until the first render. */
export function createPdfRenderer(options: PdfRendererOptions): PdfRenderer {
  let browser: Promise<Browser> | null = null;
  const idle: Slot[] = [];
  const waiting: ((slot: Slot | null) => void)[] = [];
  let open = 0;
  let generation = 0;
  let closed = false;

  function forgetBrowser(): void {
    browser = null;
    generation += 1;
    idle.length = 0;
    open = 0;
  }

  function launch(): Promise<Browser> {
    browser ??= chromium
      .launch({ executablePath: options.executablePath, args: CHROMIUM_ARGS })
      .then((launched) => {
        launched.on('disconnected', () => {
          options.log?.warn('pdf browser disconnected; the next render relaunches it');
          forgetBrowser();
        });
        return launched;
      })
      .catch((error: unknown) => {
        browser = null;
        throw error;
      });
    return browser;
  }

  async function newSlot(): Promise<Slot> {
    const born = generation;
    const context = await (await launch()).newContext({ colorScheme: 'light', acceptDownloads: false });
    await context.addInitScript({ content: SEED_STORAGE });
    return { context, page: await context.newPage(), generation: born };
  }

  /** An idle slot, a new one while fewer than `pages` exist, or the next one released. */
  async function acquire(): Promise<Slot> {
    const ready = idle.pop();
    if (ready) return ready;
    if (open < options.pages) {
      open += 1;
      return newSlot().catch((error: unknown) => {
        open -= 1;
        throw error;
      });
    }
    const handed = await new Promise<Slot | null>((resolve) => waiting.push(resolve));
    return handed ?? acquire();
  }

  /** Hands a healthy slot to the next waiter or back to the pool; a broken one is closed and its place freed. */
  function release(slot: Slot, healthy: boolean): void {
    if (slot.generation !== generation) {
      waiting.shift()?.(null);
      return;
    }
    if (!healthy || closed) {
      open -= 1;
      void slot.context.close().catch(() => undefined);
      waiting.shift()?.(null);
      return;
    }
    const next = waiting.shift();
    if (next) next(slot);
    else idle.push(slot);
  }

  async function print(slot: Slot, request: RenderRequest): Promise<Buffer> {
    const base = new URL(options.baseUrl());
    const url = new URL(request.path, base);
    if (url.origin !== base.origin) throw new Error('the pdf renderer prints only pages of this server');
    const timeout = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const storage = {
      name: STORAGE_COOKIE,
      value: encodeURIComponent(JSON.stringify(request.localStorage ?? {})),
    };
    await slot.context.clearCookies();
    await slot.context.addCookies([...request.cookies, storage].map((c) => ({ ...c, url: base.origin })));
    const { page } = slot;
    await page.goto(url.href, { waitUntil: 'domcontentloaded', timeout });
    const marker = await page.waitForSelector(`${READY_SELECTOR}, ${FAILED_SELECTOR}`, {
      state: 'attached',
      timeout,
    });
    if (await marker?.evaluate((el) => el.hasAttribute('data-report-failed'))) {
      throw new Error('the report page could not load its data');
    }
    const pdf = await page.pdf({
      format: request.paper,
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: headerTemplate(request.headerTitle),
      footerTemplate: footerTemplate(request.pageLabel),
      margin: PDF_MARGINS,
    });
    await page.goto('about:blank');
    return pdf;
  }

  return {
    async render(request) {
      if (closed) throw new Error('the pdf renderer is closed');
      const slot = await acquire();
      try {
        return await print(slot, request);
      } finally {
        release(slot, !slot.page.isClosed());
      }
    },
    async close() {
      closed = true;
      for (const resolve of waiting.splice(0)) resolve(null);
      const running = browser;
      forgetBrowser();
      await (await running?.catch(() => null))?.close();
    },
  };
}
