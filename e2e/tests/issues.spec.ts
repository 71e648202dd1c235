import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { closeSession, openAdminSession } from '../support/admin-session';
import { assertAccessible, shoot, withFailureShot } from '../support/browser';
import { startJourneyInspection } from '../support/inspection-media';
import { failWithNoteAndPhoto, runnerItem } from '../support/runner';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from '../support/server';
import { checkScreens, type Screen } from '../support/screens';
import { LOOKS, newContext, signIn } from '../support/session';

// Issue 21, part 1, as a new user would play it: a category with subcategories, an issue made by hand, found in
// /issues, opened, moved to a status and commented on; every issue screen in light and dark, English and German.

let server: RunningServer;
let browser: Browser;
let page: Page;
let categoryPath = '';
let issuePath = '';
const TITLE = 'Broken guard rail on the north stairs';

before(async () => {
  ({ server, browser, page } = await openAdminSession());
});

after(() => closeSession({ browser, server }));

async function table(id: string): Promise<void> {
  await page.locator(`[aria-busy=false][data-testid=data-table-${id}]`).waitFor();
}

test('create a category with subcategories, then add, rename and remove subcategories', async () => {
  await withFailureShot(page, 'issues-category', async () => {
    await page.goto(`${server.baseUrl}/issues/categories`);
    await page.getByTestId('categories-empty').waitFor();
    await page.getByTestId('create-category').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('category-name').fill('Safety');
    await dialog.getByLabel('Has subcategories').check();
    await dialog.getByTestId('subcategory-0').fill('Guard rails');
    await dialog.getByTestId('add-subcategory').click();
    await dialog.getByTestId('subcategory-1').fill('Ladders');
    await dialog.getByTestId('add-subcategory').click();
    await dialog.getByTestId('subcategory-2').fill('Lighting');
    await dialog.getByTestId('modal-submit').click();
    await page.waitForURL(/\/issues\/categories\/[0-9a-f-]{36}$/);
    categoryPath = new URL(page.url()).pathname;

    await page.getByTestId('subcategory-1').fill('Ladders and steps');
    await page.getByTestId('remove-subcategory-2').click();
    await page.getByTestId('add-subcategory').click();
    await page.getByTestId('subcategory-2').fill('Scaffolds');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/issue/category/') && r.request().method() === 'PUT',
    );
    await page.getByTestId('save-category').click();
    assert.equal((await saved).status(), 200);

    await page.goto(`${server.baseUrl}/issues/categories`);
    const row = page.getByTestId('category-row-Safety');
    await row.waitFor();
    // Badges are upper-cased by CSS only; the text is the names as typed.
    assert.deepEqual(await row.locator('.mantine-Badge-root').allTextContents(), [
      'Guard rails',
      'Ladders and steps',
      'Scaffolds',
    ]);
  });
});

