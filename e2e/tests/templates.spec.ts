import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { assertAccessible, assertNoHorizontalOverflow, shoot } from '../support/browser';
import { closeSession, openAdminSession } from '../support/admin-session';
import { type RunningServer } from '../support/server';
import { LOOKS, setLook } from '../support/session';
import { createFolder } from '../support/templates';
import { noisyPng } from '../support/images';

// Issue 5 points 1 and 3 and the rating settings, as a new user would play them: folders and templates on the
// template list, global responses with their options, custom units, and the rating icons of the checklist settings.

let server: RunningServer;
let browser: Browser;
let page: Page;

const at = (path: string) => `${server.baseUrl}${path}`;

async function templateRows(): Promise<string[]> {
  await page.locator('[aria-busy=false][data-testid=data-table-templates]').waitFor();
  return page.locator('[data-row-id]').allInnerTexts();
}

async function waitForRow(text: string): Promise<void> {
  await page.locator('[data-row-id]', { hasText: text }).first().waitFor();
}

async function rowAction(title: string, action: string): Promise<void> {
  await page.getByTestId(`template-actions-${title}`).click();
  await page.getByTestId(`template-action-${action}`).click();
}

async function confirmAndSettle(): Promise<void> {
  await page.getByTestId('confirm-yes').click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

before(async () => {
  ({ server, browser, page } = await openAdminSession());
});

after(() => closeSession({ browser, server }));

test('folders: create, rename and move into another, delete an empty one', async () => {
  await page.goto(at('/checklist/templates'));
  await createFolder(page, 'Warehouse');
  await createFolder(page, 'Workshop');
  await createFolder(page, 'Scratch');
  await page.getByTestId('folder-actions-Scratch').click();
  await page.getByTestId('folder-edit').click();
  await page.getByTestId('folder-title').fill('Scratch pad');
  await page.getByTestId('folder-select').click();
  await page.getByRole('option', { name: 'Workshop' }).click();
  await page.getByTestId('modal-submit').click();
  await page.getByTestId('folder-Scratch pad').waitFor();
  await page.getByTestId('folder-actions-Scratch pad').click();
  await page.getByTestId('folder-delete').click();
  await confirmAndSettle();
  await page.getByTestId('folder-Scratch pad').waitFor({ state: 'detached' });
});

test('create a template in a folder: it opens the editor URL', async () => {
  await page.getByTestId('folder-Warehouse').click();
  await page.getByTestId('create-template').first().click();
  await page.getByTestId('template-title').fill('Forklift check');
  assert.match(await page.getByTestId('folder-select').inputValue(), /Warehouse/);
  await page.getByTestId('modal-submit').click();
  await page.waitForURL(/\/checklist\/template\/[0-9a-f-]{36}\/edit$/);
  await page.goto(at('/checklist/templates'));
  await waitForRow('Forklift check');
  const rows = await templateRows();
  assert.equal(rows.length, 1);
  assert.match(rows[0] ?? '', /Warehouse/);
  assert.match(rows[0] ?? '', /draft/i);
});

test('clone, move the copy to another folder, archive and restore, hide', async () => {
  await rowAction('Forklift check', 'clone');
  await page.getByTestId('modal-submit').click();
  await waitForRow('Forklift check (copy)');

  await rowAction('Forklift check (copy)', 'move');
  await page.getByRole('dialog').getByTestId('folder-select').click();
  await page.getByRole('option', { name: 'Workshop' }).click();
  await page.getByTestId('modal-submit').click();
  await page.locator('[data-row-id]', { hasText: 'Forklift check (copy)' }).waitFor({ state: 'detached' });
  await page.getByTestId('folder-Workshop').click();
  await waitForRow('Forklift check (copy)');
  await page.getByTestId('folder-Warehouse').click();
  await waitForRow('Forklift check');

  await rowAction('Forklift check', 'archive');
  await confirmAndSettle();
  await page.getByTestId('table-empty').waitFor();
  await page.getByTestId('template-shelf').getByText('Archived').click();
  await waitForRow('Forklift check');
  assert.match((await templateRows())[0] ?? '', /archived/i);
  await rowAction('Forklift check', 'restore');
  await confirmAndSettle();
  await page.getByTestId('table-empty').waitFor();
  await page.getByTestId('template-shelf').getByText('Working').click();
  await waitForRow('Forklift check');

  await rowAction('Forklift check', 'hide');
  await confirmAndSettle();
  await page.locator('[data-row-id]', { hasText: 'Hidden' }).waitFor();
  await page.getByTestId('template-actions-Forklift check').click();
  await page.getByTestId('template-action-unhide').waitFor();
  await page.keyboard.press('Escape');

  assert.match(await page.getByTestId('folder-Workshop').innerText(), /1 template\b/);
  await page.getByTestId('folder-actions-Workshop').click();
  await page.getByTestId('folder-delete').click();
  await page.getByTestId('confirm-yes').click();
  await page.getByText('The folder still holds templates or folders').waitFor();
  await page.getByRole('button', { name: 'No' }).click();
  await page.getByTestId('folder-Workshop').waitFor();
});

test('search across all folders', async () => {
  await page.getByTestId('folder-all').click();
  await waitForRow('Forklift check (copy)');
  assert.equal((await templateRows()).length, 2);
  await page.getByTestId('template-search').fill('copy');
  await page.waitForResponse(
    (r) => r.url().includes('/api/checklist/template/list') && r.url().includes('q=copy'),
  );
  await page.waitForFunction(() => document.querySelectorAll('[data-row-id]').length === 1);
  assert.match((await templateRows())[0] ?? '', /Forklift check \(copy\)/);
  await page.getByTestId('template-search').fill('');
});

test('global responses: create a set with coloured, scored, flagged options, then edit it', async () => {
  await page.goto(at('/checklist/global-response/list'));
  await page.getByTestId('create-global-response').first().click();
  await page.getByTestId('global-response-title').fill('Pass or fail');
  await page.getByTestId('modal-submit').click();
  assert.ok(await page.getByRole('dialog').getByText('This field is required').count());
  await page.getByTestId('option-label-0').fill('Pass');
  await page.getByTestId('option-score-0').fill('1');
  await page.getByTestId('option-label-1').fill('Fail');
  await page.getByTestId('option-score-1').fill('0');
  await page.getByTestId('add-option').click();
  await page.getByTestId('option-label-2').fill('Not applicable');
  await page.getByTestId('modal-submit').click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.locator('[data-row-id]', { hasText: 'Pass or fail' }).waitFor();
  assert.match(
    await page.locator('[data-row-id]').first().innerText(),
    /Pass \(1\)[\s\S]*Fail \(0\)[\s\S]*Not applicable/i,
  );

  await page.locator('[data-row-id]', { hasText: 'Pass or fail' }).click();
  await page.getByTestId('global-response-title').fill('Pass / fail / n.a.');
  await page.getByRole('button', { name: 'Remove answer 3' }).click();
  await page.getByTestId('modal-submit').click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.locator('[data-row-id]', { hasText: 'Pass / fail / n.a.' }).waitFor();
  assert.doesNotMatch(await page.locator('[data-row-id]').first().innerText(), /Not applicable/);

  await page.getByTestId('global-response-actions-Pass / fail / n.a.').click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.locator('[data-row-id]', { hasText: 'Pass / fail / n.a.' }).waitFor();

  await page.getByTestId('tab-units').click();
  await page.getByTestId('unit-name').fill('psi');
  await page.getByTestId('unit-type').fill('pressure');
  await page.getByTestId('unit-add').click();
  await page.getByTestId('custom-units').getByText('psi').waitFor();
});

test('checklist settings: label, icon and order of the rating levels survive a reload', async () => {
  await page.goto(at('/settings/checklist'));
  await page.getByTestId('rating-level-1').waitFor();
  await page.getByTestId('rating-label-1-en').fill('Outstanding');
  await page.getByTestId('rating-label-1-de').fill('Hervorragend');
  const png = await noisyPng(page, 80, 80);
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('rating-icon-1').click();
  await (await chooser).setFiles({ name: 'star.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Show Improvement needed earlier' }).click();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/checklist/settings/ratings') && r.request().method() === 'POST',
  );
  await page.getByTestId('ratings-save').click();
  assert.equal((await saved).status(), 200);
  await page.reload();
  await page.getByTestId('rating-level-1').waitFor();
  assert.equal(await page.getByTestId('rating-label-1-en').inputValue(), 'Outstanding');
  const order = await page
    .locator('[data-testid^=rating-level-]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
  assert.deepEqual(order, [
    'rating-level-1',
    'rating-level-2',
    'rating-level-3',
    'rating-level-5',
    'rating-level-4',
  ]);
  const icon = page.getByTestId('rating-level-1').locator('img');
  await icon.waitFor();
  assert.ok(await icon.evaluate((img) => (img as HTMLImageElement).naturalWidth === 80));
});

test('every screen and dialog passes axe without overflow, light and dark, English and German', async () => {
  const screens = [
    { path: '/checklist/templates', ready: '[aria-busy=false][data-testid=data-table-templates]' },
    {
      path: '/checklist/global-response/list',
      ready: '[aria-busy=false][data-testid=data-table-global-responses]',
    },
    { path: '/settings/checklist', ready: '[data-testid=rating-level-5]' },
  ];
  for (const [skin, language] of LOOKS) {
    await setLook(page, { skin, lang: language });
    for (const screen of screens) {
      await page.goto(at(screen.path));
      await page.locator(screen.ready).first().waitFor();
      await page.waitForTimeout(200);
      const label = `${screen.path} (${language}, ${skin})`;
      await shoot(page, `templates${screen.path.replace(/\//g, '-')}-${language}-${skin}`);
      await assertAccessible(page, label);
      await assertNoHorizontalOverflow(page, label);
      if (language === 'de') {
        const english =
          /\b(Templates?|Folders?|Search|Archived?|Global responses|Rating|Settings|Save|Draft|Options)\b/.exec(
            await page.locator('main').innerText(),
          );
        assert.equal(english?.[0], undefined, `English on ${label}`);
      }
    }
    const dialogs: [string, string, () => Promise<void>][] = [
      ['/checklist/templates', 'folder', () => page.getByTestId('create-folder').click()],
      ['/checklist/templates', 'template', () => page.getByTestId('create-template').first().click()],
      [
        '/checklist/global-response/list',
        'global-response',
        () => page.getByTestId('create-global-response').first().click(),
      ],
    ];
    for (const [path, name, open] of dialogs) {
      await page.goto(at(path));
      await page.locator('[aria-busy=false][data-testid^=data-table-]').first().waitFor();
      await open();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(300);
      const label = `${name} dialog (${language}, ${skin})`;
      await shoot(page, `templates-dialog-${name}-${language}-${skin}`);
      await assertAccessible(page, label);
      await page.keyboard.press('Escape');
    }
  }
  await setLook(page, { skin: 'light', lang: 'en' });
});
