import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createItem, type TemplateDocument } from '@fieldbook/domain/templates';
import type { Browser, Page } from 'playwright-core';
import { closeSession, openAdminSession } from '../support/admin-session';
import { assertAccessible, assertNoHorizontalOverflow, shoot, withFailureShot } from '../support/browser';
import { api, selectRow, waitEditorWorking, waitSaved } from '../support/editor';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from '../support/server';
import { LOOKS, newContext, signIn } from '../support/session';

// ADR 182 as a person meets it: the template editor's page arrives with the template's rows already drawn by the
// server, in the person's language and skin, before the app's code has run; the app then takes those very rows
// over (no second drawing), and clicking, typing and saving work as before.

const QUESTIONS = ['Is the boiler room door closed?', 'Pressure gauge reading', 'Is the flue clear?'];

let server: RunningServer;
let browser: Browser;
let page: Page;
let editorUrl: string;

/** The app's own code: blocked, the page stays as the server drew it. */
const APP_CODE = /\/assets\/(index|early-start)-[^/]*\.js$/;

before(async () => {
  ({ server, browser, page } = await openAdminSession());
  const made = await api<{ data: TemplateDocument & { id: string } }>(
    page,
    'POST',
    '/checklist/template/new',
    {
      title: 'Boiler room walk',
      parent_id: null,
    },
  );
  const doc = made.data;
  const start = doc.items[0]!;
  const questions = QUESTIONS.map((title) =>
    createItem('textAnswer', { depth: 1, parent_id: start.id, title }),
  );
  const endPage = doc.items.findIndex((item, i) => i > 0 && item.depth === 0);
  const { template_id: _t, id, ...rest } = doc;
  await api(page, 'POST', `/checklist/template/${id}`, {
    ...rest,
    items: [...doc.items.slice(0, endPage), ...questions, ...doc.items.slice(endPage)],
    revision: doc.revision,
    contains_asset: false,
  });
  editorUrl = `${server.baseUrl}/checklist/template/${id}/edit`;
});

after(() => closeSession({ browser, server }));

test('the page arrives with the rows drawn, and the app takes those rows over without drawing them again', async () => {
  await withFailureShot(page, 'first-screen-take-over', async () => {
    const html = await (await page.request.get(editorUrl)).text();
    for (const title of QUESTIONS) assert.ok(html.includes(title), `${title} is not in the page as sent`);
    assert.match(html, /data-testid="row-title"/);

    const notes: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') notes.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { drawnRow: Element | null }).drawnRow =
          document.querySelector('[data-testid="row-title"]');
      });
    });
    await page.goto(editorUrl);
    await waitEditorWorking(page);
    const sameRow = await page.evaluate(() => {
      const drawn = (window as unknown as { drawnRow: Element | null }).drawnRow;
      return (
        drawn !== null && drawn.isConnected && drawn === document.querySelector('[data-testid="row-title"]')
      );
    });
    assert.ok(sameRow, 'the row the server drew was replaced instead of taken over');
    assert.deepEqual(
      notes.filter((note) => /drawn again|hydrat/i.test(note)),
      [],
    );

    await selectRow(page, 'textAnswer');
    const title = page.getByTestId('inspector-title');
    await title.fill('Is the boiler room door locked?');
    await waitSaved(page);
    const again = await (await page.request.get(editorUrl)).text();
    assert.ok(
      again.includes('Is the boiler room door locked?'),
      'the saved title is not drawn by the server',
    );
  });
});

test('a browser that would start in another language draws the page itself, in its own language', async () => {
  const look = await newContext(browser, { lang: 'en' });
  const view = await look.newPage();
  await signIn(view, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  await withFailureShot(view, 'first-screen-other-language', async () => {
    // The cookie says German (another tab's choice, say) while this browser's storage says English.
    await look.addCookies([{ name: 'fieldbook.language', value: 'de', url: server.baseUrl }]);
    const html = await (await view.request.get(editorUrl)).text();
    assert.match(html, /<html lang="de"/);
    const notes: string[] = [];
    view.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') notes.push(message.text());
    });
    await view.goto(editorUrl);
    await waitEditorWorking(view);
    assert.equal(await view.evaluate(() => document.documentElement.lang), 'en');
    assert.ok(await view.getByTestId('publish').getByText('Publish').isVisible());
    assert.deepEqual(
      notes.filter((note) => /drawn again|hydrat/i.test(note)),
      [],
    );
  });
  await look.close();
});

for (const [skin, lang] of LOOKS) {
  test(`the server-drawn screen in ${skin} ${lang}, before the app runs: screenshot, axe, no overflow, translated`, async () => {
    const look = await newContext(browser, { skin, lang });
    const view = await look.newPage();
    await signIn(view, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await withFailureShot(view, `first-screen-${skin}-${lang}`, async () => {
      // Signing in took the profile's language; the app, started again, tells the server the remembered one.
      await view.reload();
      await view.getByRole('heading', { level: 1 }).first().waitFor();
      await look.route(APP_CODE, (route) => route.abort());
      await view.goto(editorUrl);
      await view.getByTestId('row-title').first().waitFor();
      assert.equal(
        await view.getByTestId('cmd-undo').count(),
        0,
        'the app ran although its code was blocked',
      );
      assert.equal(await view.evaluate(() => document.documentElement.lang), lang);
      assert.equal(
        await view.evaluate(() => document.documentElement.dataset.mantineColorScheme),
        skin === 'dark' ? 'dark' : 'light',
      );
      // The rows are styled by the page's own stylesheet, not by the code that was blocked.
      assert.equal(
        await view
          .getByTestId('row-title')
          .first()
          .evaluate((el) => getComputedStyle(el.parentElement!).display),
        'flex',
      );
      await shoot(view, `template-first-screen-${skin}-${lang}`);
      await assertAccessible(view, `server-drawn editor ${skin} ${lang}`);
      await assertNoHorizontalOverflow(view, `server-drawn editor ${skin} ${lang}`);
      const text = await view.locator('body').innerText();
      assert.doesNotMatch(text, /\b(types|canvas|saveStatus|header)\.[a-zA-Z_]+/);
      assert.match(text, lang === 'de' ? /Gespeichert/i : /Saved/i);
      assert.match(text, lang === 'de' ? /Kurztext/ : /Short text/);
      assert.ok(text.includes(QUESTIONS[1]!));
    });
    await look.close();
  });
}
