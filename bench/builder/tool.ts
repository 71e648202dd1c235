import type { BrowserContext, Page } from 'playwright-core';
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
