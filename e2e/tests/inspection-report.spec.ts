import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { closeSession, openAdminSession } from '../support/admin-session';
import { assertAccessible, assertNoHorizontalOverflow, shoot, withFailureShot } from '../support/browser';
import { api } from '../support/editor';
import { noisyPng } from '../support/images';
import { changeAt, startJourneyInspection, uploadInspectionPhoto } from '../support/inspection-media';
import type { JourneyTemplate } from '../support/inspection-template';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from '../support/server';
import { LOOKS, newContext, signIn } from '../support/session';

// Issue 20 item 1: the web report of a completed inspection, built through the API (e2e servers have no demo data):
// header, flagged summary first, a photo in the lightbox, an overridden answer's history, archive and restore.

let server: RunningServer;
let browser: Browser;
let page: Page;
let template: JourneyTemplate;
const inspectionId = crypto.randomUUID();
const TITLE = 'Forklift report check';

before(async () => {
  ({ server, browser, page } = await openAdminSession());
  const journey = await startJourneyInspection(page, TITLE, inspectionId);
  template = journey.template;
  const { option } = journey;
  const photo = await uploadInspectionPhoto(page, inspectionId, await noisyPng(page, 320, 240));
  const { items } = template;
  await api(page, 'POST', `/inspections/${inspectionId}/changes`, {
    since: 0,
    changes: [
      changeAt(1, { kind: 'value', item_id: items.guard.id, value: option('No') }),
      changeAt(2, { kind: 'media', item_id: items.guard.id, file_ids: [photo] }),
      changeAt(3, { kind: 'note', item_id: items.guard.id, note: 'Left rail bent' }),
      changeAt(4, { kind: 'value', item_id: items.damage.id, value: 'Dent 10 cm' }),
      changeAt(5, { kind: 'value', item_id: items.hours.id, value: 1234.5 }),
      changeAt(6, { kind: 'value', item_id: items.front.id, value: 500 }),
      changeAt(6, { kind: 'value', item_id: items.rear.id, value: 700 }),
      changeAt(7, { kind: 'value', item_id: items.horn.id, value: true }),
      changeAt(8, { kind: 'value', item_id: items.tyres.id, value: option('Solid') }),
      // A collaborator's older remark loses to the later one and stays in the answer's history.
      changeAt(20, { kind: 'value', item_id: items.remarks.id, value: 'Ready after repair' }),
      changeAt(10, { kind: 'value', item_id: items.remarks.id, value: 'Needs a look' }),
    ],
  });
  await api(page, 'POST', `/inspections/${inspectionId}/complete`, {
    completed_at: '2026-11-27T09:42:00.000Z',
  });
});

after(() => closeSession({ browser, server }));

const reportUrl = () => `${server.baseUrl}/inspections/${inspectionId}/view-report`;

test('the list links a completed inspection to its report, which shows header, flagged items and a photo', async () => {
  await withFailureShot(page, 'inspection-report', async () => {
    await page.goto(`${server.baseUrl}/inspections`);
    await page.locator('[aria-busy=false][data-testid=data-table-inspections]').waitFor();
    await page.getByRole('link', { name: TITLE }).click();
    await page.waitForURL(/\/view-report$/);
    await page.getByTestId('inspection-report').waitFor();

    assert.equal(await page.getByTestId('report-title').innerText(), TITLE);
    assert.equal(await page.getByTestId('report-template').innerText(), `${TITLE} (version 1)`);
    assert.match(await page.getByTestId('report-inspector').innerText(), /\S/);
    // Times are the inspector's clock (Berlin), whatever the reader's zone.
    assert.match(await page.getByTestId('report-started').innerText(), /Nov 27, 2026, 10:00 AM/);
    assert.equal(await page.getByTestId('report-duration').innerText(), '0 h 42 min');
    assert.equal(await page.getByTestId('report-failed-count').innerText(), '1');
    assert.equal(await page.getByTestId('report-issues-count').innerText(), '0');

    const flagged = page.getByTestId('report-flagged');
    assert.match(await flagged.innerText(), /Flagged item \(1\)/);
    assert.match(
      await flagged.getByTestId(`report-item-${template.items.guard.id}`).innerText(),
      /Guard rail intact\?[\s\S]*No[\s\S]*Left rail bent/,
    );

    const body = page.getByTestId(`report-page-${template.items.guard.parent_id}`);
    assert.match(await body.getByTestId(`report-item-${template.items.hours.id}`).innerText(), /1,234\.5/);
    assert.match(await body.getByTestId(`report-item-${template.items.total.id}`).innerText(), /1,200/);
    assert.match(await body.getByTestId(`report-item-${template.items.horn.id}`).innerText(), /Yes/);
    assert.match(await body.getByTestId(`report-item-${template.items.damage.id}`).innerText(), /Dent 10 cm/);
    const remarks = body.getByTestId(`report-history-${template.items.remarks.id}`);
    await remarks.locator('summary').click();
    assert.match(await remarks.innerText(), /Needs a look/);

    await flagged.getByRole('button', { name: /Open photo/ }).click();
    const big = page.getByTestId('report-lightbox-image');
    await big.waitFor();
    assert.ok(await big.evaluate((img) => (img as HTMLImageElement).naturalWidth === 320));
    await assertAccessible(page, 'report lightbox');
    await page.keyboard.press('Escape');
    await big.waitFor({ state: 'detached' });
  });
});

test('archive and restore from the report', async () => {
  await withFailureShot(page, 'inspection-report-archive', async () => {
    await page.goto(reportUrl());
    await page.getByTestId('report-archive').click();
    await page.getByTestId('report-restore').waitFor();
    const archived = await api<{ list: { id: string }[] }>(page, 'GET', '/inspections/archive');
    assert.ok(archived.list.some((row) => row.id === inspectionId));
    await page.getByTestId('report-restore').click();
    await page.getByTestId('report-archive').waitFor();
  });
});

test('the report in light English and dark German, on a desktop and a 360 px phone', async () => {
  for (const [skin, lang] of LOOKS) {
    const look = await newContext(browser, { skin, lang });
    const tab = await look.newPage();
    await withFailureShot(tab, `inspection-report-${skin}-${lang}`, async () => {
      await signIn(tab, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      for (const [width, height, size] of [
        [1280, 800, 'desktop'],
        [360, 740, 'phone'],
      ] as const) {
        await tab.setViewportSize({ width, height });
        await tab.goto(reportUrl());
        await tab.getByTestId('report-flagged').waitFor();
        await tab
          .locator(`[data-testid^=report-photo-] img`)
          .first()
          .evaluate((img: HTMLImageElement) =>
            img.complete ? undefined : new Promise((resolve) => (img.onload = resolve)),
          );
        const label = `report (${lang}, ${skin}, ${size})`;
        await shoot(tab, `inspection-report-${lang}-${skin}-${size}`);
        await assertAccessible(tab, label);
        await assertNoHorizontalOverflow(tab, label);
        if (lang === 'de')
          assert.equal(
            /\b(Flagged|Inspector|Duration|Started|Archive)\b/.exec(
              await tab.locator('main').innerText(),
            )?.[0],
            undefined,
          );
      }
    });
    await look.close();
  }
});
