import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { assertAccessible, assertNoHorizontalOverflow, shoot, withFailureShot } from '../support/browser';
import { closeSession, openAdminSession } from '../support/admin-session';
import { addFromPalette, api, openEditor, waitSaved } from '../support/editor';
import { type RunningServer } from '../support/server';
import { type Lang, looksFor, newContext, setLook, signIn } from '../support/session';

// Issue 18 item 7 as a new customer meets it: invite with a role and accept, the sign-in form filled in; translated
// close and password buttons; filters that start closed; a French template list that is not cut off; a title limit
// and long words in the builder; and what a member without the user list sees (no counts, no banner on 403).

let server: RunningServer;
let browser: Browser;
let page: Page;

const LOOKS = looksFor(['en', 'de', 'fr']);
const CLOSE: Record<Lang, string> = { en: 'Close', de: 'Schließen', fr: 'Fermer' };
const TOGGLE: Record<Lang, string> = {
  en: 'Show or hide the password',
  de: 'Sichtbarkeit des Passworts umschalten',
  fr: 'Afficher ou masquer le mot de passe',
};

const at = (path: string) => `${server.baseUrl}${path}`;

async function check(target: Page, name: string): Promise<void> {
  await assertAccessible(target, name);
  await assertNoHorizontalOverflow(target, name);
  await shoot(target, name);
}

/** Texts of the page cut off with an ellipsis: an element whose content is wider than its box. */
function clippedTexts(target: Page, selector: string): Promise<string[]> {
  return target.$$eval(selector, (nodes) =>
    nodes.filter((n) => n.scrollWidth > n.clientWidth + 1).map((n) => n.textContent ?? ''),
  );
}

before(async () => {
  ({ server, browser, page } = await openAdminSession());
});

after(() => closeSession({ browser, server }));

test('invite with a role; accepting opens the sign-in form with the e-mail filled in', async () => {
  await withFailureShot(page, 'first-hour-invite', async () => {
    await page.goto(at('/user/list'));
    await page.getByTestId('invite-user').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^First name/).fill('Rita');
    await dialog.getByLabel(/^Last name/).fill('Role');
    await dialog.getByLabel(/^E-mail/).fill('rita@example.test');
    await dialog.getByTestId('invite-roles-select').click();
    await page.getByRole('option', { name: 'Administrator', exact: true }).click();
    await page.keyboard.press('Escape');
    await check(page, 'first-hour-invite-dialog-light-en');
    await dialog.getByTestId('modal-submit').click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.locator('[data-row-id]', { hasText: 'rita@example.test' });
    await row.waitFor();
    assert.match(await row.innerText(), /Administrator/);

    const link = (await server.mail.messages())
      .find((m) => m.to === 'rita@example.test')
      ?.links.find((l) => l.includes('/accept-invitation'));
    assert.ok(link, 'an invitation mail');
    for (const [skin, lang] of LOOKS) {
      const joiner = await newContext(browser, { skin, lang });
      const tab = await joiner.newPage();
      if (skin === 'light' && lang === 'en') {
        await tab.goto(link);
        await tab.getByLabel(/^New password/).fill('Joiner-pass-2026');
        await tab.getByLabel(/^Confirm the new password/).fill('Joiner-pass-2026');
        await tab.getByTestId('accept-invitation').click();
        await tab.waitForURL(/\/login\?email=/);
        assert.equal(await tab.getByLabel(/e-mail/i).inputValue(), 'rita@example.test');
        await tab
          .getByRole('status')
          .filter({ hasText: /You joined/ })
          .waitFor();
        await check(tab, 'first-hour-accepted-login-light-en');
      } else {
        await tab.goto(at('/login?email=rita%40example.test'));
        await tab.waitForLoadState('networkidle');
      }
      assert.equal(await tab.getByLabel(/e-mail/i).inputValue(), 'rita@example.test');
      const toggle = tab.getByRole('button', { name: TOGGLE[lang], includeHidden: true });
      assert.equal(await toggle.count(), 1, `password toggle named in ${lang}`);
      // The shared sign-in helper finds the password field by a label starting "Password"/"Passwort"/"Mot de passe":
      // the toggle's name must not start so, or signing in would find two fields.
      assert.equal(await tab.getByLabel(/^password|^passwort|^mot de passe/i).count(), 1);
      await check(tab, `first-hour-login-${skin}-${lang}`);
      await joiner.close();
    }
  });
});

