import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { withFailureShot } from '../support/browser';
import { api, openEditor as openTemplateEditor } from '../support/editor';
import { eventually } from '../support/eventually';
import { closeSession, openAdminSession } from '../support/admin-session';
import { type RunningServer } from '../support/server';

// Moving a row by keyboard in a long template whose canvas is scrolled to its middle (ADR 168): the dragged
// row must stay drawn and in view while the canvas scrolls under it.

interface TemplateItem {
  id: string;
  type: string;
  title: string;
  depth: number;
}

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

before(async () => {
  ({ server, browser, context, page } = await openAdminSession());
});

after(() => closeSession({ browser, server }));

/** How many rows the keyboard drag moves: more than the canvas draws beyond its window. */
const STEPS = 25;

test('a keyboard drag (space, arrows, space) moves a row of a long template scrolled to its middle', async () => {
  const created = await api<{ data: { id: string } }>(page, 'POST', '/checklist/template/new', {
    title: 'Long walk',
    parent_id: null,
  });
  const longId = created.data.id;
  const path = `/checklist/template/${longId}`;
  const { data } = await api<{ data: Record<string, unknown> & { items: TemplateItem[]; revision: number } }>(
    page,
    'GET',
    path,
  );
  const main = data.items.find((item) => item.type === 'page') ?? {
    id: randomUUID(),
    type: 'page',
    title: 'Walk',
    depth: 0,
    parent_id: null,
    options: {},
  };
  const end = data.items.findIndex((item) => item.type === 'end_page');
  const items = data.items.includes(main)
    ? data.items
    : [...data.items.slice(0, end), main, ...data.items.slice(end)];
  const questions = Array.from({ length: 200 }, (_, n) => ({
    id: randomUUID(),
    type: 'textAnswer',
    title: `Question ${n}`,
    depth: 1,
    parent_id: main.id,
    options: {},
  }));
  const at = items.indexOf(main) + 1;
  const { id: _id, template_id: _templateId, ...rest } = data;
  await api(page, 'POST', path, {
    ...rest,
    items: [...items.slice(0, at), ...questions, ...items.slice(at)],
  });
  const moved = questions[100]!;
  const next = questions[100 + STEPS]!;
  const view = await context.newPage();
  await withFailureShot(view, 'template-editor-keyboard-drag', async () => {
    await openTemplateEditor(view, server.baseUrl, longId);
    const canvas = view.getByTestId('canvas');
    await canvas.evaluate((el) => el.scrollTo(0, 95 * 44));
    const row = view.getByTestId(`row-${moved.id}`);
    await row.waitFor();
    await row.getByTestId('drag-handle').focus();
    // At a brisk typing pace (60 ms between keys): lift, 25 rows down (past the drawn rows), drop.
    const press = async (key: string) => {
      await view.keyboard.press(key);
      await view.waitForTimeout(60);
    };
    await press('Space');
    for (let n = 0; n < STEPS; n += 1) await press('ArrowDown');
    await press('Space');
    const order = async () => {
      const items = (await api<{ data: { items: TemplateItem[] } }>(page, 'GET', path)).data.items.map(
        (item) => item.id,
      );
      return items.indexOf(moved.id) === items.indexOf(next.id) + 1;
    };
    assert.ok(await eventually(order), `the question moved ${STEPS} rows down`);
    await row.waitFor();
    assert.ok(await row.isVisible(), 'the moved row stays drawn');
    assert.ok(
      await row.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const frame = el.closest('[data-testid=canvas]')!.getBoundingClientRect();
        return box.top >= frame.top && box.bottom <= frame.bottom;
      }),
      'the moved row is in view',
    );
    assert.equal(
      await view.evaluate(() =>
        document.activeElement?.closest('[role=listitem]')?.getAttribute('data-testid'),
      ),
      `row-${moved.id}`,
      'focus stays on the moved row',
    );
  });
  await view.close();
});
