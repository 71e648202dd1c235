import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { closeSession, openAdminSession } from '../support/admin-session';
import { withFailureShot } from '../support/browser';
import { api } from '../support/editor';
import { publishJourneyTemplate } from '../support/inspection-template';
import { inviteMember } from '../support/members';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from '../support/server';
import { checkScreens, type Screen } from '../support/screens';
import { looksFor, newContext, signIn } from '../support/session';
import { assignmentTable, chooseOption, fillAssignment, pauseFromRow } from '../support/assignment-screens';

// Issue 22, the assignment screens as a new user would play them: a daily schedule of a published template for three
// assets and a group of two inspectors at 08:00 Europe/Berlin, its rule in words and its next ten occurrences across
// the spring daylight-saving change (28 March 2027), found in the list, paused and activated there, then edited
// "from the next occurrence"; the list and the form in light and dark, English and German.

let server: RunningServer;
let browser: Browser;
let page: Page;
let editPath = '';
const TITLE = 'Forklift morning check';
const TEMPLATE = 'Forklift daily check';
const GROUP = 'Forklift inspectors';
const ASSETS = ['FL-01', 'FL-02', 'FL-03'];

before(async () => {
  ({ server, browser, page } = await openAdminSession());
  await publishJourneyTemplate(page, TEMPLATE);
  // A required custom field of /settings/assignment, which the form asks for after the title.
  await api(page, 'PUT', '/assignment/settings/custom-fields', {
    fields: [
      { key: 'new_g', name: 'General', parent_id: null },
      { key: 'new_shift', name: 'Shift', field_type: 'text', is_required: true, parent_id: 'new_g' },
    ],
  });
  const type = await api<{ data: { id: string } }>(page, 'POST', '/assets/types/new', {
    name: 'Forklifts',
    fields: [],
  });
  for (const [n, assetId] of ASSETS.entries())
    await api(page, 'POST', '/assets/new', {
      asset_id: assetId,
      display_name: `Forklift ${n + 1}`,
      type_id: type.data.id,
      fields: {},
    });
  const members = [
    await inviteMember(page, server, 'Ada', 'ada.inspector@example.test'),
    await inviteMember(page, server, 'Ben', 'ben.inspector@example.test'),
  ];
  const group = await api<{ data: { id: string } }>(page, 'POST', '/user/group/add', { name_lang: GROUP });
  await api(page, 'POST', `/user/group/${group.data.id}/add`, { user_ids: members });
});

after(() => closeSession({ browser, server }));

const row = () => page.locator('[data-row-id]').filter({ hasText: TITLE });

test('create a daily schedule at 08:00 Europe/Berlin: its rule in words and ten occurrences across DST', async () => {
  await withFailureShot(page, 'assignments-create', async () => {
    await page.goto(`${server.baseUrl}/assignment/list`);
    await assignmentTable(page);
    await page.getByTestId('create-assignment').first().click();
    await page.waitForURL(/\/assignment\/add$/);
    await fillAssignment(page, { title: TITLE, template: TEMPLATE, group: GROUP, assets: ASSETS });
    await chooseOption(page, 'recurrence-zone', 'Europe/Berlin', '(GMT+01:00) Europe/Berlin');
    await page.getByTestId('recurrence-start').fill('2027-03-24T08:00');

    const words = page.getByTestId('recurrence-words');
    await words.getByText('every day at 08:00, Europe/Berlin').waitFor();
    const items = page.getByTestId('recurrence-occurrences').locator('li');
    assert.equal(await items.count(), 10);
    const locals = await items.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-local') ?? ''));
    const days = [24, 25, 26, 27, 28, 29, 30, 31].map((d) => `2027-03-${d}`);
    assert.deepEqual(
      locals.map((l) => l.slice(0, 10)),
      [...days, '2027-04-01', '2027-04-02'],
    );
    // 08:00 local stays 08:00 across the change on 28 March: the offset moves from +01:00 to +02:00.
    assert.ok(
      locals.every((l) => l.slice(11, 16) === '08:00'),
      locals.join(' '),
    );
    assert.equal(locals[3], '2027-03-27T08:00+01:00');
    assert.equal(locals[4], '2027-03-28T08:00+02:00');
    await items.nth(4).getByText(/08:00/).waitFor();

    // The custom field is left empty: the server's 422 lands on it.
    const refused = page.waitForResponse(
      (r) => r.url().endsWith('/api/assignment/new') && r.request().method() === 'POST',
    );
    await page.getByTestId('assignment-save').click();
    assert.equal((await refused).status(), 422);
    const shift = page.getByRole('textbox', { name: 'Shift' });
    await page.locator('input[aria-invalid=true]').first().waitFor();
    assert.equal(await shift.getAttribute('aria-invalid'), 'true');
    await shift.fill('Early');

    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/assignment/new') && r.request().method() === 'POST',
    );
    await page.getByTestId('assignment-save').click();
    const answer = await created;
    assert.equal(answer.status(), 201, await answer.text());
    const body = (await answer.json()) as { data: { id: string; recurrence: { time_zone: string } } };
    assert.equal(body.data.recurrence.time_zone, 'Europe/Berlin');
    editPath = `/assignment/${body.data.id}/edit`;
    await page.waitForURL(/\/assignment\/list/);
    await assignmentTable(page);
    await row().getByText('Active').waitFor();
    await row().getByText(GROUP).waitFor();
    await row().getByText(TEMPLATE).waitFor();
  });
});

