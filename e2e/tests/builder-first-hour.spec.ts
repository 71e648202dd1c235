import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { closeSession, openAdminSession, type AdminSession } from '../support/admin-session';
import { assertAccessible, assertNoHorizontalOverflow, shoot, withFailureShot } from '../support/browser';
import { addFromPalette, api, focusRow, openEditor, waitSaved } from '../support/editor';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';
import { looksFor, newContext, signIn } from '../support/session';

// Issue 18 items 2–5 as a new author meets them (ADR 191): a yes/no answered in the preview at once, a number
// with minimum 100 and maximum 10 refused at publish with the item named, a Hidden item with a Show rule
// warned about, and a section added after a collapsed one where it can be seen.

const GUARD = 'Is the guard fitted?';
const SPEED = 'Top speed';
const NOTE = 'Guard note';

let session: AdminSession;
let page: Page;
let templateId: string;
const ids: Record<string, string> = {};

interface StoredItem {
  id: string;
  type: string;
  title: string;
  depth: number;
  parent_id: string | null;
}

const storedItems = async () =>
  (await api<{ data: { items: StoredItem[] } }>(page, 'GET', `/checklist/template/${templateId}`)).data.items;

const field = (scope: Page | Locator, label: string) =>
  scope.locator('input').and(scope.getByLabel(label, { exact: true }));

/** Picks an option of a Mantine select (opened by its label) from the listbox it shows. */
async function choose(scope: Locator, label: string, option: string) {
  await field(scope, label).last().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types the selected item's title in the inspector. */
async function titleSelected(title: string) {
  await page.getByTestId('inspector-title').fill(title);
  await page.keyboard.press('Tab');
}

/** Fails when a text in `scope` is cut off (clipped or ellipsed) instead of wrapping. */
async function assertNothingCut(scope: Locator, label: string): Promise<void> {
  const cut = await scope.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((el) => {
        const own = [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? '').trim());
        if (!own) return false;
        const style = getComputedStyle(el);
        const clips =
          style.textOverflow === 'ellipsis' || style.overflowX === 'hidden' || style.overflow === 'hidden';
        return clips && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => (el.textContent ?? '').trim()),
  );
  assert.deepEqual(cut, [], `${label}: text cut off`);
}

before(async () => {
  session = await openAdminSession();
  page = session.page;
  const made = await api<{ data: { id: string } }>(page, 'POST', '/checklist/template/new', {
    title: 'Forklift first hour',
    parent_id: null,
  });
  templateId = made.data.id;
  await openEditor(page, session.server.baseUrl, templateId);
  await page.getByTestId('cmd-addPage').click();
  await page.getByTestId('palette-section').waitFor();
});

after(() => closeSession(session));

test('a new yes/no starts with Yes / No / N/A and is answered in the preview; required shows the marker', async () => {
  await withFailureShot(page, 'first-hour-yesno', async () => {
    ids.guard = await addFromPalette(page, 'page', 'yesno');
    await titleSelected(GUARD);
    await page.getByTestId('option-required').check({ force: true });
    assert.equal(await page.getByTestId('inspector-no-answers').count(), 0);
    await waitSaved(page);

    await page.getByTestId('cmd-preview').click();
    const preview = page.getByTestId('mobile-preview');
    await preview.getByTestId('preview-next').click();
    const question = preview.getByTestId(`preview-item-${ids.guard}`);
    await question.waitFor();
    assert.match(await question.innerText(), new RegExp(`${GUARD.replace('?', '\\?')}\\s*\\*`));
    const group = preview.getByRole('group', { name: GUARD });
    for (const label of ['Yes', 'No', 'N/A']) await group.getByText(label, { exact: true }).waitFor();
    await group.getByText('Yes', { exact: true }).click();
    assert.ok(await group.getByRole('radio', { name: 'Yes' }).isChecked());
    await page.getByTestId('cmd-preview').click();
    await page.getByTestId('inspector').waitFor();
  });
});

