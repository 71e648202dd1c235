import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { assertAccessible, assertNoHorizontalOverflow, shoot } from '../support/browser';
import { closeSession, openAdminSession } from '../support/admin-session';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from '../support/server';
import { LOOKS, newContext, signIn } from '../support/session';

// Issue 6's bulk import as an administrator plays it: 1,000 assets (plus a few bad rows) from an XLSX file with a
// column mapping and the rejected-rows report, then the items of a new global list from a CSV file.

let server: RunningServer;
let browser: Browser;
let admin: BrowserContext;
let page: Page;
let dir = '';
let listId = '';
let itemsCsv = '';

before(async () => {
  ({ server, browser, context: admin, page } = await openAdminSession());
  dir = mkdtempSync(join(tmpdir(), 'fb-e2e-import-'));
});

after(async () => {
  await closeSession({ browser, server });
  rmSync(dir, { recursive: true, force: true });
});

/** A JSON call with the session and XSRF cookies of the signed-in context. */
async function call(context: BrowserContext, path: string, body: unknown) {
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await context.request.post(`${server.baseUrl}/api${path}`, {
    data: body,
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
  });
  assert.ok(res.ok(), `${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { data: { id: string; fields: { key: string; name: string }[] } };
}

const field = (key: string, name: string, type: string, extra: Record<string, unknown> = {}) => ({
  key,
  name,
  description: null,
  field_type: type,
  is_required: false,
  is_used: true,
  is_locked: false,
  default_value: null,
  config: null,
  parent_id: 'new_g1',
  ...extra,
});

const wizard = () => page.getByRole('dialog');

async function chooseOption(testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: text, exact: true }).click();
}

test('import 1,000 assets from an XLSX file with a column mapping and read the rejected rows', async () => {
  const type = await call(admin, '/assets/types/new', {
    name: 'Pumps',
    fields: [
      { key: 'new_g1', name: 'General', parent_id: null },
      field('new_serial', 'Serial number', 'text', { is_required: true }),
      field('new_weight', 'Weight', 'decimal', { config: { max_digits: 6, decimals: 2 } }),
    ],
  });
  const weightKey = type.data.fields.find((f) => f.name === 'Weight')?.key ?? '';
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Pumps');
  sheet.addRow(['Tag', 'Description', 'Serial', 'Mass (kg)']);
  for (let i = 1; i <= 1000; i += 1) sheet.addRow([`P-${i}`, `Imported pump ${i}`, `SN-${5000 + i}`, i / 4]);
  sheet.addRow(['P-1', 'Second pump with an id already used', 'SN-X', 1]);
  sheet.addRow(['P-2001', 'Pump with a bad weight', 'SN-Y', 'heavy']);
  sheet.addRow(['P-2002', 'Pump without serial', '', 2]);
  const file = join(dir, 'pumps.xlsx');
  writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));

  await page.goto(`${server.baseUrl}/assets`);
  await page.getByTestId('import-assets').click();
  await page.getByTestId('bulk-import-type').click();
  await page.getByRole('option', { name: 'Pumps' }).click();
  await wizard().locator('input[type=file]').setInputFiles(file);
  await page.getByTestId('bulk-import-next').click();
  await page.getByTestId('bulk-import-columns').waitFor();
  await wizard().getByText('1,003 rows found in pumps.xlsx', { exact: false }).waitFor();
  // "Tag" is a known word for the asset ID, so the wizard has already matched it (ADR 193).
  assert.equal(await page.getByTestId('bulk-import-column-asset_id').inputValue(), 'Tag');
  await chooseOption('bulk-import-column-display_name', 'Description');
  await chooseOption(`bulk-import-column-fields.${weightKey}`, 'Mass (kg)');
  await shoot(page, 'bulk-import-assets-columns');
  await page.getByTestId('bulk-import-start').click();
  await page.getByTestId('bulk-import-close').waitFor({ timeout: 60_000 });
  assert.equal(await page.getByTestId('bulk-import-inserted').innerText(), '1,000');
  assert.equal(await page.getByTestId('bulk-import-rejected').innerText(), '3');
  await shoot(page, 'bulk-import-assets-completed');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('bulk-import-download-rejected').click(),
  ]);
  const report = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = report.trim().split(/\r?\n/);
  assert.equal(lines[0], 'Row,Tag,Description,Serial,Mass (kg),Reasons');
  assert.match(lines[1] ?? '', /^1002,P-1,.*Asset ID: This asset id is already used\.$/);
  assert.match(lines[2] ?? '', /^1003,P-2001,.*Weight: The value has the wrong type\.$/);
  assert.match(lines[3] ?? '', /^1004,P-2002,.*Serial number: This field is required\.$/);

  await page.getByTestId('bulk-import-close').click();
  await wizard().waitFor({ state: 'detached' });
  await page.locator('[aria-busy=false][data-testid=data-table-assets]').waitFor();
  await page
    .getByText(/Imported pump \d+/)
    .first()
    .waitFor();
});

test('create a global list and import its items from a CSV file', async () => {
  const list = await call(admin, '/resources/global-lists/new', { name: 'Spare parts', fields: [] });
  listId = list.data.id;
  const rows = Array.from(
    { length: 400 },
    (_, i) => `PART-${i + 1},Spare part number ${i + 1} for the pumps`,
  );
  itemsCsv = join(dir, 'parts.csv');
  writeFileSync(itemsCsv, `Item ID,Display name\r\n${rows.join('\r\n')}\r\n`);
  await page.goto(`${server.baseUrl}/resources/global-lists/${listId}/items`);
  await page.getByTestId('import-items').click();
  await wizard().locator('input[type=file]').setInputFiles(itemsCsv);
  await page.getByTestId('bulk-import-next').click();
  await page.getByTestId('bulk-import-columns').waitFor();
  await page.getByTestId('bulk-import-start').click();
  await page.getByTestId('bulk-import-close').waitFor({ timeout: 60_000 });
  assert.equal(await page.getByTestId('bulk-import-inserted').innerText(), '400');
  assert.equal(await page.getByTestId('bulk-import-rejected').innerText(), '0');
  await page.getByTestId('bulk-import-close').click();
  await page.getByText('Spare part number 1 for the pumps', { exact: true }).waitFor();
});

test('the wizard in light and dark, English and German: accessible, no overflow, translated', async () => {
  for (const [skin, lang] of LOOKS) {
    const context = await newContext(browser, { skin, lang });
    const look = await context.newPage();
    await signIn(look, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await look.goto(`${server.baseUrl}/resources/global-lists/${listId}/items`);
    await look.getByTestId('import-items').click();
    const check = async (step: string) => {
      const label = `bulk import ${step} (${lang}, ${skin})`;
      await shoot(look, `bulk-import-${step}-${lang}-${skin}`);
      await assertAccessible(look, label);
      await assertNoHorizontalOverflow(look, label);
      const text = await look.getByRole('dialog').innerText();
      assert.doesNotMatch(
        text,
        /\b(common:)?bulk_import\.[a-z_]+|\b[a-z]+(\.[a-z_]+){2,}\b/,
        `raw i18n key on ${label}`,
      );
      if (lang === 'de')
        assert.doesNotMatch(
          text,
          /\b(Upload file|Assign columns|Import|Upload completed|Field|Rejected|Download|Next|Back|Close)\b/,
          `English on ${label}`,
        );
    };
    await look.getByRole('dialog').locator('input[type=file]').setInputFiles(itemsCsv);
    await check('upload');
    await look.getByTestId('bulk-import-next').click();
    await look.getByTestId('bulk-import-columns').waitFor();
    await check('columns');
    await look.getByTestId('bulk-import-start').click();
    await look.getByTestId('bulk-import-close').waitFor({ timeout: 60_000 });
    assert.equal(await look.getByTestId('bulk-import-rejected').innerText(), '400');
    await check('completed');
    await context.close();
  }
});
