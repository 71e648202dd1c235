import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { closeSession, openAdminSession } from '../support/admin-session';
import { assertAccessible, shoot, withFailureShot } from '../support/browser';
import { api } from '../support/editor';
import { sheetRows, unzipAll } from '../../apps/server/src/test/export-readers.js';
import { noisyPng } from '../support/images';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from '../support/server';
import { LOOKS, newContext, signIn } from '../support/session';

// Issue 21 items 2 and 6, as a new user would play them: comment on an issue with a photo, then export the issue
// list to Excel and to a ZIP with the media, download both and open them.

let server: RunningServer;
let browser: Browser;
let page: Page;
let railId = '';
let photo: Buffer;

before(async () => {
  ({ server, browser, page } = await openAdminSession());
  const rail = await api<{ data: { id: string } }>(page, 'POST', '/issues', {
    title: 'Loose handrail at gate 3',
    priority: 'high',
  });
  railId = rail.data.id;
  await api(page, 'POST', '/issues', { title: 'Flickering light in hall B', priority: 'low' });
});

after(() => closeSession({ browser, server }));

/** Exports the list in a format from the toolbar menu, waits for the job, and downloads the file. */
async function exportList(format: 'xlsx' | 'zip'): Promise<Buffer> {
  await page.getByTestId('issue-export').click();
  await page.getByTestId(`issue-export-${format}`).click();
  const link = page.getByTestId('issue-export-download');
  await link.waitFor({ timeout: 30_000 });
  assert.match((await link.textContent()) ?? '', new RegExp(`issues-\\d{4}-\\d{2}-\\d{2}\\.${format}`));
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return readFile(await download.path());
}

test('comment on an issue with a photo', async () => {
  await withFailureShot(page, 'issue-comment-photo', async () => {
    await page.goto(`${server.baseUrl}/issues/${railId}`);
    await page.getByTestId('issue-timeline').waitFor();
    photo = await noisyPng(page, 120, 120);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'handrail.png', mimeType: 'image/png', buffer: photo });
    await page.getByTestId('comment-photo').getByText('handrail.png').waitFor();
    await page.getByTestId('issue-comment').fill('Bolts missing, photo attached.');
    await shoot(page, 'issue-comment-photo');
    await assertAccessible(page, 'comment box with a photo');
    await page.getByTestId('send-comment').click();
    const last = page.getByTestId('issue-timeline').locator('[data-testid^=timeline-]').last();
    await last.getByText('Bolts missing, photo attached.').waitFor();
    await last.getByRole('link', { name: 'handrail.png' }).waitFor();
    assert.equal(await page.getByTestId('comment-photo').count(), 0);
  });
});

test('export the list to Excel and to a ZIP with media, then open both', async () => {
  await withFailureShot(page, 'issue-exports', async () => {
    await page.goto(`${server.baseUrl}/issues`);
    await page.locator('[aria-busy=false][data-testid=data-table-issues]').waitFor();

    const rows = await sheetRows(await exportList('xlsx'));
    assert.deepEqual(rows[0]?.slice(0, 4), ['id', 'title', 'description', 'status']);
    assert.deepEqual(
      rows.slice(1).map((r) => r[1]),
      ['Flickering light in hall B', 'Loose handrail at gate 3'],
    );
    await shoot(page, 'issue-export-ready');
    await assertAccessible(page, 'issue list with an export ready');

    const entries = await unzipAll(await exportList('zip'));
    const media = [...entries.keys()].filter((name) => name.startsWith(`media/${railId}/`));
    assert.equal(media.length, 1);
    assert.match(media[0] ?? '', /-handrail\.png$/);
    assert.ok(entries.get(media[0] ?? '')?.equals(photo), 'the photo comes out as it went in');
    const inside = await sheetRows(entries.get('issues.xlsx') ?? Buffer.alloc(0));
    const railRow = inside.find((r) => r[0] === railId);
    assert.equal(railRow?.at(-1), media[0]);
  });
});

test('the export menu and its download link in light and dark, English and German, pass axe', async () => {
  for (const [skin, language] of LOOKS) {
    const look = await newContext(browser, { skin, lang: language });
    const tab = await look.newPage();
    await signIn(tab, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await withFailureShot(tab, `issue-export-${skin}-${language}`, async () => {
      await tab.goto(`${server.baseUrl}/issues`);
      await tab.locator('[aria-busy=false][data-testid=data-table-issues]').waitFor();
      await tab.getByTestId('issue-export').click();
      await tab.getByTestId('issue-export-csv').click();
      await tab.getByTestId('issue-export-download').waitFor({ timeout: 30_000 });
      await shoot(tab, `issue-export-${skin}-${language}`);
      await assertAccessible(tab, `issue export (${skin}, ${language})`);
    });
    await look.close();
  }
});
