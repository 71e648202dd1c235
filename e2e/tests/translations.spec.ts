import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { createItem } from '@fieldbook/domain/templates';
import type { Browser, Page } from 'playwright-core';
import { assertAccessible, assertNoHorizontalOverflow, shoot, withFailureShot } from '../support/browser';
import { closeSession, openAdminSession } from '../support/admin-session';
import { type RunningServer } from '../support/server';
import { api } from '../support/editor';
import { LOOKS, setLook, type Lang, type Skin } from '../support/session';

// Issue 5 point 4 as an author would play it: a template made over the API, German added, texts translated in the
// grid, by a CSV import and by the auto-translate button (a LibreTranslate stand-in on loopback), then a reload.

const QUESTIONS = ['Are the forks straight?', 'Tyre condition', 'Does the horn work?'] as const;
const GLOBAL_OPTIONS = ['Good', 'Worn'] as const;
// Inside the session's assigned port range, above the few ports startServer takes.

let server: RunningServer;
let translator: Server;
let browser: Browser;
let page: Page;
let templateId: string;
let keys: Record<string, string>;
let globalOption: string;

/** LibreTranslate's /translate: answers "[target] text" for every q. */
function startTranslator(): Promise<Server> {
  const fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      let body: { q: string[]; target: string };
      try {
        body = JSON.parse(raw) as { q: string[]; target: string };
      } catch {
        res.writeHead(400).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ translatedText: body.q.map((q) => `[${body.target}] ${q}`) }));
    });
  });
  return new Promise((resolve) => fake.listen(0, '127.0.0.1', () => resolve(fake)));
}

const call = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  api<T>(page, method, path, body);