test('minimum 100 with maximum 10 is marked in the inspector and publishing is refused naming the item', async () => {
  await withFailureShot(page, 'first-hour-bounds', async () => {
    ids.speed = await addFromPalette(page, 'page', 'number');
    await titleSelected(SPEED);
    await page.getByTestId('option-min').fill('100');
    await page.getByTestId('option-max').fill('10');
    await page.getByTestId('option-decimal').fill('-3');
    const inspector = page.getByTestId('inspector');
    await inspector.getByText('The minimum (100) must be below the maximum (10).').first().waitFor();
    await inspector.getByText('Use a whole number of 0 or more.').waitFor();
    await waitSaved(page);

    await page.getByTestId('publish').click();
    const problems = page.getByTestId('publish-problems');
    await problems.waitFor();
    assert.match(await problems.innerText(), new RegExp(`Fix these questions first: “${SPEED}”`));
    const entries = problems.getByTestId(`publish-problem-${ids.speed}`);
    assert.equal(await entries.count(), 2, 'crossed bounds once, decimal places once');
    await entries.first().getByRole('button', { name: SPEED }).click();
    await problems.waitFor({ state: 'hidden' });
    await page.locator(`[data-testid=row-${ids.speed}][data-selected]`).waitFor();
    const options = await api<{ data: { published_version: number | null } }>(
      page,
      'GET',
      `/checklist/template/${templateId}/options`,
    );
    assert.equal(options.data.published_version, null);
  });
});

test('a Show rule on an item marked Hidden is warned about; the rule asks a note the preview shows', async () => {
  await withFailureShot(page, 'first-hour-rules', async () => {
    ids.note = await addFromPalette(page, 'page', 'textAnswer');
    await titleSelected(NOTE);
    await page.getByTestId('option-hidden').check({ force: true });
    await waitSaved(page);

    await focusRow(page, ids.guard);
    await page.getByTestId('edit-rule_set_id').click();
    const rules = page.getByRole('dialog', { name: `Rules of ${GUARD}` });
    await choose(rules, 'Value', 'No');
    await rules.getByRole('button', { name: 'Add an action' }).first().click();
    assert.equal(await field(rules, 'Applies to').inputValue(), '');
    await choose(rules, 'Applies to', NOTE);
    const warning = rules.getByTestId('rule-warnings');
    assert.match(
      await warning.innerText(),
      /“Guard note” is marked Hidden, so a Show action never makes it appear/,
    );

    await rules.getByRole('button', { name: 'Add an action' }).first().click();
    await rules.getByTestId('rules-save').click();
    await rules.locator('[data-incomplete=target]').waitFor();
    assert.match(await rules.getByTestId('rule-incomplete').innerText(), /unfinished/);
    await choose(rules, 'Applies to', GUARD);
    await choose(rules, 'Action', 'Require a note');
    assert.equal(await rules.locator('[data-incomplete]').count(), 0);
    await rules.getByTestId('rules-save').click();
    await rules.waitFor({ state: 'detached' });
    await waitSaved(page);

    await page.getByTestId('cmd-preview').click();
    const preview = page.getByTestId('mobile-preview');
    await preview.getByTestId('preview-next').click();
    await preview.getByRole('group', { name: GUARD }).getByText('No', { exact: true }).click();
    await preview.getByTestId(`preview-note-${ids.guard}`).waitFor();
    assert.equal(await preview.getByTestId(`preview-item-${ids.note}`).count(), 0, 'Hidden wins over Show');
    await field(preview, SPEED).fill('500');
    await preview.getByText('Enter a value between 100 and 10.').waitFor();
    await page.getByTestId('cmd-preview').click();
    await page.getByTestId('inspector').waitFor();
  });
});

