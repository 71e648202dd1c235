import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { assertAccessible, assertNoHorizontalOverflow, shoot, withFailureShot } from '../support/browser';
import {
  addFromPalette,
  api,
  openEditor as openTemplateEditor,
  selectRow,
  waitEditorWorking,
  waitSaved,
} from '../support/editor';
import { eventually } from '../support/eventually';
import { closeSession, openAdminSession } from '../support/admin-session';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from '../support/server';
import { LOOKS, newContext, signIn } from '../support/session';

// Issue 5's editor scenario as an author would play it: open a new template, add pages, a section and
// one question of every current type from the palette, edit a title, undo and redo, reload and find
// everything saved, publish; then edit the same template in two tabs and meet the conflict modal.

/**
 * Palette types that are neither deprecated, disabled nor hidden, by the page kind that accepts them.
 * file_manager and url are left out: spec §3 excludes them from every page kind.
 */
const START_PAGE_TYPES = ['asset', 'document_id', 'inspection_start_date', 'inspection_location', 'person'];
const END_PAGE_TYPES = ['inspection_end_date'];
const MAIN_PAGE_TYPES = [
  'textAnswer',
  'longText',
  'instruction',
  'number',
  'slider',
  'constant',
  'calculation',
  'counter',
  'datetime',
  'yesno',
  'switch',
  'checkbox',
  'oknot',
  'list',
  'dropdown',
  'global_list',
  'signature',
  'acknowledgment',
  'photo',
  'video',
  'audio',
  'qr',
  'barcode',
  'asset_field',
  'assignment_field',
];

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let templateId: string;

interface TemplateItem {
  id: string;
  type: string;
  title: string;
  depth: number;
}

const stored = async (): Promise<TemplateItem[]> =>
  (await api<{ data: { items: TemplateItem[] } }>(page, 'GET', `/checklist/template/${templateId}`)).data
    .items;

const storedWithOptions = async () =>
  (
    await api<{ data: { items: (TemplateItem & { options: Record<string, unknown> })[] } }>(
      page,
      'GET',
      `/checklist/template/${templateId}`,
    )
  ).data.items;

const openEditor = (target: Page) => openTemplateEditor(target, server.baseUrl, templateId);

before(async () => {
  ({ server, browser, context, page } = await openAdminSession());
  const created = await api<{ data: { id: string } }>(page, 'POST', '/checklist/template/new', {
    title: 'Site walk',
    parent_id: null,
  });
  templateId = created.data.id;
});

after(() => closeSession({ browser, server }));

test('add pages, a section and one question of every current type; edit, undo, redo; all saved', async () => {
  await withFailureShot(page, 'template-editor-build', async () => {
    await openEditor(page);
    await page.getByTestId('cmd-addPage').click();
    await page.getByTestId('cmd-addPage').click();
    await page.getByTestId('palette-section').waitFor();
    await addFromPalette(page, 'page', 'section');
    for (const type of START_PAGE_TYPES) await addFromPalette(page, 'start_page', type);
    for (const type of END_PAGE_TYPES) await addFromPalette(page, 'end_page', type);
    for (const type of MAIN_PAGE_TYPES) await addFromPalette(page, 'page', type);
    await waitSaved(page);

    // Inline title edit of the first text question: one gesture, one undo step. New items now go at the end
    // of the selected page (ADR 191), so the canvas scrolled down: back to the top, where the reload opens.
    await page.getByTestId('canvas').evaluate((el) => el.scrollTo(0, 0));
    await selectRow(page, 'textAnswer');
    const input = page.locator(
      '[data-testid^=row-][data-type=textAnswer][data-selected] [data-testid=row-title-input]',
    );
    await input.fill('Is the fire exit clear?');
    await input.press('Tab');
    await waitSaved(page);
    await page.getByTestId('cmd-undo').click();
    assert.equal(await input.inputValue(), '');
    await page.getByTestId('cmd-redo').click();
    assert.equal(await input.inputValue(), 'Is the fire exit clear?');
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    assert.equal(await input.inputValue(), '');
    await page.keyboard.press('Control+Shift+z');
    assert.equal(await input.inputValue(), 'Is the fire exit clear?');
    await waitSaved(page);

    await page.reload();
    await waitEditorWorking(page);
    const items = await stored();
    const types = new Set(items.map((item) => item.type));
    for (const type of [...START_PAGE_TYPES, ...END_PAGE_TYPES, ...MAIN_PAGE_TYPES, 'section'])
      assert.ok(types.has(type), `${type} was not saved`);
    assert.equal(items.filter((item) => item.type === 'page').length, 2);
    assert.ok(items.some((item) => item.title === 'Is the fire exit clear?'));
    await selectRow(page, 'textAnswer');
    assert.equal(await page.getByTestId('inspector-title').inputValue(), 'Is the fire exit clear?');
  });
});

