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

// Issue 20 item 4 (ADR 201): a share link to a completed inspection's report, opened in a signed-out browser,
// revoked, and refused on reload; the share dialog and the public report in light English and dark German.

let server: RunningServer;
let browser: Browser;
let page: Page;
let template: JourneyTemplate;
const inspectionId = crypto.randomUUID();
const TITLE = 'Forklift shared check';

/** Waits until every photo of the page has loaded (or failed), so a screenshot shows them. */
async function photosLoaded(tab: Page): Promise<void> {
  await tab
    .locator('[data-testid^=report-photo-] img')
    .first()
    .evaluate((img: HTMLImageElement) =>
      img.complete ? undefined : new Promise((resolve) => (img.onload = img.onerror = resolve)),
    );
}

before(async () => {
  ({ server, browser, page } = await openAdminSession());
  const journey = await startJourneyInspection(page, TITLE, inspectionId);
  template = journey.template;
  const no = journey.option('No');
  const photo = await uploadInspectionPhoto(page, inspectionId, await noisyPng(page, 320, 240));
  const { items } = template;
  await api(page, 'POST', `/inspections/${inspectionId}/changes`, {
    since: 0,
    changes: [
      changeAt(1, { kind: 'value', item_id: items.guard.id, value: no }),
      changeAt(2, { kind: 'media', item_id: items.guard.id, file_ids: [photo] }),
      changeAt(3, { kind: 'note', item_id: items.guard.id, note: 'Left rail bent' }),
      changeAt(4, { kind: 'value', item_id: items.damage.id, value: 'Dent 10 cm' }),
      changeAt(5, { kind: 'value', item_id: items.hours.id, value: 1234.5 }),
      changeAt(6, { kind: 'value', item_id: items.front.id, value: 500 }),
      changeAt(6, { kind: 'value', item_id: items.rear.id, value: 700 }),
      changeAt(7, { kind: 'value', item_id: items.horn.id, value: true }),
    ],
  });
  await api(page, 'POST', `/inspections/${inspectionId}/complete`, {
    completed_at: '2026-11-27T09:42:00.000Z',
  });
});

after(() => closeSession({ browser, server }));

test('share a report, open it signed out, revoke it and see it refused (light English, dark German)', async () => {
  for (const [skin, lang] of LOOKS) {
    const staff = await newContext(browser, { skin, lang });
    const tab = await staff.newPage();
    const visitor = await newContext(browser, { skin, lang });
    const reader = await visitor.newPage();
    await withFailureShot(tab, `report-share-link-${skin}-${lang}`, async () => {
      await signIn(tab, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      await tab.goto(`${server.baseUrl}/inspections/${inspectionId}/view-report`);
      await tab.getByTestId('report-share').click();
      const dialog = tab.getByRole('dialog');
      await dialog.getByTestId('share-create').click();
      const url = await dialog.getByTestId('share-url').inputValue();
      assert.match(url, new RegExp(`^${server.baseUrl}/report/[A-Za-z0-9_-]{64}$`));
      await dialog.locator('[data-testid^=share-link-][data-state=active]').first().waitFor();
      await shoot(tab, `report-share-dialog-${lang}-${skin}`);
      await assertAccessible(tab, `share dialog (${lang}, ${skin})`);

      // A signed-out browser (no cookie of this server) reads the report, its photo under the token, and nothing more.
      await reader.goto(url);
      await reader.getByTestId('report-flagged').waitFor();
      assert.equal(await reader.getByTestId('report-title').innerText(), TITLE);
      assert.match(
        await reader.getByTestId(`report-item-${template.items.guard.id}`).first().innerText(),
        /Left rail bent/,
      );
      await photosLoaded(reader);
      const photo = reader.locator('[data-testid^=report-photo-] img').first();
      assert.match(
        (await photo.getAttribute('src')) ?? '',
        /^\/api\/public\/reports\/[A-Za-z0-9_-]{64}\/media\//,
      );
      assert.ok(await photo.evaluate((img) => (img as HTMLImageElement).naturalWidth === 320));
      for (const action of ['report-share', 'report-archive', 'report-delete'])
        assert.equal(await reader.getByTestId(action).count(), 0);
      assert.equal(await reader.locator('main a[href^="/inspections"]').count(), 0);
      assert.equal(
        (await visitor.cookies()).some((c) => c.name === 'fb_session'),
        false,
      );
      await shoot(reader, `report-shared-${lang}-${skin}`);
      await assertAccessible(reader, `shared report (${lang}, ${skin})`);
      await assertNoHorizontalOverflow(reader, `shared report (${lang}, ${skin})`);
      if (lang === 'de')
        assert.equal(
          /\b(Flagged|Inspector|Duration|Started|Shared report)\b/.exec(
            await reader.locator('main').innerText(),
          )?.[0],
          undefined,
        );

      await dialog
        .locator('[data-testid^=share-link-][data-state=active]')
        .getByTestId('share-revoke')
        .click();
      await dialog.locator('[data-testid^=share-link-][data-state=revoked]').first().waitFor();
      await reader.reload();
      await reader.getByTestId('shared-report-refused').waitFor();
      assert.equal(await reader.getByTestId('report-title').count(), 0);
      await shoot(reader, `report-shared-refused-${lang}-${skin}`);
      await assertAccessible(reader, `refused share link (${lang}, ${skin})`);
    });
    await visitor.close();
    await staff.close();
  }
});
