import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, withFailureShot } from '../support/browser';
import { closeSession } from '../support/admin-session';
import { linkOf, waitForMail } from '../support/mail';
import { startServer, type RunningServer } from '../support/server';
import { newContext } from '../support/session';

const INSPECTOR_EMAIL = 'inspector@fieldbook.local';

let server: RunningServer;
let browser: Browser;

before(async () => {
  // Two free attempts and a ceiling of five, so the delays and the unlock link come within seconds (ADR 189).
  server = await startServer({ SIGN_IN_FREE_ATTEMPTS: '2', SIGN_IN_ACCOUNT_CEILING: '5' });
  browser = await launchBrowser();
});
after(() => closeSession({ browser, server }));

describe('sign-in limits', () => {
  test('a person mistypes the password, is asked to wait some seconds, then follows the mailed unlock link and signs in', async () => {
    const context = await newContext(browser, { lang: 'de' });
    const page = await context.newPage();
    await withFailureShot(page, 'sign-in-limits', async () => {
      const since = new Date(Date.now() - 1000);
      await page.goto(`${server.baseUrl}/login`);
      await page.getByLabel(/e-mail/i).fill(INSPECTOR_EMAIL);
      await page.getByLabel(/^passwort/i).fill('Falsches-Passwort-1');
      const alert = page.getByRole('alert');
      let delayShown = false;
      let locked = false;
      for (let attempt = 0; attempt < 12 && !locked; attempt += 1) {
        const answer = page.waitForResponse((r) => r.url().endsWith('/api/login'));
        await page.getByRole('button', { name: 'Anmelden' }).click();
        const response = await answer;
        const { message: text } = (await response.json()) as { message: string };
        await alert.filter({ hasText: text }).waitFor();
        const wait = /Bitte warten Sie (\d+) s/.exec(text);
        if (wait) {
          delayShown = true;
          assert.equal(response.status(), 429);
          assert.equal(response.headers()['retry-after'], wait[1]);
          await page.waitForTimeout(Number(wait[1]) * 1000 + 200);
        }
        locked = /Zu viele fehlgeschlagene Anmeldungen für dieses Konto/.test(text);
      }
      assert.ok(delayShown, 'the delay message with its seconds was shown');
      assert.ok(locked, 'the account reached its ceiling');

      const mail = await waitForMail(server, INSPECTOR_EMAIL, since);
      assert.match(mail.subject, /unlock|entsperren|débloquer/i);
      await page.goto(linkOf(mail, server.baseUrl));
      await page.getByText('Ihr Konto ist entsperrt. Sie können sich jetzt anmelden.').waitFor();
      assert.equal(await page.getByLabel(/e-mail/i).inputValue(), INSPECTOR_EMAIL);
      await page.getByLabel(/^passwort/i).fill(server.inspectorPassword);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await page.waitForURL(/\/dashboard/);
    });
    await context.close();
  });
});
