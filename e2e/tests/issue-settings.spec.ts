import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { closeSession, openAdminSession } from '../support/admin-session';
import { withFailureShot } from '../support/browser';
import { api } from '../support/editor';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from '../support/server';
import { checkScreens } from '../support/screens';
import { looksFor, newContext, signIn } from '../support/session';

// Issue 21 item 3 as an administrator and a worker meet it (ADR 210): the administrator makes "Complete" restricted
// in /settings/issues; a worker without "Manage issues" is refused that status on the issue, in their language.

let server: RunningServer;
let browser: Browser;
let page: Page;
let issueId = '';
const WORKER = 'wanda@example.test';
const WORKER_PASSWORD = 'Worker-pass-2026';

before(async () => {
  ({ server, browser, page } = await openAdminSession());
  const role = await api<{ data: { id: string } }>(page, 'POST', '/user/role/new', {
    name_lang: 'Issue worker',
    permissions: ['ACT_VIEW_ISSUE_LIST', 'ACT_VIEW_ISSUE'],
  });
  await api(page, 'POST', '/user/invite', {
    first_name: 'Wanda',
    last_name: 'Worker',
    email: WORKER,
    roles: [role.data.id],
  });
  const issue = await api<{ data: { id: string } }>(page, 'POST', '/issues', { title: 'Loose handrail' });
  issueId = issue.data.id;
});

after(() => closeSession({ browser, server }));

test('the administrator makes moving to Complete restricted in the issue settings', async () => {
  await withFailureShot(page, 'issue-settings-save', async () => {
    await page.goto(`${server.baseUrl}/settings/issues`);
    await page.getByTestId('issue-settings-table').waitFor();
    await page.getByTestId('issue-setting-status.complete').click();
    await page.getByRole('option', { name: 'Restricted (Manage issues only)', exact: true }).click();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/issue/settings/access') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    assert.equal((await saved).status(), 200);
    await page.getByText('The issue settings were saved.').waitFor();
    await page.reload();
    assert.equal(
      await page.getByTestId('issue-setting-status.complete').inputValue(),
      'Restricted (Manage issues only)',
    );
  });
});

test('a worker without Manage issues is refused Complete on the issue, in German', async () => {
  const link = (await server.mail.messages())
    .find((m) => m.to === WORKER)
    ?.links.find((l) => l.includes('/accept-invitation'));
  assert.ok(link, 'an invitation mail');
  const joining = await newContext(browser, { skin: 'light', lang: 'en' });
  const joiner = await joining.newPage();
  await joiner.goto(link);
  await joiner.getByLabel(/^New password/).fill(WORKER_PASSWORD);
  await joiner.getByLabel(/^Confirm the new password/).fill(WORKER_PASSWORD);
  await joiner.getByTestId('accept-invitation').click();
  await joiner.waitForURL(/\/login\?email=/);
  await joining.close();
  const context = await newContext(browser, { skin: 'light', lang: 'de' });
  const tab = await context.newPage();
  await withFailureShot(tab, 'issue-settings-refused', async () => {
    await signIn(tab, server.baseUrl, WORKER, WORKER_PASSWORD);
    await tab.goto(`${server.baseUrl}/issues/${issueId}`);
    await tab.getByTestId('issue-timeline').waitFor();
    const refused = tab.waitForResponse((r) => r.url().endsWith('/status') && r.request().method() === 'PUT');
    await tab.getByTestId('issue-status-select').click();
    await tab.getByRole('option', { name: 'Erledigt', exact: true }).click();
    assert.equal((await refused).status(), 403);
    await tab
      .getByTestId('issue-status-refused')
      .getByText('Sie dürfen dieses Problem nicht auf „Erledigt“ setzen.')
      .waitFor();
    const moved = tab.waitForResponse((r) => r.url().endsWith('/status') && r.request().method() === 'PUT');
    await tab.getByTestId('issue-status-select').click();
    await tab.getByRole('option', { name: 'In Arbeit', exact: true }).click();
    assert.equal((await moved).status(), 200);
  });
  await context.close();
});

test('the issue settings page passes axe without overflow in every language', async () => {
  for (const [skin, lang] of looksFor(['en', 'de', 'fr'])) {
    const look = await newContext(browser, { skin, lang });
    const tab = await look.newPage();
    await signIn(tab, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await checkScreens(tab, server.baseUrl, [['/settings/issues', 'issue-settings-table', 'page']], {
      prefix: 'issue-settings',
      skin,
      lang,
      english: /\b(Issue settings|Restricted|All users|Collaborators|Move to)\b/,
    });
    await look.close();
  }
});