test('the New asset dialog’s close button and the list filters read well in every look', async () => {
  await withFailureShot(page, 'first-hour-assets', async () => {
    for (const [skin, lang] of LOOKS) {
      await setLook(page, { skin, lang });
      await page.goto(at('/assets'));
      await page.locator('[aria-busy=false][data-testid=data-table-assets]').waitFor();
      assert.equal(await page.getByTestId('filter-card').count(), 0, 'filters start closed');
      await page.getByTestId('filter-dropdown-toggle').waitFor();
      await page.getByTestId('create-asset').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: CLOSE[lang], exact: true }).waitFor();
      await check(page, `first-hour-new-asset-${skin}-${lang}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByTestId('filter-mode-toggle').click();
    await page.getByTestId('filter-card').waitFor();
    await page.reload();
    await page.getByTestId('filter-card').waitFor();
    await setLook(page, { skin: 'light', lang: 'en' });
  });
});

test('a French template list shows "Modifications non publiées" whole', async () => {
  await withFailureShot(page, 'first-hour-template-list', async () => {
    const created = await api<{ data: { id: string } }>(page, 'POST', '/checklist/template/new', {
      title: 'Contrôle du chariot élévateur',
      parent_id: null,
    });
    const id = created.data.id;
    const read = async () =>
      (
        await api<{ data: Record<string, unknown> & { revision: number } }>(
          page,
          'GET',
          `/checklist/template/${id}`,
        )
      ).data;
    await api(page, 'POST', `/checklist/template/${id}/publish`, { revision: (await read()).revision });
    const doc = await read();
    const { template_id: _t, id: _i, ...rest } = doc;
    await api(page, 'POST', `/checklist/template/${id}`, {
      ...rest,
      title: 'Contrôle modifié',
      contains_asset: false,
    });
    for (const [skin, lang] of looksFor(['fr'])) {
      await setLook(page, { skin, lang });
      await page.goto(at('/checklist/templates'));
      await page.locator('[aria-busy=false][data-testid=data-table-templates]').waitFor();
      await page.getByText('Modifications non publiées').first().waitFor();
      assert.deepEqual(await clippedTexts(page, '.mantine-Badge-label'), [], 'no badge cut off');
      await check(page, `first-hour-template-list-${skin}-${lang}`);
    }
    await setLook(page, { skin: 'light', lang: 'en' });
  });
});

test('a question title stops at 500 characters, with a counter saying so', async () => {
  await withFailureShot(page, 'first-hour-builder', async () => {
    const created = await api<{ data: { id: string } }>(page, 'POST', '/checklist/template/new', {
      title: 'Long titles',
      parent_id: null,
    });
    await openEditor(page, server.baseUrl, created.data.id);
    await page.getByTestId('cmd-addPage').click();
    await addFromPalette(page, 'page', 'textAnswer');
    const title = page.getByTestId('inspector-title');
    await title.fill('x'.repeat(600));
    assert.equal((await title.inputValue()).length, 500);
    await page.getByTestId('title-length').filter({ hasText: '500 / 500' }).waitFor();
    await shoot(page, 'first-hour-title-limit-light-en');
    await title.fill('Is the fire exit clear?');
    await waitSaved(page);

    await addFromPalette(page, 'page', 'textAnswer');
    await page.getByTestId('inspector-title').fill(`Check ${'Druckbehälterprüfung'.repeat(9)} now`);
    await waitSaved(page);
    await page.getByTestId('cmd-preview').click();
    const preview = page.getByTestId('mobile-preview');
    await preview.getByTestId('preview-next').click();
    await preview.getByText(/Druckbehälterprüfung/).waitFor();
    const overflowing = await preview.evaluate((root) =>
      [root, ...root.querySelectorAll('*')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
        .map((el) => `${el.className}: ${el.scrollWidth - el.clientWidth} px`),
    );
    assert.deepEqual(overflowing, [], 'a very long word wraps inside the preview');
    await shoot(page, 'first-hour-preview-long-word-light-en');
  });
});

test('a member without the user list sees no member counts, and a refused page shows no help banner', async () => {
  await withFailureShot(page, 'first-hour-inspector', async () => {
    for (const [skin, lang] of LOOKS) {
      const own = await newContext(browser, { skin, lang });
      const tab = await own.newPage();
      await signIn(tab, server.baseUrl, 'inspector@fieldbook.local', server.inspectorPassword);
      await tab.waitForLoadState('networkidle');
      assert.equal(await tab.locator('#dashboard-members').count(), 0, 'no member counts');
      await check(tab, `first-hour-dashboard-inspector-${skin}-${lang}`);
      await tab.goto(at('/user/list'));
      await tab.getByRole('heading').first().waitFor();
      await tab.waitForLoadState('networkidle');
      assert.equal(await tab.getByTestId('help-banner').count(), 0, 'no help banner on the 403 page');
      await check(tab, `first-hour-403-${skin}-${lang}`);
      await own.close();
    }
  });
});

test('the administrator still sees member counts', async () => {
  await page.goto(at('/dashboard'));
  await page.locator('#dashboard-members').waitFor();
});
