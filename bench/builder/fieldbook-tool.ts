import { join, resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { apiSignIn, createBenchTemplate } from './fieldbook-session';
import { dragBelow } from './surveyjs-tool';
import { pressStep } from './tool';
import type { BuilderTool } from './tool';

const repo = resolve(import.meta.dirname, '..', '..');
const row = (id: string) => `[data-testid="row-${id}"]`;

/**
 * Starts the built app on a fresh data directory, with `env` added to its environment, and makes one generated
 * template per size.
 */
export async function startFieldbook(
  port: number,
  sizes: readonly number[],
  env: Record<string, string> = {},
) {
  process.env.E2E_PORT_BASE = String(port);
  const { startServer, ADMIN_EMAIL, ADMIN_PASSWORD } = await import(join(repo, 'e2e/support/server.ts'));
  const server = await startServer(env);
  const ids = new Map<number, string>();
  let seeded = false;

  const tool: BuilderTool = {
    name:
      Object.keys(env).length === 0 ? 'Fieldbook editor' : `Fieldbook editor (${new URLSearchParams(env)})`,
    firstItemSelector: '[data-testid="row-title"]',
    // The toolbar is drawn in the browser only, in the render after the rows (ADR 176, ADR 182).
    workingSelector: '[data-testid="cmd-undo"]',
    async prepareContext(context: BrowserContext) {
      await apiSignIn(context, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      if (!seeded) {
        for (const n of sizes) ids.set(n, await createBenchTemplate(context, server.baseUrl, n));
        seeded = true;
      }
    },
    async open(page, questions) {
      await page.goto(`${server.baseUrl}/checklist/template/${ids.get(questions)}/edit`);
    },
    order: (page) =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-testid^="row-"][data-type]')]
          .filter((e) => !e.hasAttribute('data-page') && e.getAttribute('data-type') !== 'section')
          .map((e) => ({
            name: (e.getAttribute('data-testid') ?? '').slice('row-'.length),
            title: e.querySelector('[data-testid="row-title"]')?.textContent?.trim() ?? '',
          })),
      ),
    select: (page, id) => ({
      events: ['pointerdown'],
      expect: { kind: 'present', selector: `${row(id)}[data-selected]` },
      ...pressStep(page, () => page.locator(row(id)), {
        position: { x: 8, y: 8 },
        before: () => page.locator(row(id)).scrollIntoViewIfNeeded(),
      }),
    }),
    editTitle: (page, id, title) => ({
      events: ['keydown'],
      expect: { kind: 'attribute', selector: row(id), attribute: 'aria-label', contains: `${title}X` },
      prepare: async () => {
        await page.getByTestId('inspector-title').click();
        await page.keyboard.press('End');
      },
      act: () => page.keyboard.type('X'),
    }),
    undo: (page, id, title) => ({
      events: ['pointerdown'],
      expect: {
        kind: 'attribute',
        selector: row(id),
        attribute: 'aria-label',
        contains: `${title}X`,
        negate: true,
      },
      ...pressStep(page, () => page.getByTestId('cmd-undo')),
    }),
    move: (page, id, below) =>
      dragBelow(page, {
        handle: `${row(id)} [data-testid="drag-handle"]`,
        target: row(below),
        order: {
          kind: 'before',
          selector: '[data-testid^="row-"][data-type]',
          attribute: 'data-testid',
          first: `row-${below}`,
          second: `row-${id}`,
        },
      }),
    preview: (page) => ({
      events: ['pointerdown'],
      expect: { kind: 'present', selector: '[data-testid="mobile-preview"] [data-testid^="preview-item-"]' },
      ...pressStep(page, () => page.getByTestId('cmd-preview')),
      after: async () => {
        await page.getByTestId('cmd-preview').click();
        await page.waitForSelector('[data-testid="canvas"]');
      },
    }),
  };
  return { tool, stop: () => server.stop() as Promise<void> };
}
