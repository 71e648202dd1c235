import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { Expect } from './probe';

/** One measured interaction: what to do, which trigger events start the clock, and what ends it. */
export interface Step {
  events: readonly string[];
  expect: Expect;
  /** Unmeasured preparation (scrolling, focusing) before the clock can start. */
  prepare?: () => Promise<void>;
  act: () => Promise<void>;
  /** Unmeasured tidy-up afterwards (leaving preview, say). */
  after?: () => Promise<void>;
}

/** What the benchmark needs from a builder: where it lives and how each interaction is done in it. */
export interface BuilderTool {
  name: string;
  firstItemSelector: string;
  /**
   * An element the builder draws only once its code has taken over the page, for builders whose first screen can
   * arrive drawn by the server; unset, the first item itself.
   */
  workingSelector?: string;
  /** Sets up a fresh browser context before the builder opens (a signed-in session, say). */
  prepareContext?(context: BrowserContext): Promise<void>;
  open(page: Page, questions: number): Promise<void>;
  /** The questions in canvas order, each with a stable name and its title (for choosing what to move). */
  order(page: Page): Promise<{ name: string; title: string }[]>;
  select(page: Page, name: string): Step;
  editTitle(page: Page, name: string, title: string): Step;
  undo(page: Page, name: string, title: string): Step;
  move(page: Page, name: string, below: string): Step;
  preview(page: Page): Step;
}

/**
 * A timed click as a person makes it: the pointer comes to rest on the element first (at `position` inside it, else
 * its centre; after `before`, a scroll say), and the builder draws its hover in the frames before the press, as
 * it does while a hand moves to the button; only the press and release are timed. Not `locator.click()`: that
 * moves and presses in one go, so the hover's handling joins the press's task, and Playwright checks its hit
 * target from a pointerdown listener in the page (elementsFromPoint, about a millisecond) inside the timed event.
 */
export function pressStep(
  page: Page,
  target: () => Locator,
  options: { position?: { x: number; y: number }; before?: () => Promise<void> } = {},
): Pick<Step, 'prepare' | 'act'> {
  return {
    prepare: async () => {
      await options.before?.();
      const box = await target().boundingBox();
      if (!box) throw new Error(`nothing to press: ${String(target())}`);
      const { x, y } = options.position ?? { x: box.width / 2, y: box.height / 2 };
      await page.mouse.move(box.x + x, box.y + y);
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
    },
    act: async () => {
      await page.mouse.down();
      await page.mouse.up();
    },
  };
}
