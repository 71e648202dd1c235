import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import {
  assertAccessible,
  assertNoHorizontalOverflow,
  launchBrowser,
  shoot,
  withFailureShot,
} from '../support/browser';
import { codeOf, linkOf, waitForMail } from '../support/mail';
import { closeSession } from '../support/admin-session';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer, type RunningServer } from '../support/server';
import { newContext, signIn, type Lang, type Skin } from '../support/session';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(() => closeSession({ browser, server }));

/** Types a six-digit code into the two-factor screen's digit boxes. */
async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel(/digit 1 of 6|ziffer 1 von 6|chiffre 1 sur 6/i).click();
  await page.keyboard.type(code);
}

describe('platform: sign-in, preferences, registration and password reset', () => {
  test('the administrator turns on two-factor sign-in, signs in with the mailed code, switches to German and the dark skin, changes the timezone and signs out', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await withFailureShot(page, 'admin-journey', async () => {
      await signIn(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      await page.getByRole('heading', { name: /welcome/i }).waitFor();

      await page.goto(`${server.baseUrl}/user/account-settings`);
      await page.getByLabel(/^Two-factor sign-in/).check();
      await page.getByRole('button', { name: 'Save' }).last().click();
      await page
        .getByText(/saved|updated/i)
        .first()
        .waitFor();

      await page.getByRole('button', { name: /account menu of/i }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.waitForURL(/\/login/);

      const since = new Date(Date.now() - 1000);
      await page.getByLabel(/e-mail/i).fill(ADMIN_EMAIL);
      await page.getByLabel(/^password/i).fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/2fa\//);
      const mail = await waitForMail(server, ADMIN_EMAIL, since);
      await enterCode(page, codeOf(mail));
      await page.waitForURL(/\/dashboard/);

      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitem', { name: 'Deutsch', exact: true }).click();
      await page.getByRole('heading', { name: /willkommen/i }).waitFor();
      await page.getByRole('button', { name: 'Erscheinungsbild' }).click();
      await page.getByRole('menuitem', { name: 'Dunkel', exact: true }).click();
      assert.equal(await page.evaluate(() => localStorage.getItem('fieldbook.skin')), 'dark');
      assert.equal(await page.locator('html').getAttribute('data-mantine-color-scheme'), 'dark');

      await page.getByRole('button', { name: /kontomenü von/i }).click();
      await page.getByRole('menuitem', { name: 'Kontoeinstellungen' }).click();
      await page.waitForURL(/\/user\/account-settings/);
      const tz = page.getByRole('combobox', { name: /^Zeitzone/ });
      await tz.click();
      await tz.fill('Berlin');
      await page
        .getByRole('option', { name: /Berlin/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'Speichern' }).last().click();
      await page
        .getByText(/gespeichert|aktualisiert/i)
        .first()
        .waitFor();
      await page.reload();
      assert.match(await page.getByRole('combobox', { name: /^Zeitzone/ }).inputValue(), /Berlin/);

      await page.getByRole('button', { name: /kontomenü von/i }).click();
      await page.getByRole('menuitem', { name: 'Abmelden' }).click();
      await page.waitForURL(/\/login/);
    });
    await context.close();
  });

  test('a new person registers, sets a password from the mailed link, and later resets a forgotten password', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = `new.person.${Date.now()}@example.com`;
    await withFailureShot(page, 'register-reset', async () => {
      await page.goto(`${server.baseUrl}/register`);
      await page.getByLabel(/^First name/).fill('Nora');
      await page.getByLabel(/^Last name/).fill("O'Neill");
      await page.getByLabel(/e-mail/i).fill(email);
      let since = new Date(Date.now() - 1000);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('Check your inbox').waitFor();

      await page.goto(linkOf(await waitForMail(server, email, since), server.baseUrl));
      await page.getByLabel(/^New password/).fill('First-pass-1');
      await page.getByLabel(/^Confirm the new password/).fill('First-pass-1');
      await page.getByRole('button', { name: 'Save password' }).click();
      await page.waitForURL(/\/(login|dashboard)/);
      if (page.url().includes('/login')) await signIn(page, server.baseUrl, email, 'First-pass-1');
      await page.getByRole('heading', { name: /welcome, nora/i }).waitFor();
      await page.getByRole('button', { name: /account menu of/i }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.waitForURL(/\/login/);

      await page.getByRole('link', { name: /forgot your password/i }).click();
      await page.getByLabel(/e-mail/i).fill(email);
      since = new Date(Date.now() - 1000);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page
        .getByText(/sent a link|reset link/i)
        .first()
        .waitFor();
      await page.goto(linkOf(await waitForMail(server, email, since), server.baseUrl));
      await page.getByLabel(/^New password/).fill('Second-pass-2');
      await page.getByLabel(/^Confirm the new password/).fill('Second-pass-2');
      await page.getByRole('button', { name: 'Save password' }).click();
      await page.waitForURL(/\/(login|dashboard)/);
      if (page.url().includes('/login')) await signIn(page, server.baseUrl, email, 'Second-pass-2');
      await page.getByRole('heading', { name: /welcome, nora/i }).waitFor();
    });
    await context.close();
  });

  test('every platform screen in light and dark, English and German: screenshots, axe, no overflow, no raw keys', async () => {
    const publicScreens = [
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password/someone@example.com?token=x',
      '/no-such-page',
    ];
    const privateScreens = [
      '/dashboard',
      '/user/account-settings',
      '/settings/workspaces',
      '/workspace/settings/plans',
    ];
    for (const lang of ['en', 'de'] as Lang[]) {
      for (const skin of ['light', 'dark'] as Skin[]) {
        const context = await newContext(browser, { skin, lang });
        const page = await context.newPage();
        const visit = async (path: string) => {
          await page.goto(`${server.baseUrl}${path}`);
          await page.waitForLoadState('networkidle');
          const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
          await shoot(page, `platform-${name}-${lang}-${skin}`);
          await assertAccessible(page, `${path} (${lang}, ${skin})`);
          await assertNoHorizontalOverflow(page, `${path} (${lang}, ${skin})`);
          const text = await page.locator('body').innerText();
          assert.doesNotMatch(
            text,
            /\b[a-z]+(\.[a-zA-Z]+){2,}\b|\b[a-z]+:[a-z]+\.[a-zA-Z.]+/,
            `raw i18n key on ${path}`,
          );
          if (lang === 'de')
            assert.doesNotMatch(
              text,
              /\b(Sign in|Password|Settings|Welcome|Dashboard)\b/,
              `English on ${path}`,
            );
        };
        for (const path of publicScreens) await visit(path);
        await signIn(page, server.baseUrl, 'inspector@fieldbook.local', server.inspectorPassword);
        for (const path of privateScreens) await visit(path);
        await context.close();
      }
    }
  });
});
