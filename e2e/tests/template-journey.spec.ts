import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { assertAccessible, assertNoHorizontalOverflow, shoot, withFailureShot } from '../support/browser';
import { addFromPalette, api, focusRow, openEditor, waitEditorWorking, waitSaved } from '../support/editor';
import { closeSession, openAdminSession } from '../support/admin-session';
import { type RunningServer } from '../support/server';
import { LOOKS, newContext } from '../support/session';
import { createFolder } from '../support/templates';

// The template builder's acceptance journey as a new author plays it, through the UI only: a folder and a
// template from the list; in the editor two numbers, a calculation adding them, a yes/no question whose rule
// hides a follow-up; the preview shows both act; undo, redo, reload, publish; German added from the editor's
// translation link, translated in the grid and by a CSV file. Then every entity modal in four looks.

const WIDTH = 'Width of the boiler room (m)';
const LENGTH = 'Length of the boiler room (m)';
const TOTAL = 'Width plus length (m)';
const LEAKING = 'Is the boiler leaking?';
const FOLLOW_UP = 'Where does it leak?';

let server: RunningServer;
let browser: Browser;
let page: Page;
let templateId = '';
const ids: Record<string, string> = {};

interface StoredTemplate {
  items: { id: string; type: string; title: string; options: Record<string, unknown> }[];
  rule_sets: { uuid: string }[];
}

const stored = async () =>
  (await api<{ data: StoredTemplate }>(page, 'GET', `/checklist/template/${templateId}`)).data;

type Scope = Page | ReturnType<Page['getByRole']>;

/** The input labelled `label` (Mantine also labels a select's listbox with it). */
const field = (scope: Scope, label: string) =>
  scope.locator('input').and(scope.getByLabel(label, { exact: true }));

