import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { assertAccessible, assertNoHorizontalOverflow, shoot } from '../support/browser';
import { closeSession, openAdminSession } from '../support/admin-session';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from '../support/server';
import { LOOKS, newContext, signIn } from '../support/session';

// Issue 6's resources as a new administrator plays them: define a global list with fields, add items, archive and
// restore them, build a site structure and pick a parent in the tree selector, and set the assignment fields.

let server: RunningServer;
let browser: Browser;
let page: Page;
let listUrl = '';

const table = (id: string) => page.locator(`[aria-busy=false][data-testid=data-table-${id}]`);

async function addField(
  type: string,
  name: string,
  fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByTestId(`cfe-add-${type}`).click();
  const dialog = page.getByRole('dialog');
  await page.getByTestId('cfe-field-name').fill(name);
  if (fill) await fill(dialog);
  await page.getByTestId('cfe-field-apply').click();
  await dialog.waitFor({ state: 'detached' });
}

before(async () => {
  ({ server, browser, page } = await openAdminSession());
});

after(() => closeSession({ browser, server }));

test('create a global list and define its fields in a group', async () => {
  await page.goto(`${server.baseUrl}/resources/global-lists`);
  await page.getByRole('link', { name: 'Global lists' }).first().waitFor();
  await page.getByTestId('create-list').first().click();
  await page.getByTestId('name-input').fill('Pumps');
  await page.getByTestId('modal-submit').click();
  await page.waitForURL(/\/resources\/global-lists\/[0-9a-f-]{36}$/);
  listUrl = page.url();
  await page.getByTestId('cfe-add-group').click();
  await page.getByTestId('cfe-group-name').fill('Technical data');
  await page.getByTestId('cfe-group-submit').click();
  await addField('integer', 'Power (kW)', async () => {
    await page.getByTestId('cfe-field-required').check();
  });
  await addField('text', 'Vendor');
  await page.getByTestId('cfe-save').click();
  await page.getByTestId('cfe-save').and(page.locator(':disabled')).waitFor();
  await page.reload();
  await page.getByText('Power (kW)').first().waitFor();
  await shoot(page, 'global-list-fields');
});

test('add items, see the value rules, archive and restore them', async () => {
  await page.goto(`${listUrl}/items`);
  await table(`global-list-items-${listUrl.split('/').pop()}`).waitFor();
  const add = async (id: string, name: string, power: string, vendor = '') => {
    await page.getByTestId('create-item').first().click();
    const dialog = page.getByRole('dialog');
    await page.getByTestId('item-id').fill(id);
    await page.getByTestId('item-display-name').fill(name);
    await dialog.getByLabel(/^Power \(kW\)/).fill(power);
    if (vendor) await dialog.getByLabel(/^Vendor/).fill(vendor);
    await page.getByTestId('modal-submit').click();
    return dialog;
  };
  const refused = await add('P-1', 'Small pump', 'strong');
  await refused.getByText('The value has the wrong type.').waitFor();
  await shoot(page, 'global-list-item-dialog-refused');
  await refused.getByLabel(/^Power \(kW\)/).fill('5');
  await page.getByTestId('modal-submit').click();
  await refused.waitFor({ state: 'detached' });
  await (await add('P-2', 'Big pump', '50', 'ACME')).waitFor({ state: 'detached' });
  await (await add('P-3', 'Spare pump', '7')).waitFor({ state: 'detached' });
  const rows = page.locator('[data-row-id]');
  await rows.nth(2).waitFor();
  assert.equal(await rows.count(), 3);
  await shoot(page, 'global-list-items');

  for (const name of ['Big pump', 'Spare pump'])
    await page.locator('[data-row-id]', { hasText: name }).getByRole('checkbox').check();
  await page.getByTestId('bulk-archive').click();
  await page.getByTestId('confirm-yes').click();
  await page.getByTestId('bulk-action-bar').waitFor({ state: 'detached' });
  await page.locator('[data-row-id]', { hasText: 'Big pump' }).waitFor({ state: 'detached' });
  assert.equal(await rows.count(), 1);

  await page.goto(`${listUrl}/items/archive`);
  await page.locator('[data-row-id]', { hasText: 'Spare pump' }).waitFor();
  await page.locator('[data-row-id]', { hasText: 'Big pump' }).getByRole('checkbox').check();
  await page.locator('[data-row-id]', { hasText: 'Spare pump' }).getByRole('checkbox').check();
  await page.getByTestId('bulk-restore').click();
  await page.getByTestId('confirm-yes').click();
  await page.locator('[data-row-id]').first().waitFor({ state: 'detached' });
  await page.goto(`${listUrl}/items`);
  await page.locator('[data-row-id]', { hasText: 'Spare pump' }).waitFor();
  assert.equal(await rows.count(), 3);
});