test('publish is refused while questions cannot be answered, naming each with a link (ADR 191)', async () => {
  await withFailureShot(page, 'template-editor-publish', async () => {
    await waitSaved(page);
    await page.getByTestId('publish').click();
    const problems = page.getByTestId('publish-problems');
    await problems.waitFor();
    const list = (await storedWithOptions()).find((item) => item.type === 'list')!;
    const entry = problems.getByTestId(`publish-problem-${list.id}`);
    assert.match(await entry.innerText(), /no answers to pick/);
    await entry.getByRole('button').click();
    await problems.waitFor({ state: 'hidden' });
    await page.locator(`[data-testid=row-${list.id}][data-selected]`).waitFor();
    const options = await api<{ data: { published_version: number | null } }>(
      page,
      'GET',
      `/checklist/template/${templateId}/options`,
    );
    assert.equal(options.data.published_version, null);
  });
});

test('answer options in their modal, a keyboard move, and the live mobile preview', async () => {
  await withFailureShot(page, 'template-editor-modals', async () => {
    await selectRow(page, 'list');
    await page.getByTestId('edit-response_set_id').click();
    const modal = page.getByRole('dialog', { name: 'Answer options' });
    await modal.getByRole('button', { name: 'Add an option' }).click();
    await modal.getByRole('button', { name: 'Add an option' }).click();
    await modal.getByLabel('Option 1').fill('Clear');
    await modal.getByLabel('Option 2').fill('Blocked');
    await shoot(page, 'template-editor-response-set-modal');
    await assertAccessible(page, 'response-set modal');
    await modal.getByTestId('response-set-save').click();
    await waitSaved(page);

    // Keyboard move through the registry's command (Alt+ArrowDown) from the focused row's handle.
    const before = (await stored()).map((item) => item.id);
    const listRow = page.locator('[data-testid^=row-][data-type=list]').first();
    const listId = (await listRow.getAttribute('data-testid'))!.slice('row-'.length);
    await listRow.getByTestId('drag-handle').focus();
    await page.keyboard.press('Alt+ArrowDown');
    const movedDown = async () => {
      const ids = (await stored()).map((item) => item.id);
      return ids.indexOf(listId) > before.indexOf(listId);
    };
    assert.ok(await eventually(movedDown), 'the list question moved down');
    await page.getByTestId('cmd-undo').click();
    assert.ok(await eventually(async () => !(await movedDown())), 'undo put it back');

    // Rate the list question from a default rating of 2; the preview shows it preselected (ADR 167).
    await selectRow(page, 'list');
    await page.getByTestId('edit-scoring').click();
    const scoring = page.getByRole('dialog', { name: 'Scoring and rating' });
    await scoring.getByRole('switch', { name: 'Rate this question' }).check();
    await scoring.getByText('Default', { exact: true }).click();
    await scoring.getByRole('radio', { name: '2', exact: true }).check();
    await scoring.getByTestId('scoring-save').click();
    await waitSaved(page);

    await page.getByTestId('cmd-preview').click();
    const preview = page.getByTestId('mobile-preview');
    await preview.waitFor();
    await preview.getByTestId('preview-next').click();
    const rating = preview.getByTestId(`preview-rating-${listId}`);
    await rating.scrollIntoViewIfNeeded();
    assert.ok(
      await rating.getByRole('radio', { name: '2' }).isChecked(),
      'the default rating is preselected',
    );
    await shoot(page, 'template-editor-preview');
    await assertAccessible(page, 'mobile preview');
    await page.getByTestId('cmd-preview').click();
    await page.getByTestId('inspector').waitFor();
  });
});

