import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { buildBuilderCase } from './templates';
import type { Expect } from './probe';
import { pressStep } from './tool';
import type { BuilderTool, Step } from './tool';

const here = import.meta.dirname;
const pkgDir = join(here, 'surveyjs');
const outDir = resolve(here, '..', 'results', 'builder-surveyjs');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES: Record<string, string> = {
  html: 'text/html',
  js: 'text/javascript',
  css: 'text/css',
  json: 'application/json',
};

/** Installs the pinned SurveyJS Creator (bench-only, its own lock file) and bundles its page once. */
export async function prepareSurveyJs(sizes: readonly number[]): Promise<void> {
  if (!existsSync(join(pkgDir, 'node_modules', 'survey-creator-react'))) {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], {
      cwd: pkgDir,
      stdio: 'inherit',
    });
  }
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: [join(pkgDir, 'page.jsx')],
    bundle: true,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.woff': 'file', '.woff2': 'file', '.svg': 'file' },
    outdir: outDir,
    entryNames: 'page',
    logLevel: 'warning',
  });
  writeFileSync(join(outDir, 'index.html'), readFileSync(join(pkgDir, 'index.html')));
  for (const n of sizes)
    writeFileSync(join(outDir, `template-${n}.json`), JSON.stringify(buildBuilderCase(n).surveyJson));
}

/** Serves the bundled SurveyJS page and templates on loopback, as our server serves our editor. */
export function serveSurveyJs(port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = join(outDir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(outDir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    const ext = file.split('.').pop() ?? '';
    // The bundle may be kept, as a deployment of the pinned version would let it be; the page and the template are data.
    const cache = ext === 'js' || ext === 'css' ? IMMUTABLE : 'no-cache';
    res.writeHead(200, { 'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': cache });
    res.end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)));
}

const question = (name: string) =>
  `.svc-question__content:not(.svc-question__content--panel):has(.sd-question[data-name="${name}"])`;
const selectedTitle = '.svc-question__content--selected .sd-question__title';

/** SurveyJS Creator driven through its own UI: canvas clicks, the property grid, toolbar and tabs. */
export function surveyJsTool(baseUrl: string): BuilderTool {
  return {
    name: 'SurveyJS Creator 2.5.43',
    firstItemSelector: '.svc-question__content:not(.svc-question__content--panel)',
    async open(page, questions) {
      await page.goto(`${baseUrl}/?n=${questions}`);
    },
    order: (page) =>
      page.evaluate(() =>
        [...document.querySelectorAll('.svc-tab-designer .sd-question[data-name]')].map((e) => ({
          name: e.getAttribute('data-name') ?? '',
          title: e.querySelector('.sd-question__title')?.textContent?.trim() ?? '',
        })),
      ),
    select: (page, name) => ({
      events: ['pointerdown'],
      expect: {
        kind: 'present',
        selector: `.svc-question__content--selected .sd-question[data-name="${name}"]`,
      },
      ...pressStep(page, () => page.locator(question(name)), {
        position: { x: 5, y: 5 },
        before: () => page.locator(question(name)).evaluate((e) => e.scrollIntoView({ block: 'center' })),
      }),
    }),
    editTitle: (page, _name, title) => ({
      events: ['keydown'],
      expect: { kind: 'text', selector: selectedTitle, contains: `${title}X` },
      prepare: async () => {
        await page.getByRole('textbox', { name: 'Question title' }).click();
        await page.keyboard.press('End');
      },
      act: () => page.keyboard.type('X'),
    }),
    undo: (page, _name, title) => ({
      events: ['pointerdown'],
      expect: { kind: 'text', selector: selectedTitle, contains: `${title}X`, negate: true },
      ...pressStep(page, () => page.getByTitle('Undo', { exact: true })),
    }),
    move: (page, name, below) =>
      dragBelow(page, {
        handle: `${question(name)} .svc-question__drag-element`,
        target: question(below),
        order: {
          kind: 'before',
          selector: '.svc-tab-designer .sd-question[data-name]',
          attribute: 'data-name',
          first: below,
          second: name,
        },
      }),
    preview: (page) => ({
      events: ['pointerdown'],
      expect: { kind: 'present', selector: '.svc-test-tab__content .sd-question' },
      ...pressStep(page, () => page.locator('.svc-tabbed-menu-item', { hasText: 'Preview' })),
      after: async () => {
        await page.locator('.svc-tabbed-menu-item', { hasText: 'Designer' }).click();
        await page.waitForSelector('.svc-tab-designer .sd-question');
      },
    }),
  };
}

/** A pointer drag from a handle to the lower part of a target, timed from the drop (pointer up). */
export function dragBelow(page: Page, drag: { handle: string; target: string; order: Expect }): Step {
  const { handle, target } = drag;
  return {
    events: ['pointerup'],
    expect: drag.order,
    prepare: async () => {
      await page.locator(handle).evaluate((e) => e.scrollIntoView({ block: 'center' }));
      await page.locator(target).hover();
      const from = await page.locator(handle).boundingBox();
      const to = await page.locator(target).boundingBox();
      if (!from || !to) throw new Error('drag handle or target not visible');
      const x = from.x + from.width / 2;
      const y = to.y + to.height * 0.75;
      await page.mouse.move(x, from.y + from.height / 2);
      await page.mouse.down();
      for (let s = 1; s <= 12; s += 1) {
        await page.mouse.move(x + s, from.y + ((y - from.y) * s) / 12);
        await page.waitForTimeout(16);
      }
      await page.mouse.move(x + 14, y + 2, { steps: 3 });
      await page.waitForTimeout(50);
    },
    act: () => page.mouse.up(),
  };
}
