import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { closeSession, openAdminSession } from '../support/admin-session';
import { assertAccessible, assertNoHorizontalOverflow, shoot, withFailureShot } from '../support/browser';
import { api } from '../support/editor';
import { noisyPng } from '../support/images';
import { changeAt, startJourneyInspection } from '../support/inspection-media';
import type { JourneyTemplate } from '../support/inspection-template';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from '../support/server';
import { LOOKS, newContext, signIn } from '../support/session';

// Issue 20 item 3 (ADR 202): an administrator sets the organisation's report layout at /settings/report (a logo, a
// cover page with an image, notes hidden, four photos a row) and the web report follows it.

let server: RunningServer;
let browser: Browser;
let page: Page;
let template: JourneyTemplate;
const inspectionId = crypto.randomUUID();
const TITLE = 'Crane report check';
const NOTE = 'Left rail bent';

before(async () => {
  ({ server, browser, page } = await openAdminSession());
  const journey = await startJourneyInspection(page, TITLE, inspectionId);
  template = journey.template;
  const no = journey.option('No');
  // Left in progress: the report of an unfinished inspection follows the layout just the same.
  await api(page, 'POST', `/inspections/${inspectionId}/changes`, {
    since: 0,
    changes: [
      changeAt(1, { kind: 'value', item_id: template.items.guard.id, value: no }),
      changeAt(2, { kind: 'note', item_id: template.items.guard.id, note: NOTE }),
      changeAt(3, { kind: 'value', item_id: template.items.damage.id, value: 'Dent 10 cm' }),
    ],
  });
});

after(() => closeSession({ browser, server }));

const reportUrl = () => `${server.baseUrl}/inspections/${inspectionId}/view-report`;

/** Waits until every image of the page has loaded (or failed), so a screenshot shows them. */
async function imagesLoaded(target: Page): Promise<void> {
  await target.waitForFunction(() => [...document.images].every((img) => img.complete));
}

test('the organisation default layout: an uploaded logo, a cover with an image, notes hidden', async () => {
  await withFailureShot(page, 'report-settings', async () => {
    await page.goto(`${server.baseUrl}/settings/report`);
    const form = page.getByTestId('report-layout-form');
    await form.waitFor();
    const logo = await noisyPng(page, 240, 80);
    await page.locator('[data-testid=layout-logo] input[type=file]').setInputFiles({
      name: 'acme-logo.png',
      mimeType: 'image/png',
      buffer: logo,
    });
    await page.locator('[data-testid=layout-logo] img').waitFor();
    await page.getByLabel('Show a cover page', { exact: true }).check();
    const cover = await noisyPng(page, 640, 360);
    await page.locator('[data-testid=layout-cover-image] input[type=file]').setInputFiles({
      name: 'crane-yard.png',
      mimeType: 'image/png',
      buffer: cover,
    });
    await page.locator('[data-testid=layout-cover-image] img').waitFor();
    await page.getByLabel('Cover title', { exact: true }).fill('Acme crane inspections');
    await page.getByTestId('layout-part-notes').uncheck();
    await page.getByText('4 columns', { exact: true }).click();
    await page.getByTestId('layout-save').click();
    await page.getByTestId('layout-Organisation default').waitFor();

    const stored = await api<{ list: { parts: { notes: boolean }; logo_file_id: string | null }[] }>(
      page,
      'GET',
      '/settings/report/layouts',
    );
    assert.equal(stored.list.length, 1);
    assert.equal(stored.list[0]!.parts.notes, false);
    assert.ok(stored.list[0]!.logo_file_id);
  });
});

test('the report shows the logo and the cover, and no notes', async () => {
  await withFailureShot(page, 'report-settings-report', async () => {
    await page.goto(reportUrl());
    await page.getByTestId('inspection-report').waitFor();
    const logo = page.getByTestId('report-logo');
    await logo.waitFor();
    await imagesLoaded(page);
    assert.equal(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth), 240);
    const cover = page.getByTestId('report-cover');
    assert.match(await cover.innerText(), /Acme crane inspections/);
    assert.equal(
      await page.getByTestId('report-cover-image').evaluate((img) => (img as HTMLImageElement).naturalWidth),
      640,
    );
    // The failed answer still shows in the flagged summary and its page, but its note does not.
    await page.getByTestId(`report-item-${template.items.guard.id}`).first().waitFor();
    assert.equal(await page.locator('[data-testid^=report-note-]').count(), 0);
    assert.doesNotMatch(await page.getByTestId('inspection-report').innerText(), new RegExp(NOTE));
    const css = await page
      .locator('article')
      .evaluate((article) => getComputedStyle(article).getPropertyValue('--report-photo-columns'));
    assert.equal(css.trim(), '4');
    assert.match((await page.locator('article').getAttribute('data-paper')) ?? '', /^A4$/);
  });
});

test('settings page and report with the layout in light English and dark German', async () => {
  for (const [skin, lang] of LOOKS) {
    const look = await newContext(browser, { skin, lang });
    const tab = await look.newPage();
    await withFailureShot(tab, `report-settings-${skin}-${lang}`, async () => {
      await signIn(tab, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      await tab.goto(`${server.baseUrl}/settings/report`);
      await tab.getByTestId('report-layout-form').waitFor();
      await imagesLoaded(tab);
      await shoot(tab, `report-settings-${lang}-${skin}`);
      await assertAccessible(tab, `report settings (${lang}, ${skin})`);
      await assertNoHorizontalOverflow(tab, `report settings (${lang}, ${skin})`);

      await tab.goto(reportUrl());
      await tab.getByTestId('report-cover').waitFor();
      await imagesLoaded(tab);
      await shoot(tab, `report-settings-report-${lang}-${skin}`);
      await assertAccessible(tab, `report with layout (${lang}, ${skin})`);
      if (lang === 'de') {
        const text = await tab.locator('main').innerText();
        assert.equal(/\b(Cover page|Report settings|Flagged)\b/.exec(text)?.[0], undefined);
      }
    });
    await look.close();
  }
});
