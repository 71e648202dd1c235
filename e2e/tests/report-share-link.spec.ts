import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { closeSession, openAdminSession } from '../support/admin-session';
import { assertAccessible, assertNoHorizontalOverflow, shoot, withFailureShot } from '../support/browser';
import { api } from '../support/editor';
import { waitForMail } from '../support/mail';
import { noisyPng } from '../support/images';
import { changeAt, startJourneyInspection, uploadInspectionPhoto } from '../support/inspection-media';
import type { JourneyTemplate } from '../support/inspection-template';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from '../support/server';
import { LOOKS, newContext, signIn } from '../support/session';

// Issue 20 item 4 (ADR 201, 206): a share link to a completed inspection's report, opened in a signed-out browser,
// its PDF downloaded there, revoked, and refused on reload; the report sent by e-mail with its PDF attached; the
// share and e-mail dialogs and the public report in light English and dark German (E2E_LOOKS=all: all four).

let server: RunningServer;
let browser: Browser;
let page: Page;
let template: JourneyTemplate;
const inspectionId = crypto.randomUUID();
const TITLE = 'Forklift shared check';
const pdfDir = resolve(import.meta.dirname, '..', 'screenshots', 'report-shared-pdf');

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
  const photo = await uploadInspectionPhoto(page, inspectionId, await noisyPng(page, 1200, 900));
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

test('share a report, open it signed out and download its PDF, revoke it, send it by e-mail', async () => {
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
      assert.ok(await photo.evaluate((img) => (img as HTMLImageElement).naturalWidth === 1200));
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

      // Download PDF on the shared page: printed under the token, for a reader who is signed in nowhere.
      const [download] = await Promise.all([
        reader.waitForEvent('download', { timeout: 90_000 }),
        reader.getByTestId('shared-report-pdf').click(),
      ]);
      assert.equal(download.suggestedFilename(), `${TITLE}.pdf`);
      mkdirSync(pdfDir, { recursive: true });
      const pdf = join(pdfDir, `shared-${lang}-${skin}.pdf`);
      await download.saveAs(pdf);
      const printed = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
      assert.ok(printed.includes(TITLE), 'the shared PDF prints the report');
      assert.match(printed, lang === 'de' ? /Seite 1 \/ \d+/ : /Page 1 \/ \d+/);
      assert.ok(!printed.includes('Download PDF') && !printed.includes('PDF herunterladen'));
      // The 1200×900 photo is printed as a copy sized to its tile (ADR 203 addendum), not as stored.
      const widths = execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' })
        .split('\n')
        .slice(2)
        .filter((line) => line.trim())
        .map((line) => Number(line.trim().split(/\s+/)[3]));
      assert.ok(
        widths.length > 0 && widths.every((w) => w < 1200),
        `photo widths in the PDF: ${widths.join(', ')}`,
      );
      process.stdout.write(`shared PDF (${lang}, ${skin}): photos ${widths.join(', ')} px wide\n`);

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

      // Send by e-mail: a bad address is named in the dialog; good ones get the PDF attached.
      await tab.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      // The revoke's toast closes by itself; axe would otherwise judge the e-mail dialog with it fading out on top.
      await tab.waitForFunction(
        () => document.querySelectorAll('.mantine-Notification-root').length === 0,
        null,
        {
          timeout: 15_000,
        },
      );
      await tab.getByTestId('report-email').click();
      const mailDialog = tab.getByRole('dialog');
      await mailDialog.getByTestId('email-recipients').fill('client@example.com, not-an-address');
      await mailDialog.getByTestId('email-send').click();
      await mailDialog.getByText('not-an-address', { exact: false }).last().waitFor();
      await shoot(tab, `report-email-dialog-refused-${lang}-${skin}`);
      const to = `client-${lang}-${skin}@example.com`;
      await mailDialog.getByTestId('email-recipients').fill(`${to}\nauditor@example.com`);
      await mailDialog.getByTestId('email-message').fill('Please see the bent rail on page 1.');
      await shoot(tab, `report-email-dialog-${lang}-${skin}`);
      await assertAccessible(tab, `e-mail dialog (${lang}, ${skin})`);
      const since = new Date();
      await mailDialog.getByTestId('email-send').click();
      await mailDialog.waitFor({ state: 'hidden' });
      const mail = await waitForMail(server, to, since, 90_000);
      assert.equal(mail.subject, `${lang === 'de' ? 'Inspektionsbericht' : 'Inspection report'}: ${TITLE}`);
      assert.match(mail.text, /Please see the bent rail on page 1\./);
      assert.match(mail.text, /Content-Type: application\/pdf; name="?Forklift shared check\.pdf/);
    });
    await visitor.close();
    await staff.close();
  }
});