test('pause it from its row menu, activate it from the bulk bar', async () => {
  await withFailureShot(page, 'assignments-pause', async () => {
    await page.goto(`${server.baseUrl}/assignment/list`);
    await assignmentTable(page);
    await pauseFromRow(page, row(), TITLE);

    await row().getByRole('checkbox', { name: 'Select row' }).check();
    const activated = page.waitForResponse(
      (r) => r.url().endsWith('/active') && r.request().method() === 'POST',
    );
    await page.getByTestId('bulk-activate').click();
    assert.equal((await activated).status(), 200);
    await row().getByText('Active').waitFor();
  });
});

test('edit the schedule and apply the change from the next occurrence', async () => {
  await withFailureShot(page, 'assignments-edit', async () => {
    await page.goto(`${server.baseUrl}/assignment/list`);
    await assignmentTable(page);
    await row().getByRole('link', { name: TITLE }).click();
    await page.waitForURL(new RegExp(`${editPath}$`));
    await page.getByTestId('recurrence-words').getByText('every day at 08:00, Europe/Berlin').waitFor();
    await page.getByTestId('recurrence-start').fill('2027-03-24T09:30');
    await page.getByTestId('recurrence-words').getByText('every day at 09:30, Europe/Berlin').waitFor();
    await page.getByTestId('assignment-save').click();
    const dialog = page.getByTestId('apply-to-dialog');
    await dialog.waitFor();
    await dialog.getByLabel('From the next occurrence').check();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(editPath.replace('/edit', '')) && r.request().method() === 'PUT',
    );
    await page.getByTestId('apply-to-save').click();
    const answer = await saved;
    assert.equal(answer.status(), 200, await answer.text());
    assert.equal((answer.request().postDataJSON() as { apply_to: string }).apply_to, 'next');
    const stored = (await answer.json()) as {
      data: { recurrence: { start: string }; rule_applies_from: string | null };
    };
    assert.equal(stored.data.recurrence.start, '2027-03-24T09:30');
    assert.ok(stored.data.rule_applies_from);
    await page.waitForURL(/\/assignment\/list/);
  });
});

test('the list and the form pass axe without overflow in light and dark, English and German', async () => {
  const screens: Screen[] = [
    ['/assignment/list', 'data-table-assignments', 'list'],
    ['/assignment/add', 'recurrence-preview', 'add'],
    [editPath, 'recurrence-preview', 'edit'],
  ];
  for (const [skin, language] of looksFor(['en', 'de'])) {
    const look = await newContext(browser, { skin, lang: language });
    const tab = await look.newPage();
    await signIn(tab, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await checkScreens(tab, server.baseUrl, screens, {
      prefix: 'assignments',
      skin,
      lang: language,
      english:
        /\b(Assignments|Template|Assignees|Next due|Active|Paused|Recurrence|Frequency|Time zone|every day)\b/,
    });
    await look.close();
  }
});