test('a section added after a collapsed section goes after it at its depth, selected and in view', async () => {
  await withFailureShot(page, 'first-hour-sections', async () => {
    ids.engine = await addFromPalette(page, 'page', 'section');
    await titleSelected('Engine');
    ids.oil = await addFromPalette(page, null, 'textAnswer');
    await titleSelected('Oil level');
    const engineRow = page.locator(`[data-testid=row-${ids.engine}]`);
    await engineRow.getByTestId('collapse-toggle').click();
    await page.locator(`[data-testid=row-${ids.oil}]`).waitFor({ state: 'detached' });
    await focusRow(page, ids.engine);
    ids.brakes = await addFromPalette(page, null, 'section');
    await titleSelected('Brakes');
    const brakesRow = page.locator(`[data-testid=row-${ids.brakes}][data-selected]`);
    assert.ok(await brakesRow.isVisible());
    await waitSaved(page);

    const items = await storedItems();
    const at = (id: string | undefined) => items.findIndex((item) => item.id === id);
    const engine = items[at(ids.engine)]!;
    const brakes = items[at(ids.brakes)]!;
    assert.equal(brakes.depth, engine.depth);
    assert.equal(brakes.parent_id, engine.parent_id);
    assert.equal(at(ids.brakes), at(ids.oil) + 1, 'right after the collapsed section and its question');
    assert.equal(items[at(ids.oil)]!.parent_id, ids.engine);
  });
});

const LOOKS = looksFor(['en', 'de', 'fr']);

for (const [skin, lang] of LOOKS) {
  test(`changed builder screens in ${skin} ${lang}: screenshots, axe, nothing overflowing or cut off`, async () => {
    const look = await newContext(session.browser, { skin, lang });
    const view = await look.newPage();
    await signIn(view, session.server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    const name = (screen: string) => `first-hour-${screen}-${skin}-${lang}`;
    const check = async (screen: string, scope: Locator) => {
      await shoot(view, name(screen));
      await assertAccessible(view, name(screen));
      await assertNoHorizontalOverflow(view, name(screen));
      await assertNothingCut(scope, name(screen));
      assert.doesNotMatch(
        await scope.innerText(),
        /\b(bounds|publishProblems|inspector|rules|answerProblems|problems)\.[a-zA-Z_]+/,
        `${name(screen)}: untranslated key`,
      );
    };
    await withFailureShot(view, name('failed'), async () => {
      await openEditor(view, session.server.baseUrl, templateId);
      await focusRow(view, ids.speed);
      const inspector = view.getByTestId('inspector');
      await inspector.locator('[aria-invalid=true]').first().waitFor();
      await check('inspector-bounds', inspector);

      await view.getByTestId('publish').click();
      const problems = view.getByTestId('publish-problems');
      await problems.waitFor();
      await view.waitForFunction(
        (el) => getComputedStyle(el!).opacity === '1',
        await problems.elementHandle(),
      );
      await check('publish-refused', view.getByRole('dialog'));
      await view.getByTestId('publish-problems-ok').click();
      await problems.waitFor({ state: 'hidden' });

      await focusRow(view, ids.guard);
      await view.getByTestId('edit-rule_set_id').click();
      const rules = view.getByRole('dialog').filter({ has: view.getByTestId('rule-warnings') });
      await rules.waitFor();
      await check('rules-warning', rules);
      await view.keyboard.press('Escape');
      await rules.waitFor({ state: 'detached' });

      await view.getByTestId('cmd-preview').click();
      const preview = view.getByTestId('mobile-preview');
      await preview.getByTestId('preview-next').click();
      await preview.getByRole('group', { name: GUARD }).getByText('No', { exact: true }).click();
      await preview.getByTestId(`preview-note-${ids.guard}`).waitFor();
      await preview.locator('input').and(preview.getByLabel(SPEED)).fill('500');
      await preview.locator('[aria-invalid=true]').first().waitFor();
      await check('preview-effects', preview);
      await view.getByTestId('cmd-preview').click();

      await focusRow(view, ids.brakes);
      await check('canvas-sections', view.getByTestId('canvas'));
    });
    await look.close();
  });
}