async function openScreen(look: { skin?: Skin; lang?: Lang } = {}): Promise<void> {
  await setLook(page, look);
  await page.goto(`${server.baseUrl}/checklist/template/${templateId}/trans`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

const input = (question: string) => page.getByTestId(`grid-input-${keys[question]}`);

before(async () => {
  translator = await startTranslator();
  const { port } = translator.address() as AddressInfo;
  ({ server, browser, page } = await openAdminSession({ TRANSLATE_URL: `http://127.0.0.1:${port}` }));
});

after(async () => {
  await closeSession({ browser, server });
  await new Promise((resolve) => translator?.close(resolve));
});

test('a template made over the API opens on its translation screen with no language yet', async () => {
  type Doc = { id: string; revision: number; items: { id: string; depth: number }[]; [k: string]: unknown };
  const made = await call<{ data: Doc }>('POST', '/checklist/template/new', {
    title: 'Forklift check',
    parent_id: null,
  });
  const doc = made.data;
  templateId = doc.id;
  const start = doc.items[0]!;
  const questions = QUESTIONS.map((title) =>
    createItem('textAnswer', { title, depth: 1, parent_id: start.id }),
  );
  const items = [start, ...questions, ...doc.items.slice(1)];
  const shared = await call<{ data: { uuid: string; options: { uuid: string; label: string }[] } }>(
    'POST',
    '/checklist/global-response/new',
    { title: 'Condition', options: GLOBAL_OPTIONS.map((label) => ({ uuid: randomUUID(), label })) },
  );
  globalOption = shared.data.options[0]!.uuid;
  const global_responses = [{ uuid: shared.data.uuid, options: shared.data.options }];
  const { template_id: _t, id: _i, ...rest } = doc;
  await call('POST', `/checklist/template/${templateId}`, {
    ...rest,
    items,
    global_responses,
    revision: doc.revision,
  });
  keys = Object.fromEntries(questions.map((q) => [q.title, q.id]));

  await openScreen();
  await page.getByTestId('no-languages').waitFor();
  await shoot(page, 'translations-empty-en-light');
  await assertAccessible(page, 'translation screen without languages');
});

test('add German and translate a question in the grid', async () => {
  await page.getByTestId('add-language').click();
  await page.getByTestId('add-language-de').click();
  await input(QUESTIONS[0]).waitFor();
  assert.equal(await page.getByTestId('translation-grid').getByText(QUESTIONS[1]).count(), 1);
  await input(QUESTIONS[0]).fill('Sind die Gabeln gerade?');
  await page.getByTestId('save-translations').click();
  await page.getByTestId('save-translations').and(page.locator(':disabled')).waitFor();
  assert.equal(await input(QUESTIONS[0]).inputValue(), 'Sind die Gabeln gerade?');
});

test('import a CSV file with a column mapping', async () => {
  const csv = `key;Deutsch\n${keys[QUESTIONS[1]]};Reifenzustand\n`;
  await page.getByTestId('open-import').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'tyres.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await dialog.getByTestId('import-key-column').waitFor();
  assert.equal(await dialog.getByTestId('import-key-column').inputValue(), 'key');
  await dialog.getByTestId('import-translation-column').click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await shoot(page, 'translations-import-en-light');
  await assertAccessible(page, 'import dialog');
  await dialog.getByTestId('import-submit').click();
  await dialog.waitFor({ state: 'detached' });
  await page.waitForFunction(
    (key) =>
      (document.querySelector(`[data-testid="grid-input-${key}"]`) as HTMLInputElement)?.value ===
      'Reifenzustand',
    keys[QUESTIONS[1]],
  );
});

test('auto-translate fills the rest in batches through the server', async () => {
  await page.getByTestId('auto-translate').click();
  await page.waitForFunction(
    (key) =>
      (document.querySelector(`[data-testid="grid-input-${key}"]`) as HTMLInputElement)?.value.startsWith(
        '[de]',
      ),
    keys[QUESTIONS[2]],
  );
  assert.equal(await input(QUESTIONS[0]).inputValue(), 'Sind die Gabeln gerade?');
});

test('a global-response option is translated through its own call', async () => {
  const option = page.getByRole('textbox', { name: 'Translation of “Good”' });
  await option.fill('Gut');
  await page.getByRole('button', { name: 'Save the translation of “Good”' }).click();
  await page
    .getByRole('button', { name: 'Save the translation of “Good”' })
    .and(page.locator(':disabled'))
    .waitFor();
  const list = await call<{ list: { translations: Record<string, Record<string, string>> }[] }>(
    'GET',
    '/checklist/global-response/list',
  );
  assert.equal(list.list[0]?.translations.de?.[globalOption], 'Gut');
});

test('after a reload every value is there, and the history lists each change', async () => {
  await page.reload();
  await input(QUESTIONS[0]).waitFor();
  assert.equal(await input(QUESTIONS[0]).inputValue(), 'Sind die Gabeln gerade?');
  assert.equal(await input(QUESTIONS[1]).inputValue(), 'Reifenzustand');
  assert.equal(await input(QUESTIONS[2]).inputValue(), `[de] ${QUESTIONS[2]}`);
  assert.equal(await page.getByRole('textbox', { name: 'Translation of “Good”' }).inputValue(), 'Gut');
  await page.getByTestId('open-history').click();
  const table = page.getByTestId('history-table');
  await table.waitFor();
  const text = await table.innerText();
  for (const how of ['Bulk update', 'Imported', 'Auto-translated']) assert.match(text, new RegExp(how));
  await shoot(page, 'translations-history-en-light');
  await assertAccessible(page, 'history drawer');
  await page.keyboard.press('Escape');
});

test('in each look (E2E_LOOKS=all: light and dark, English and German): screenshots, axe, no overflow, translated texts', async () => {
  const headings: Record<Lang, RegExp> = {
    en: /Translations of/,
    de: /Übersetzungen von/,
    fr: /Traductions de/,
  };
  for (const [skin, lang] of LOOKS) {
    await openScreen({ lang, skin });
    await input(QUESTIONS[0]).waitFor();
    assert.match(await page.getByRole('heading', { level: 1 }).innerText(), headings[lang]);
    if (lang === 'de') {
      const body = await page.locator('#main-content').innerText();
      for (const english of ['Add language', 'Auto-translate', 'History', 'Standard language'])
        assert.ok(!body.includes(english), `English "${english}" left on the German screen`);
    }
    await shoot(page, `translations-grid-${lang}-${skin}`);
    await assertAccessible(page, `translation screen ${lang} ${skin}`);
    await assertNoHorizontalOverflow(page, `translation screen ${lang} ${skin}`);
  }
  await page.setViewportSize({ width: 390, height: 800 });
  await openScreen({ lang: 'de', skin: 'light' });
  await input(QUESTIONS[0]).waitFor();
  await assertNoHorizontalOverflow(page, 'translation screen on a phone');
  await shoot(page, 'translations-grid-de-phone');
});

test('an Excel export imports back unchanged (same format both ways)', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openScreen({ lang: 'en', skin: 'light' });
  await input(QUESTIONS[0]).waitFor();
  await page.getByTestId('export').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-xlsx').click(),
  ]);
  assert.match(download.suggestedFilename(), /\.xlsx$/);
  const path = await download.path();
  await page.getByTestId('open-import').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles(path);
  await dialog.getByTestId('import-key-column').waitFor();
  assert.equal(await dialog.getByTestId('import-key-column').inputValue(), 'key');
  assert.equal(await dialog.getByTestId('import-translation-column').inputValue(), 'de');
  await dialog.getByTestId('import-submit').click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await input(QUESTIONS[1]).inputValue(), 'Reifenzustand');
});