/** Picks an option of a Mantine select (opened by its label) from the listbox it shows. */
async function choose(scope: Scope, label: string, option: string) {
  await field(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a title into the inspector of the selected item: one gesture, one undo step. */
async function titleSelected(title: string): Promise<void> {
  const input = page.getByTestId('inspector-title');
  await input.fill(title);
  await input.press('Tab');
}

before(async () => {
  ({ server, browser, page } = await openAdminSession());
  page.setDefaultTimeout(10_000);
});

after(() => closeSession({ browser, server }));

test('a folder and a template made on the template list open the editor', async () => {
  await withFailureShot(page, 'journey-create', async () => {
    await page.goto(`${server.baseUrl}/checklist/templates`);
    await createFolder(page, 'Boiler rooms');
    await page.getByTestId('folder-Boiler rooms').click();
    await page.getByTestId('create-template').first().click();
    await page.getByTestId('template-title').fill('Boiler room walk');
    await page.getByTestId('modal-submit').click();
    await page.waitForURL(/\/checklist\/template\/[0-9a-f-]{36}\/edit$/);
    templateId = /template\/([0-9a-f-]{36})\/edit/.exec(page.url())![1]!;
    await waitEditorWorking(page);
  });
});

test('two numbers, a calculation adding them, and a rule that hides a follow-up question', async () => {
  await withFailureShot(page, 'journey-build', async () => {
    await page.getByTestId('cmd-addPage').click();
    await page.getByTestId('palette-section').waitFor();
    ids.section = await addFromPalette(page, 'page', 'section');
    await titleSelected('Boiler');
    ids.width = await addFromPalette(page, null, 'number');
    await titleSelected(WIDTH);
    ids.length = await addFromPalette(page, null, 'number');
    await titleSelected(LENGTH);
    ids.total = await addFromPalette(page, null, 'calculation');
    await titleSelected(TOTAL);
    await choose(page, 'Questions used', WIDTH);
    await choose(page, 'Questions used', LENGTH);
    await page.keyboard.press('Escape');
    assert.equal(await page.getByTestId('calculation-formula').inputValue(), '{1} + {2}');
    await shoot(page, 'journey-calculation-inspector');
    ids.leaking = await addFromPalette(page, null, 'yesno');
    await titleSelected(LEAKING);
    ids.followUp = await addFromPalette(page, null, 'textAnswer');
    await titleSelected(FOLLOW_UP);

    await focusRow(page, ids.leaking);
    await page.getByTestId('edit-response_set_id').click();
    const answers = page.getByRole('dialog', { name: 'Answer options' });
    await answers.getByRole('button', { name: 'Yes / No / N/A' }).click();
    await answers.getByTestId('response-set-save').click();
    await answers.waitFor({ state: 'detached' });

    await page.getByTestId('edit-rule_set_id').click();
    const rules = page.getByRole('dialog', { name: `Rules of ${LEAKING}` });
    await choose(rules, 'Value', 'No');
    await rules.getByRole('button', { name: 'Add an action' }).first().click();
    // A new action applies to nothing until the author picks its item (ADR 191).
    assert.equal(await field(rules, 'Applies to').inputValue(), '');
    await choose(rules, 'Applies to', FOLLOW_UP);
    await choose(rules, 'Action', 'Hide');
    await rules.getByTestId('rules-save').click();
    await rules.waitFor({ state: 'detached' });
    await waitSaved(page);

    const saved = await stored();
    const total = saved.items.find((item) => item.id === ids.total)!;
    assert.deepEqual((total.options.calculations as { items: string[] }).items, [ids.width, ids.length]);
    const leaking = saved.items.find((item) => item.id === ids.leaking)!;
    assert.ok(saved.rule_sets.some((set) => set.uuid === leaking.options.rule_set_id));
  });
});

test('the preview adds the numbers and hides the follow-up when the answer is No', async () => {
  await withFailureShot(page, 'journey-preview', async () => {
    await page.getByTestId('cmd-preview').click();
    const preview = page.getByTestId('mobile-preview');
    await preview.waitFor();
    await preview.getByTestId('preview-next').click();
    await field(preview, WIDTH).fill('3.5');
    await field(preview, LENGTH).fill('4');
    const total = preview.getByTestId(`preview-value-${ids.total}`);
    await page.waitForFunction(
      (id) => document.querySelector(`[data-testid="preview-value-${id}"]`)?.textContent === '7.50',
      ids.total,
    );
    assert.equal(await total.innerText(), '7.50');
    const followUp = preview.getByTestId(`preview-item-${ids.followUp}`);
    await followUp.waitFor();
    await preview.getByRole('group', { name: LEAKING }).getByText('No', { exact: true }).click();
    await followUp.waitFor({ state: 'detached' });
    await shoot(page, 'journey-preview-rule-acted');
    await preview.getByRole('group', { name: LEAKING }).getByText('Yes', { exact: true }).click();
    await followUp.waitFor();
    await assertAccessible(page, 'preview with a rule and a calculation');
    await page.getByTestId('cmd-preview').click();
    await page.getByTestId('inspector').waitFor();
  });
});

test('undo and redo the rule, reload, find rule and calculation, publish', async () => {
  await withFailureShot(page, 'journey-history', async () => {
    const ruleState = () => page.getByTestId('edit-rule_set_id').locator('xpath=..').innerText();
    await focusRow(page, ids.leaking);
    assert.match(await ruleState(), /^Set/);
    await page.getByTestId('cmd-undo').click();
    assert.match(await ruleState(), /^None/);
    await page.getByTestId('cmd-redo').click();
    assert.match(await ruleState(), /^Set/);
    await waitSaved(page);

    await page.reload();
    await waitEditorWorking(page);
    await focusRow(page, ids.leaking);
    assert.match(await ruleState(), /^Set/);
    await page.getByTestId('edit-rule_set_id').click();
    const rules = page.getByRole('dialog', { name: `Rules of ${LEAKING}` });
    assert.equal(await field(rules, 'Action').inputValue(), 'Hide');
    assert.equal(await field(rules, 'Value').inputValue(), 'No');
    await page.keyboard.press('Escape');
    await rules.waitFor({ state: 'detached' });
    await focusRow(page, ids.total);
    assert.equal(await page.getByTestId('calculation-formula').inputValue(), '{1} + {2}');
    const inspector = await page.getByTestId('inspector').innerText();
    assert.ok(inspector.includes(WIDTH) && inspector.includes(LENGTH), 'both questions still used');

    await page.getByTestId('publish').click();
    await page.getByTestId('published-version').waitFor();
  });
});

test('from the editor to translations: German added, one text in the grid, one from a CSV file', async () => {
  await withFailureShot(page, 'journey-translations', async () => {
    await page.getByTestId('open-translations').click();
    await page.waitForURL(/\/trans$/);
    await page.getByTestId('no-languages').waitFor();
    await page.getByTestId('add-language').click();
    await page.getByTestId('add-language-de').click();
    const grid = (id: string) => page.getByTestId(`grid-input-${id}`);
    await grid(ids.width!).fill('Breite des Heizraums (m)');
    await page.getByTestId('save-translations').click();
    await page.getByTestId('save-translations').and(page.locator(':disabled')).waitFor();

    await page.getByTestId('open-import').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'boiler.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`key;Deutsch\n${ids.leaking};Leckt der Kessel?\n`),
    });
    await dialog.getByTestId('import-translation-column').click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await dialog.getByTestId('import-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await grid(ids.width!).waitFor();
    assert.equal(await grid(ids.width!).inputValue(), 'Breite des Heizraums (m)');
    assert.equal(await grid(ids.leaking!).inputValue(), 'Leckt der Kessel?');
    await shoot(page, 'journey-translations-en-light');
  });
});

/** Every English string of the builder's locale files that German translates differently. */
function englishOnlyTexts(): Set<string> {
  const localeDir = (module: string, lang: string) =>
    resolve(import.meta.dirname, '../../apps/web/src/modules', module, 'locales', `${lang}.json`);
  const flatten = (value: unknown, prefix = ''): [string, string][] =>
    typeof value === 'string'
      ? [[prefix, value]]
      : Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
          flatten(v, prefix ? `${prefix}.${k}` : k),
        );
  const texts = new Set<string>();
  for (const module of ['template-editor', 'template-entities', 'template-translations']) {
    const en = flatten(JSON.parse(readFileSync(localeDir(module, 'en'), 'utf8')));
    const de = new Map(flatten(JSON.parse(readFileSync(localeDir(module, 'de'), 'utf8'))));
    for (const [key, text] of en)
      if (text.length > 3 && !text.includes('{{') && de.get(key) !== text) texts.add(text);
  }
  return texts;
}

