import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { closeSession, openAdminSession } from '../support/admin-session';
import { assertAccessible, settleAnimations, shoot, withFailureShot } from '../support/browser';
import { api } from '../support/editor';
import type { RunningServer } from '../support/server';

// Issue 19's list side: start an inspection from the list, find it with its status, archive, restore and delete it in
// bulk; "Who can conduct" from the template list. The runner screen itself is another spec's.

let server: RunningServer;
let browser: Browser;
let page: Page;
let templateId = '';
const TITLE = 'Forklift daily check';

before(async () => {
  ({ server, browser, page } = await openAdminSession());
  const created = await api<{ data: { id: string; revision: number } }>(
    page,
    'POST',
    '/checklist/template/new',
    {
      title: TITLE,
      parent_id: null,
    },
  );
  templateId = created.data.id;
  await api(page, 'POST', `/checklist/template/${templateId}/publish`, { revision: created.data.revision });
});

after(() => closeSession({ browser, server }));

async function table(id: string): Promise<void> {
  await page.locator(`[aria-busy=false][data-testid=data-table-${id}]`).waitFor();
}

test('start an inspection from the list and find it there', async () => {
  await withFailureShot(page, 'inspections-start', async () => {
    await page.goto(`${server.baseUrl}/inspections`);
    await table('inspections');
    await page.getByTestId('start-inspection').first().click();
    await page.getByTestId('start-template').click();
    await page.getByRole('option', { name: TITLE }).click();
    await page.getByTestId('modal-submit').click();
    await page.waitForURL(/\/inspections\/[0-9a-f-]{36}\/conduct$/);
    // The start is made on the device first; the runner says when the server has it.
    await page.locator('[data-testid=sync-state][data-waiting="0"]').waitFor();

    await page.goto(`${server.baseUrl}/inspections`);
    await table('inspections');
    const row = page.locator('[data-row-id]').filter({ hasText: TITLE }).first();
    await row.getByTestId('status-to_do').waitFor();
    await assertAccessible(page, 'inspections list');
    await shoot(page, 'inspections-list-light-en');
  });
});

test("export the list's inspections and the ticked one's answers, CSV and Excel", async () => {
  await withFailureShot(page, 'inspections-export', async () => {
    await page.goto(`${server.baseUrl}/inspections`);
    await table('inspections');
    await page.getByTestId('table-export').click();
    await page.getByRole('menuitem', { name: 'Answers (Excel)' }).waitFor();
    await settleAnimations(page);
    await shoot(page, 'inspections-export-menu-light-en');
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Inspections (CSV)' }).click();
    const csv = await readFile((await (await csvDownload).path())!, 'utf8');
    const [header, first] = csv.split('\r\n');
    assert.match(header ?? '', /^id,document_number,title,template,template_version,status/);
    assert.match(first ?? '', new RegExp(`,${TITLE},${TITLE},1,to_do,false,`));

    const row = page.locator('[data-row-id]').filter({ hasText: TITLE }).first();
    await row.getByRole('checkbox').check();
    await page.getByTestId('bulk-export').click();
    const xlsxDownload = page.waitForEvent('download');
    // The list's own export menu may still be closing: take the item of the selection's menu.
    await page
      .getByRole('menu', { name: 'Export 1 inspection' })
      .getByRole('menuitem', { name: 'Answers (Excel)' })
      .click();
    const saved = await xlsxDownload;
    assert.match(saved.suggestedFilename(), /^inspection-answers-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await saved.path())!);
    const sheet = book.worksheets[0]!;
    assert.equal(sheet.getRow(1).getCell(1).value, 'inspection_id');
    await row.getByRole('checkbox').uncheck();
  });
});

test('archive, restore and delete in bulk (delete asks first)', async () => {
  await withFailureShot(page, 'inspections-bulk', async () => {
    await page.goto(`${server.baseUrl}/inspections`);
    await table('inspections');
    const row = page.locator('[data-row-id]').filter({ hasText: TITLE }).first();
    await row.getByRole('checkbox').check();
    await page.getByTestId('bulk-archive').click();
    await row.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Archive' }).click();
    await table('inspections-archive');
    const archived = page.locator('[data-row-id]').filter({ hasText: TITLE }).first();
    await archived.getByRole('checkbox').check();
    await page.getByTestId('bulk-restore').click();
    await archived.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Active' }).click();
    await table('inspections');
    const back = page.locator('[data-row-id]').filter({ hasText: TITLE }).first();
    await back.getByRole('checkbox').check();
    await page.getByTestId('bulk-delete').click();
    const deleted = page.waitForResponse((r) => r.url().endsWith('/api/inspections/bulk/delete'));
    await page.getByTestId('confirm-yes').click();
    assert.equal((await deleted).status(), 200);
    await back.waitFor({ state: 'detached' });
  });
});

test('"Who can conduct" from the template list saves every member', async () => {
  await withFailureShot(page, 'inspections-conduct-access', async () => {
    await page.goto(`${server.baseUrl}/checklist/templates`);
    await page.getByTestId(`template-actions-${TITLE}`).click();
    await page.getByTestId('template-action-access-inspection').click();
    await page.getByTestId('access-everyone').waitFor();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/conduct-access`) && r.request().method() === 'PUT',
    );
    await page.getByTestId('modal-submit').click();
    assert.equal((await saved).status(), 200);
  });
});
