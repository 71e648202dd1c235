import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import {
  assertAccessible,
  assertNoHorizontalOverflow,
  launchBrowser,
  shoot,
  withFailureShot,
} from '../support/browser';
import { closeSession } from '../support/admin-session';
import { startServer, type RunningServer } from '../support/server';
import { LOOKS, newContext, signIn } from '../support/session';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer({ HELP_TUTORIALS_URL: 'https://tutorials.example.org/fieldbook' });
  browser = await launchBrowser();
});
after(() => closeSession({ browser, server }));

describe('help: knowledge base, help links and contextual banners', () => {
  test('a person opens the help links from the side menu, reads the question types, and hides a page tip for good', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await withFailureShot(page, 'help-journey', async () => {
      await signIn(page, server.baseUrl, 'inspector@fieldbook.local', server.inspectorPassword);
      await page.getByRole('button', { name: 'Expand the side menu' }).click();
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByText('Help', { exact: true })
        .click();
      const tutorials = page.getByRole('link', { name: 'Video tutorials' });
      assert.equal(await tutorials.getAttribute('href'), 'https://tutorials.example.org/fieldbook');
      assert.equal(await tutorials.getAttribute('target'), '_blank');
      await page.getByRole('link', { name: 'Supported question types' }).click();
      await page.waitForURL(/\/kb\/articles\/supported-question-types$/);
      await page.getByRole('cell', { name: /Number, Slider/ }).waitFor();

      await page.goto(`${server.baseUrl}/kb/articles/no-such-article`);
      await page.getByRole('heading', { name: 'Article not found' }).waitFor();
      await page.getByRole('link', { name: 'All articles' }).click();
      await page.getByRole('heading', { name: 'Knowledge base' }).waitFor();

      await page.goto(`${server.baseUrl}/dashboard`);
      const banner = page.getByTestId('help-banner');
      await banner.getByText(/sums up your workspace/).waitFor();
      await banner.getByRole('button', { name: 'Hide this tip' }).click();
      await banner.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('heading', { name: /welcome/i }).waitFor();
      assert.equal(await page.getByTestId('help-banner').count(), 0);
    });
    await context.close();
  });

  test('the knowledge base and an article read well in both skins, in English and German', async () => {
    for (const [skin, lang] of LOOKS) {
      const context = await newContext(browser, { skin, lang });
      const page = await context.newPage();
      await signIn(page, server.baseUrl, 'inspector@fieldbook.local', server.inspectorPassword);
      for (const path of ['/kb', '/kb/articles/supported-question-types', '/dashboard']) {
        await page.goto(`${server.baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
        await shoot(page, `help-${name}-${lang}-${skin}`);
        await assertAccessible(page, `${path} (${lang}, ${skin})`);
        await assertNoHorizontalOverflow(page, `${path} (${lang}, ${skin})`);
        const text = await page.locator('body').innerText();
        assert.doesNotMatch(
          text,
          /\b[a-z]+(\.[a-zA-Z]+){2,}\b|\b[a-z-]+:[a-z]+\.[a-zA-Z.]+/,
          `raw i18n key on ${path}`,
        );
        if (lang === 'de')
          assert.doesNotMatch(
            text,
            /\b(Knowledge base|Release notes|Supported|Number|Dashboard)\b/,
            `English on ${path}`,
          );
      }
      await context.close();
    }
  });
});