test('an instruction body and its related-info text are translated in the rich-text field, formatting kept', async () => {
  type Doc = { id: string; revision: number; items: { id: string }[]; [k: string]: unknown };
  const made = (
    await call<{ data: Doc }>('POST', '/checklist/template/new', { title: 'Rich', parent_id: null })
  ).data;
  const main = made.items[0]!;
  const instruction = createItem('instruction', {
    title: 'Safety',
    depth: 1,
    parent_id: main.id,
    options: { content: '<p><strong>Wear</strong> gloves</p>', info_id: randomUUID() },
  });
  const info = [
    {
      uuid: instruction.options.info_id,
      items: [{ id: randomUUID(), type: 'text', value: '<p>See the <em>manual</em></p>' }],
    },
  ];
  const at = made.items.indexOf(main) + 1;
  const items = [...made.items.slice(0, at), instruction, ...made.items.slice(at)];
  const { template_id: _t, id: _i, ...rest } = made;
  await call('POST', `/checklist/template/${made.id}`, { ...rest, items, info, revision: made.revision });
  await call('POST', `/checklist/template/${made.id}/translation/add`, { lang: 'de' });
  const key = `${instruction.id}:content`;
  const infoKey = `${info[0]!.uuid}:${info[0]!.items[0]!.id}`;

  await setLook(page, { lang: 'de', skin: 'dark' });
  await page.goto(`${server.baseUrl}/checklist/template/${made.id}/trans`);
  const row = page.getByTestId(`grid-row-${key}`);
  await row.waitFor();
  assert.match(await row.innerText(), /Wear gloves/);
  assert.doesNotMatch(await row.innerText(), /<strong>/);
  await row.getByTestId(`grid-edit-${key}`).click();
  const dialog = page.getByRole('dialog');
  const editor = dialog.getByRole('textbox', { name: 'Übersetzung (Deutsch)' });
  await editor.click();
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Handschuhe');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' tragen');
  await shoot(page, 'translations-content-modal-de-dark');
  await assertAccessible(page, 'instruction body translation dialog');
  await dialog.getByTestId('grid-content-done').click();
  await dialog.waitFor({ state: 'detached' });

  const infoRow = page.getByTestId(`grid-row-${infoKey}`);
  assert.match(await infoRow.innerText(), /Zugehörige Informationen[\s\S]*See the manual/i);
  await infoRow.getByTestId(`grid-edit-${infoKey}`).click();
  const infoDialog = page.getByRole('dialog', { name: 'Zugehörige Informationen auf Deutsch' });
  await infoDialog.getByRole('textbox', { name: 'Übersetzung (Deutsch)' }).click();
  await page.keyboard.type('Siehe Handbuch');
  await shoot(page, 'translations-info-modal-de-dark');
  await assertAccessible(page, 'related-info text translation dialog');
  await infoDialog.getByTestId('grid-content-done').click();
  await infoDialog.waitFor({ state: 'detached' });
  await page.getByTestId('save-translations').click();
  await page.getByTestId('save-translations').and(page.locator(':disabled')).waitFor();
  const grid = await call<{ data: { entries: { key: string; translation: string | null }[] } }>(
    'GET',
    `/checklist/template/${made.id}/translation/de`,
  );
  assert.equal(
    grid.data.entries.find((e) => e.key === key)?.translation,
    '<p><strong>Handschuhe</strong> tragen</p>',
  );
  assert.equal(grid.data.entries.find((e) => e.key === infoKey)?.translation, '<p>Siehe Handbuch</p>');
  await setLook(page, { lang: 'en', skin: 'light' });
});

test('removing German after a confirmation leaves the template without translations', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openScreen({ lang: 'en', skin: 'light' });
  await page.getByTestId('remove-language').click();
  await page.getByTestId('confirm-yes').click();
  await withFailureShot(page, 'translations-remove', () =>
    page.getByTestId('no-languages').waitFor({ timeout: 10_000 }),
  );
  await page.reload();
  await page.getByTestId('no-languages').waitFor();
});