test('an instruction body and a related-info text formatted from the toolbar, seen in the preview', async () => {
  await withFailureShot(page, 'template-editor-rich-text', async () => {
    await selectRow(page, 'instruction');
    const field = page.getByTestId('option-content');
    const body = field.getByRole('textbox', { name: 'Instruction text' });
    await body.click();
    await page.keyboard.type('Wear gloves and boots');
    await page.keyboard.press('Home');
    await page.keyboard.press('Control+Shift+ArrowRight');
    await field.getByRole('button', { name: 'Bold' }).click();
    await field.getByRole('button', { name: 'Font, size and clear formatting' }).click();
    const style = page.getByRole('dialog', { name: 'Font, size and clear formatting' });
    await style.getByRole('combobox', { name: 'Font', exact: true }).selectOption('Georgia');
    await style.getByRole('combobox', { name: 'Font size' }).selectOption('24px');
    await page.keyboard.press('Escape');
    await style.waitFor({ state: 'hidden' });
    await waitSaved(page);
    const instruction = (await storedWithOptions()).find((item) => item.type === 'instruction')!;
    const content = String(instruction.options.content);
    assert.match(content, /<strong>Wear<\/strong>/);
    assert.match(content, /font-family: Georgia; font-size: 24px/);
    assert.match(content, /and boots/);
    await shoot(page, 'template-editor-rich-text-inspector');
    await assertAccessible(page, 'inspector with the rich-text toolbar');

    await page.getByTestId('edit-info_id').click();
    const modal = page.getByRole('dialog', { name: 'Related information' });
    await modal.getByRole('button', { name: 'Add an entry' }).click();
    const entry = modal.getByRole('textbox', { name: 'Entry 1' });
    await entry.click();
    await page.keyboard.type('See the ');
    await page.keyboard.press('Control+i');
    await page.keyboard.type('manual');
    await shoot(page, 'template-editor-related-info-rich-text');
    await assertAccessible(page, 'related-info modal with rich text');
    await modal.getByTestId('related-info-save').click();
    await modal.waitFor({ state: 'detached' });
    await waitSaved(page);

    await page.getByTestId('cmd-preview').click();
    const preview = page.getByTestId('mobile-preview');
    await preview.waitFor();
    await preview.getByTestId('preview-next').click();
    const shown = preview.getByTestId(`preview-content-${instruction.id}`);
    await shown.waitFor();
    assert.equal(await shown.locator('strong').innerText(), 'Wear');
    assert.equal(
      await shown
        .locator('span')
        .first()
        .evaluate((el) => getComputedStyle(el).fontSize),
      '24px',
    );
    const info = preview.getByTestId(`preview-info-${instruction.id}`);
    assert.equal(await info.locator('em').innerText(), 'manual');
    await shown.scrollIntoViewIfNeeded();
    await shoot(page, 'template-editor-rich-text-preview');
    await assertAccessible(page, 'preview with rich text');
    await page.getByTestId('cmd-preview').click();
    await page.getByTestId('inspector').waitFor();
  });
});

test('a second tab editing the same template meets the conflict modal, and nothing typed is lost', async () => {
  const other = await context.newPage();
  await withFailureShot(other, 'template-editor-conflict', async () => {
    await openEditor(other);
    await selectRow(page, 'longText');
    await page.locator('[data-selected] [data-testid=row-title-input]').fill('Typed in the first tab');
    await waitSaved(page);

    await selectRow(other, 'longText');
    const input = other.locator('[data-selected] [data-testid=row-title-input]');
    await input.fill('Typed in the second tab');
    const modal = other.getByTestId('conflict-modal');
    await modal.waitFor();
    assert.ok((await modal.innerText()).length > 0);
    await shoot(other, 'template-editor-conflict-modal');
    assert.equal(await input.inputValue(), 'Typed in the second tab');
    await other.getByTestId('conflict-keep-mine').click();
    await waitSaved(other);
    assert.ok((await stored()).some((item) => item.title === 'Typed in the second tab'));
  });
  await other.close();
});