/** The entity modals of the inspector: which item opens it and how. */
const MODALS: { name: string; item: () => string; open: string }[] = [
  { name: 'response-set', item: () => ids.leaking!, open: 'edit-response_set_id' },
  { name: 'rules', item: () => ids.leaking!, open: 'edit-rule_set_id' },
  { name: 'related-info', item: () => ids.leaking!, open: 'edit-info_id' },
  { name: 'scoring', item: () => ids.leaking!, open: 'edit-scoring' },
  { name: 'units', item: () => ids.width!, open: 'edit-units' },
  { name: 'grouped-options', item: () => ids.section!, open: 'edit-grouped_item_id' },
  { name: 'image-marker', item: () => ids.section!, open: 'edit-image_marker_id' },
];

const RAW_KEY =
  /\b(responses|rules|operators|actions|problems|info|grouped|units|marker|scoring|colors|inspector|options|types)\.[a-zA-Z_]+/;

for (const [skin, lang] of LOOKS) {
  test(`editor, every entity modal, the conflict modal and translations in ${skin} ${lang}: shots, axe, no overflow`, async () => {
    const english = lang === 'de' ? englishOnlyTexts() : new Set<string>();
    const look = await newContext(browser, { skin, lang });
    await look.addCookies(await page.context().cookies());
    const view = await look.newPage();
    const check = async (label: string, dialog: ReturnType<Page['getByRole']>, target = view) => {
      await target.waitForTimeout(250);
      await shoot(target, `journey-modal-${label}-${skin}-${lang}`);
      await assertAccessible(target, `${label} modal ${skin} ${lang}`);
      await assertNoHorizontalOverflow(target, `${label} modal ${skin} ${lang}`);
      const box = await dialog.boundingBox();
      const viewport = target.viewportSize()!;
      assert.ok(box && box.x >= 0 && box.x + box.width <= viewport.width, `${label} modal is clipped`);
      const text = await dialog.innerText();
      assert.doesNotMatch(text, RAW_KEY, `raw i18n key in the ${label} modal`);
      const left = text.split('\n').filter((line) => english.has(line.trim()));
      assert.deepEqual(left, [], `English left in the German ${label} modal`);
    };
    await withFailureShot(view, `journey-modals-${skin}-${lang}`, async () => {
      await openEditor(view, server.baseUrl, templateId);
      await focusRow(view, ids.total);
      await view.getByTestId('inspector').waitFor();
      await shoot(view, `journey-editor-${skin}-${lang}`);
      await assertAccessible(view, `editor ${skin} ${lang}`);
      await assertNoHorizontalOverflow(view, `editor ${skin} ${lang}`);
      for (const modal of MODALS) {
        await focusRow(view, modal.item());
        await view.getByTestId(modal.open).click();
        const dialog = view.getByRole('dialog').last();
        await dialog.waitFor();
        await check(modal.name, dialog);
        if (modal.name === 'rules') {
          const elseIf = lang === 'de' ? 'Sonst-wenn-Regel hinzufügen' : 'Add an else-if rule';
          await dialog.getByRole('button', { name: elseIf }).click();
          await dialog.getByTestId('rules-save').click();
          // The new rule's condition has no value yet: marked on its row, not in a dialog (ADR 191).
          await dialog.locator('[data-incomplete=value]').waitFor();
          await check('rules-incomplete', dialog);
          const removeCondition = lang === 'de' ? 'Bedingung entfernen' : 'Remove condition';
          await dialog.getByRole('button', { name: removeCondition }).last().click();
          await dialog.getByTestId('rules-save').click();
          const conflicted = view.getByTestId('conflicted-rules');
          await conflicted.waitFor();
          await check('conflicted-rules', view.getByRole('dialog').last());
          await view.keyboard.press('Escape');
          await conflicted.waitFor({ state: 'detached' });
        }
        await view.keyboard.press('Escape');
        await view.getByRole('dialog').first().waitFor({ state: 'detached' });
      }

      // The same template in a second tab: its edit meets the conflict modal instead of overwriting the first.
      const other = await look.newPage();
      await openEditor(other, server.baseUrl, templateId);
      await focusRow(view, ids.section);
      await view.getByTestId('inspector-title').fill(`Boiler (${skin} ${lang})`);
      await waitSaved(view);
      await focusRow(other, ids.section);
      await other.getByTestId('inspector-title').fill(`Boiler, second tab (${skin} ${lang})`);
      await other.getByTestId('conflict-modal').waitFor();
      await check('conflict', other.getByRole('dialog'), other);
      await other.getByTestId('conflict-keep-mine').click();
      await waitSaved(other);
      await other.close();

      await view.getByTestId('open-translations').click();
      await view.getByTestId(`grid-input-${ids.width}`).waitFor();
      await shoot(view, `journey-translations-${skin}-${lang}`);
      await assertAccessible(view, `translation screen ${skin} ${lang}`);
      await assertNoHorizontalOverflow(view, `translation screen ${skin} ${lang}`);
      const screen = await view.locator('#main-content').innerText();
      assert.doesNotMatch(screen, /\b(languages|grid|import|history|autoTranslate)\.[a-zA-Z_]+/);
      const left = screen.split('\n').filter((line) => english.has(line.trim()));
      assert.deepEqual(left, [], 'English left on the German translation screen');
    });
    await look.close();
  });
}