test('a site structure in the tree table: add levels through the tree selector, expand and collapse', async () => {
  await page.goto(`${server.baseUrl}/resources/sites`);
  await table('site-structures').waitFor();
  await page.getByTestId('create-structure').first().click();
  await page.getByTestId('name-input').fill('Plants');
  await page.getByTestId('modal-submit').click();
  await page.locator('[data-row-id]', { hasText: 'Plants' }).waitFor();

  const addNode = async (title: string, parentPath: string[], isSite = false) => {
    await page.getByTestId('add-node').click();
    const dialog = page.getByRole('dialog');
    await page.getByTestId('node-title').fill(title);
    if (isSite) await page.getByTestId('node-is-site').check();
    if (parentPath.length > 0) {
      await page.getByTestId('node-parent').click();
      for (const step of parentPath.slice(0, -1))
        await page.getByRole('button', { name: new RegExp(`^(Open|Öffnen) ${step}`) }).click();
      await page.getByRole('checkbox', { name: parentPath.at(-1) }).check();
      // A click outside the selector closes it, which hands the choice to the form (Escape would close the modal).
      await page.getByTestId('node-title').click();
      await dialog
        .getByText(parentPath.at(-1) ?? '')
        .first()
        .waitFor();
    }
    if (isSite) {
      await page.waitForTimeout(300); // the tree selector's dropdown fades out
      await shoot(page, `site-node-dialog-${title.toLowerCase().replace(/ /g, '-')}`);
    }
    await page.getByTestId('modal-submit').click();
    await dialog.waitFor({ state: 'detached' });
  };
  await addNode('Germany', []);
  await addNode('Berlin plant', ['Germany'], true);
  await addNode('Hall 3', ['Germany', 'Berlin plant'], true);

  const row = (title: string) =>
    page
      .locator('[data-row-id]')
      .filter({ has: page.getByTestId('site-title').getByText(title, { exact: true }) });
  await row('Plants').getByRole('button', { name: 'Expand' }).click();
  await row('Germany').getByRole('button', { name: 'Expand' }).click();
  await row('Berlin plant').getByRole('button', { name: 'Expand' }).click();
  await row('Hall 3').waitFor();
  await shoot(page, 'sites-tree-expanded');
  await row('Plants').getByRole('button', { name: 'Collapse' }).click();
  await row('Germany').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Expand all' }).click();
  await row('Hall 3').waitFor();
  await page.getByRole('button', { name: 'Collapse all' }).click();
  await row('Hall 3').waitFor({ state: 'detached' });
});

test('assignment settings: the static required title and a custom field', async () => {
  await page.goto(`${server.baseUrl}/settings/assignment`);
  await page.getByTestId('cfe-static-title').waitFor();
  await page.getByTestId('cfe-add-group').click();
  await page.getByTestId('cfe-group-name').fill('Details');
  await page.getByTestId('cfe-group-submit').click();
  await addField('text', 'Work order');
  await page.getByTestId('cfe-save').click();
  await page.getByTestId('cfe-save').and(page.locator(':disabled')).waitFor();
  await page.reload();
  await page.getByText('Work order').first().waitFor();
  await page.getByTestId('cfe-static-title').waitFor();
});

test('every resources screen in light and dark, English and German: screenshots, axe, no overflow, no raw keys', async () => {
  const id = listUrl.split('/').pop() ?? '';
  const screens = [
    '/resources/global-lists',
    '/resources/global-lists/archive',
    `/resources/global-lists/${id}`,
    `/resources/global-lists/${id}/items`,
    `/resources/global-lists/${id}/items/archive`,
    '/resources/sites',
    '/settings/assignment',
  ];
  for (const [skin, lang] of LOOKS) {
    const context = await newContext(browser, { skin, lang });
    const look = await context.newPage();
    await signIn(look, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    for (const path of screens) {
      await look.goto(`${server.baseUrl}${path}`);
      await look.waitForLoadState('networkidle');
      await look.locator('main h1').first().waitFor();
      const label = `${path} (${lang}, ${skin})`;
      const name = path
        .replace(id, 'id')
        .replace(/[^a-z0-9]+/gi, '-')
        .replace(/^-|-$/g, '');
      await shoot(look, `resources-${name}-${lang}-${skin}`);
      await assertAccessible(look, label);
      await assertNoHorizontalOverflow(look, label);
      const text = await look.locator('body').innerText();
      assert.doesNotMatch(
        text,
        /\b[a-z]+(\.[a-zA-Z]+){2,}\b|\b[a-z-]+:[a-z]+\.[a-zA-Z.]+/,
        `raw i18n key on ${label}`,
      );
      if (lang === 'de')
        assert.doesNotMatch(
          text,
          /\b(Global lists|Archive|Restore|Items|Sites|Add item|Settings|Save|Discard|Actions)\b/,
          `English on ${label}`,
        );
    }
    await context.close();
  }
});
