import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { closeSession, openAdminSession } from '../support/admin-session';
import { assertAccessible, assertNoHorizontalOverflow, shoot, withFailureShot } from '../support/browser';
import { api } from '../support/editor';
import type { RunningServer } from '../support/server';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';
import { LOOKS, newContext, signIn } from '../support/session';

// Issue 20's acceptance on the demo data a new customer starts with (ADRs 196 and 218): the latest completed demo
// inspection with a failed item opens from /inspections, its flagged summary shows the failed answer with its drawn
// photo, and the photo opens large.

let server: RunningServer;
let browser: Browser;
let page: Page;

interface ListedInspection {
  id: string;
  status: string;
  failed_count: number;
  completed_at: string | null;
}

before(async () => {
  ({ server, browser, page } = await openAdminSession({ FIELDBOOK_DEMO_DATA: '1' }));
});
after(() => closeSession({ browser, server }));

/** The latest completed demo inspection with a failed answer: the seed gives those a photo. */
async function latestFailed(): Promise<ListedInspection> {
  const pages = await Promise.all(
    [1, 2, 3].map((n) => api<{ list: ListedInspection[] }>(page, 'GET', `/inspections?limit=100&page=${n}`)),
  );
  const failed = pages
    .flatMap((p) => p.list)
    .filter((i) => i.status === 'completed' && i.failed_count > 0)
    .sort((a, b) => (b.completed_at ?? '').localeCompare(a.completed_at ?? ''));
  assert.ok(failed[0], 'the demo has completed inspections with failed items');
  return failed[0];
}

for (const [skin, lang] of LOOKS) {
  test(`a demo inspection's report shows its failed item with a photo (${skin}, ${lang})`, async () => {
    const target = await latestFailed();
    const context = await newContext(browser, { skin, lang });
    const look = await context.newPage();
    await withFailureShot(look, `demo-report-${skin}-${lang}`, async () => {
      await signIn(look, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      await look.goto(`${server.baseUrl}/inspections`);
      await look.locator('[aria-busy=false][data-testid=data-table-inspections]').waitFor();
      assert.ok((await look.getByRole('row').count()) > 10, 'the list shows the demo inspections');

      await look.goto(`${server.baseUrl}/inspections/${target.id}/view-report`);
      await look.getByTestId('inspection-report').waitFor();
      const flagged = look.getByTestId('report-flagged');
      assert.equal(await look.getByTestId('report-failed-count').innerText(), String(target.failed_count));
      // The asset question shows the asset's name as its pickers do, not the id it holds (ADR 219).
      const body = await look.getByTestId('inspection-report').innerText();
      assert.doesNotMatch(body, /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
      const photo = flagged.locator('[data-testid^=report-photo-]').first();
      await photo.waitFor();
      await assertAccessible(look, `demo report ${skin} ${lang}`);
      await assertNoHorizontalOverflow(look, `demo report ${skin} ${lang}`);
      await shoot(look, `demo-report-${skin}-${lang}`);

      await photo.click();
      const big = look.getByTestId('report-lightbox-image');
      await big.waitFor();
      await look.waitForFunction(
        () =>
          (document.querySelector('[data-testid=report-lightbox-image]') as HTMLImageElement | null)
            ?.naturalWidth === 640,
      );
      await shoot(look, `demo-report-photo-${skin}-${lang}`);
      await look.keyboard.press('Escape');
      await big.waitFor({ state: 'detached' });
    });
    await context.close();
  });
}