for (const [skin, lang] of LOOKS) {
  test(`editor in ${skin} ${lang}: screenshot, axe, no overflow, translated`, async () => {
    const look = await newContext(browser, { skin, lang });
    const view = await look.newPage();
    await signIn(view, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await withFailureShot(view, `template-editor-${skin}-${lang}-failed`, async () => {
      await openEditor(view);
      await selectRow(view, 'slider');
      await view.getByTestId('inspector').waitFor();
      await shoot(view, `template-editor-${skin}-${lang}`);
      await assertAccessible(view, `template editor ${skin} ${lang}`);
      await assertNoHorizontalOverflow(view, `template editor ${skin} ${lang}`);
      const text = await view.locator('body').innerText();
      assert.doesNotMatch(text, /\b(types|options|commands|palette|inspector|paletteGroups)\.[a-zA-Z_]+/);
      if (lang === 'de') {
        assert.match(text, /Veröffentlichen/);
        assert.match(text, /Schieberegler/);
      }

      await selectRow(view, 'instruction');
      const toolbar = view.getByTestId('option-content').getByRole('toolbar');
      await toolbar.waitFor();
      await shoot(view, `template-editor-rich-text-${skin}-${lang}`);
      await assertAccessible(view, `rich-text toolbar ${skin} ${lang}`);
      await assertNoHorizontalOverflow(view, `rich-text toolbar ${skin} ${lang}`);
      const bold = lang === 'de' ? 'Fett' : 'Bold';
      assert.equal(await toolbar.getByRole('button', { name: bold }).count(), 1);
      // One row in the narrow inspector (ADR 173): no taller than a control and its padding.
      const box = await toolbar.boundingBox();
      assert.ok(box && box.height < 50, `toolbar ${box?.height}px high`);
      const styleControl = toolbar.getByTestId('rich-text-style');
      await styleControl.focus();
      await view.keyboard.press('Enter');
      const styleDialog = view.getByRole('dialog', {
        name: lang === 'de' ? /^Schrift, Größe/ : /^Font, size/,
      });
      await styleDialog.getByTestId('rich-text-font').waitFor();
      // Shot once faded in, not half-transparent over the text.
      await view.waitForFunction(
        (el) => getComputedStyle(el!).opacity === '1',
        await styleDialog.elementHandle(),
      );
      await shoot(view, `template-editor-rich-text-style-${skin}-${lang}`);
      await assertAccessible(view, `text-style popover ${skin} ${lang}`);
      await view.keyboard.press('Escape');
      await styleDialog.waitFor({ state: 'hidden' });
      assert.equal(await styleControl.evaluate((el) => el === document.activeElement), true);
      await view.getByTestId('edit-info_id').click();
      const modal = view.getByRole('dialog');
      await modal.getByRole('toolbar').first().waitFor();
      await shoot(view, `template-editor-related-info-${skin}-${lang}`);
      await assertAccessible(view, `related-info modal ${skin} ${lang}`);
      const modalText = await modal.innerText();
      assert.doesNotMatch(modalText, /\b(info|grid)\.[a-zA-Z_]+/);
      if (lang === 'de') assert.match(modalText, /Zugehörige Informationen/);
      await view.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden' });

      // The inspector's own controls for a choice default and the parts of a document number (ADR 169).
      for (const type of ['list', 'document_id']) {
        await selectRow(view, type);
        await view.getByTestId(type === 'list' ? 'option-default_value' : 'option-items').waitFor();
        await shoot(view, `template-editor-inspector-${type}-${skin}-${lang}`);
        await assertAccessible(view, `inspector of ${type} ${skin} ${lang}`);
        const inspector = await view.getByTestId('inspector').innerText();
        assert.doesNotMatch(inspector, /\b(inspector|options)\.[a-zA-Z_.]+/);
        if (lang === 'de' && type === 'list')
          assert.equal(await view.getByTestId('option-default_value').inputValue(), 'Keine Vorgabe');
        if (lang === 'de' && type === 'document_id') assert.match(inspector, /Teil hinzufügen/);
      }

      await view.getByTestId('cmd-reorderPages').click();
      const reorder = view.getByRole('dialog');
      await reorder.getByTestId('page-reorder-modal').waitFor();
      await shoot(view, `template-editor-page-reorder-${skin}-${lang}`);
      await assertAccessible(view, `page-reorder modal ${skin} ${lang}`);
      const reorderText = await reorder.innerText();
      assert.doesNotMatch(reorderText, /\b(pageReorder|common)\.[a-zA-Z_]+/);
      if (lang === 'de') assert.match(reorderText, /Seiten anordnen/);
      await view.keyboard.press('Escape');
      await reorder.waitFor({ state: 'hidden' });
    });
    await look.close();
  });
}