test('create an issue by hand, find it in /issues, move it to a status and comment', async () => {
  await withFailureShot(page, 'issues-journey', async () => {
    await page.goto(`${server.baseUrl}/issues`);
    await table('issues');
    await page.getByTestId('create-issue').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('issue-title').fill(TITLE);
    await dialog.getByTestId('issue-description').fill('The rail is loose at the second landing.');
    await dialog.getByTestId('issue-priority').click();
    await page.getByRole('option', { name: 'High', exact: true }).click();
    await dialog.getByTestId('issue-category').click();
    await page.getByRole('option', { name: 'Safety', exact: true }).click();
    await dialog.getByTestId('issue-subcategory').click();
    await page.getByRole('option', { name: 'Guard rails', exact: true }).click();
    await dialog.getByTestId('modal-submit').click();
    await page.waitForURL(/\/issues\/[0-9a-f-]{36}$/);
    issuePath = new URL(page.url()).pathname;

    await page.goto(`${server.baseUrl}/issues`);
    await table('issues');
    const row = page.locator('[data-row-id]').filter({ hasText: TITLE });
    await row.getByText('To do').waitFor();
    await row.getByText('Safety › Guard rails').waitFor();
    await row.getByRole('link', { name: TITLE }).click();
    await page.waitForURL(new RegExp(`${issuePath}$`));

    const moved = page.waitForResponse((r) => r.url().endsWith('/status') && r.request().method() === 'PUT');
    await page.getByTestId('issue-status-select').click();
    await page.getByRole('option', { name: 'In progress', exact: true }).click();
    assert.equal((await moved).status(), 200);
    await page.getByTestId('timeline-status').getByText('from To do to In progress').waitFor();

    await page.getByTestId('issue-comment').fill('Welder booked for Friday.');
    await page.getByTestId('send-comment').click();
    const last = page.getByTestId('issue-timeline').locator('[data-testid^=timeline-]').last();
    await last.getByText('Welder booked for Friday.').waitFor();
    assert.equal(await last.getAttribute('data-testid'), 'timeline-comment');
    const kinds = await page
      .getByTestId('issue-timeline')
      .locator('[data-testid^=timeline-]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));
    assert.deepEqual(kinds, ['timeline-created', 'timeline-status', 'timeline-comment']);
  });
});

test('conduct an inspection, raise an issue on a failed answer from the runner, find it in /issues', async () => {
  await withFailureShot(page, 'issues-raise-from-runner', async () => {
    const inspectionId = crypto.randomUUID();
    const { template } = await startJourneyInspection(page, 'Forklift check (issues)', inspectionId);
    const { guard, damage } = template.items;
    await page.goto(`${server.baseUrl}/inspections/${inspectionId}/conduct`);
    await page.getByTestId('runner-next').click();
    await failWithNoteAndPhoto(page, 'en', {
      question: guard.id,
      followUp: damage.id,
      reason: 'Bent at the left post',
      note: 'Reported to the shift lead',
      file: 'guard.png',
    });
    // The photo must reach the server before the issue can link it.
    await page.locator('[data-testid=sync-state][data-waiting="0"]').waitFor({ timeout: 20_000 });
    await runnerItem(page, guard.id).getByTestId(`runner-raise-issue-${guard.id}`).click();
    const dialog = page.getByTestId('raise-issue-dialog');
    await dialog.waitFor();
    assert.equal(await dialog.getByTestId('raise-issue-title').inputValue(), guard.title);
    assert.equal(await dialog.getByTestId('raise-issue-description').inputValue(), 'No');
    // The runner compresses the photo (guard.png is stored as guard.jpg).
    await dialog.getByRole('link', { name: /^guard\./ }).waitFor();
    await shoot(page, 'issues-raise-dialog');
    await assertAccessible(page, 'raise-issue dialog');
    await dialog.getByTestId('raise-issue-title').fill('Guard rail bent on forklift');
    await page.getByRole('dialog').getByRole('button', { name: 'Raise issue' }).click();
    await page.getByTestId('raise-issue-done').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

    await page.goto(`${server.baseUrl}/issues`);
    await table('issues');
    await page.getByText('Guard rail bent on forklift').click();
    await page.getByTestId('issue-timeline').waitFor();
    const issue = await page.evaluate(async (url) => {
      const res = await fetch(`/api/issues/${url.split('/').pop()}`);
      return (await res.json()).data as {
        inspection_id: string;
        item_id: string;
        timeline: { files: unknown[] }[];
      };
    }, page.url());
    assert.equal(issue.inspection_id, inspectionId);
    assert.equal(issue.item_id, guard.id);
    assert.equal(issue.timeline[0]?.files.length, 1);
    await page.goto(`${server.baseUrl}/inspections/${inspectionId}/view-report`);
    await page.getByTestId('report-issue').getByText('Guard rail bent on forklift').waitFor();
  });
});

test('every issue screen passes axe without overflow in light and dark, English and German', async () => {
  const screens: Screen[] = [
    ['/issues', 'data-table-issues', 'list'],
    [issuePath, 'issue-timeline', 'detail'],
    ['/issues/categories', 'categories-table', 'categories'],
    [categoryPath, 'subcategory-editor', 'category-detail'],
  ];
  for (const [skin, language] of LOOKS) {
    const look = await newContext(browser, { skin, lang: language });
    const tab = await look.newPage();
    await signIn(tab, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await checkScreens(tab, server.baseUrl, screens, {
      prefix: 'issues',
      skin,
      lang: language,
      english: /\b(Issues|Categories|Subcategories|Timeline|Due date|Priority|To do|In progress)\b/,
    });
    await look.close();
  }
});
