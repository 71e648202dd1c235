import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { assertAccessible, assertNoHorizontalOverflow, shoot } from '../support/browser';
import { closeSession, openAdminSession } from '../support/admin-session';
import { type RunningServer } from '../support/server';
import { LOOKS } from '../support/session';

// Issue 6's file manager as an administrator uses it: folders with the name rules, uploads through the dialog
// (refused files named with their reason), rename, move, the paste rules, and a download of the stored bytes.

let server: RunningServer;
let browser: Browser;
let page: Page;

const pad = (head: string, size = 12 * 1024) =>
  Buffer.concat([Buffer.from(head, 'latin1'), Buffer.alloc(size - head.length, 0x20)]);
const PDF = pad('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n');
const EXE = pad('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff');

const row = (name: string) => page.getByTestId(`entry-${name}`);
const dialog = () => page.getByRole('dialog');

async function toast(text: string | RegExp): Promise<void> {
  await page.locator('.mantine-Notification-root', { hasText: text }).first().waitFor();
}

/** Closes every toast, so axe sees the screen itself (the shared toasts' close buttons carry no name). */
async function closeToasts(): Promise<void> {
  const toasts = page.locator('.mantine-Notification-root');
  const deadline = Date.now() + 15_000;
  // A toast that arrives or is still animating in while the others close gets its own click on the next round.
  while ((await toasts.count()) > 0) {
    if (Date.now() > deadline) throw new Error(`toasts left open: ${await toasts.allInnerTexts()}`);
    const buttons = toasts.locator('.mantine-CloseButton-root');
    for (const button of await buttons.all())
      await button.click({ force: true, timeout: 1_000 }).catch(() => undefined);
    await page.waitForTimeout(300);
  }
}

async function nameDialog(name: string): Promise<void> {
  await dialog().getByTestId('entry-name').fill(name);
  await dialog().getByTestId('modal-submit').click();
}

async function refusedName(name: string, message: string): Promise<void> {
  await nameDialog(name);
  await dialog().getByText(message, { exact: true }).waitFor();
}

async function uploadFile(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await dialog().locator('.uppy-Dashboard').waitFor();
  await dialog().locator('input.uppy-Dashboard-input').first().setInputFiles(file);
}

async function openFolder(name: string): Promise<void> {
  await row(name).getByRole('button', { name, exact: true }).click();
  await page.getByTestId('breadcrumb').getByText(name).waitFor();
}

before(async () => {
  ({ server, browser, page } = await openAdminSession());
});

after(() => closeSession({ browser, server }));

test('Resources → File manager opens the empty file manager', async () => {
  const link = page.getByRole('link', { name: 'File manager' });
  // Expanded, the entry sits in the Resources group; collapsed, the group's entries show as icons.
  const group = page.getByText('Resources', { exact: true });
  await link.or(group).first().waitFor();
  if (!(await link.isVisible())) await group.click();
  await link.click();
  await page.waitForURL(/\/resources\/filemanager/);
  await page.getByTestId('empty-folder').waitFor();
});

test('a folder is created only with a name the rules accept', async () => {
  await page.getByRole('button', { name: 'New folder' }).click();
  await refusedName('', 'The name cannot be empty.');
  const invalid = 'The name must not contain \\ / : * ? " < > | or end with a dot or space.';
  for (const name of ['a/b', 'what?', 'ends.', 'ends ']) await refusedName(name, invalid);
  await nameDialog('Reports');
  await row('Reports').waitFor();
  await page.getByRole('button', { name: 'New folder' }).click();
  await refusedName('REPORTS', 'An item with this name already exists here.');
  await nameDialog('Archive');
  await row('Archive').waitFor();
});

test('uploads: a PDF is stored; empty, wrong type and a disguised program are refused with their reason', async () => {
  await uploadFile({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
  await toast('empty.pdf: The file is too small (minimum 1 B).');
  await dialog().locator('input.uppy-Dashboard-input').first().setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/x-msdownload',
    buffer: EXE,
  });
  await toast('setup.exe: This file type is not allowed.');
  await dialog().locator('input.uppy-Dashboard-input').first().setInputFiles({
    name: 'bad:name.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await toast(/^bad:name\.pdf: The name must not contain/);
  await closeToasts();
  await shoot(page, 'file-manager-upload-dialog-en-light');
  await assertAccessible(page, 'upload dialog');

  await dialog().locator('input.uppy-Dashboard-input').first().setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: EXE,
  });
  await dialog().locator('.uppy-StatusBar-actionBtn--upload').click();
  await toast('photo.png: This file type is not allowed.');
  await dialog()
    .getByRole('button', { name: /remove/i })
    .first()
    .click();

  await dialog().locator('input.uppy-Dashboard-input').first().setInputFiles({
    name: 'plan.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await dialog().locator('.uppy-StatusBar-actionBtn--upload').click();
  await toast('plan.pdf uploaded.');
  await page.keyboard.press('Escape');
  await row('plan.pdf').waitFor();
  assert.equal(await row('photo.png').count(), 0);
});

test('rename, then move the file into a folder with the tree selector', async () => {
  await page.getByTestId('actions-plan.pdf').click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await refusedName('Reports', 'An item with this name already exists here.');
  await nameDialog('Plan 2026.pdf');
  await row('Plan 2026.pdf').waitFor();

  await page.getByTestId('actions-Plan 2026.pdf').click();
  await page.getByRole('menuitem', { name: 'Move to…' }).click();
  await dialog().getByTestId('move-destination').click();
  await page.getByRole('checkbox', { name: 'Reports', exact: true }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await dialog().getByTestId('move-submit').click();
  await row('Plan 2026.pdf').waitFor({ state: 'detached' });
  await openFolder('Reports');
  await row('Plan 2026.pdf').waitFor();
});

test('download serves the stored bytes under the file name', async () => {
  await row('Plan 2026.pdf').getByRole('checkbox').check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('selection-toolbar').getByRole('link', { name: 'Download' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'Plan 2026.pdf');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  assert.ok((await readFile(path)).equals(PDF), 'downloaded bytes differ from the upload');
  await row('Plan 2026.pdf').getByRole('checkbox').uncheck();
});

test('paste rules: not into the same folder, not into the copied folder itself', async () => {
  await page.getByTestId('actions-Plan 2026.pdf').click();
  await page.getByRole('menuitem', { name: 'Cut' }).click();
  await toast(/1 item cut/);
  await page.getByRole('button', { name: 'Paste 1 item' }).click();
  await toast('The destination folder is the same as the source folder.');
  await page.getByRole('button', { name: 'Clear clipboard' }).click();

  await page.getByTestId('breadcrumb').getByRole('button', { name: 'All files' }).click();
  await page.getByTestId('actions-Reports').click();
  await page.getByRole('menuitem', { name: 'Copy' }).click();
  await toast(/1 item copied/);
  await openFolder('Reports');
  await page.getByRole('button', { name: 'Paste 1 item' }).click();
  await toast('The destination folder is a subfolder of the source folder.');
  await page.getByTestId('breadcrumb').getByRole('button', { name: 'All files' }).click();
  await openFolder('Archive');
  await page.getByRole('button', { name: 'Paste 1 item' }).click();
  await toast('Copied.');
  await row('Reports').waitFor();
  await openFolder('Reports');
  await row('Plan 2026.pdf').waitFor();
});

test('delete asks first, then removes the folder with its contents', async () => {
  await page.getByTestId('breadcrumb').getByRole('button', { name: 'All files' }).click();
  await page.getByTestId('actions-Archive').click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await dialog().getByText('Delete "Archive"? A folder is deleted with everything inside it.').waitFor();
  await page.getByTestId('confirm-yes').click();
  await row('Archive').waitFor({ state: 'detached' });
});

test('screens in light and dark, English and German: axe, no overflow, no English left in German', async () => {
  for (const [skin, language] of LOOKS) {
    await page.evaluate(
      (look) => {
        localStorage.setItem('fieldbook.skin', look.skin);
        localStorage.setItem('fieldbook.language', look.language);
      },
      { skin, language },
    );
    await page.goto(`${server.baseUrl}/resources/filemanager`);
    await row('Reports').waitFor();
    await closeToasts();
    const label = `file manager (${language}, ${skin})`;
    await shoot(page, `file-manager-${language}-${skin}`);
    await assertAccessible(page, label);
    await assertNoHorizontalOverflow(page, label);
    const text = await page.locator('main').innerText();
    assert.doesNotMatch(text, /file-manager:|uploads:|common:/, `raw keys on ${label}`);
    if (language === 'de') {
      const english = /\b(File manager|All files|Upload|New folder|Size|Modified|Created by)\b/.exec(text);
      assert.equal(english?.[0], undefined, `English on ${label}`);
      await page.getByRole('button', { name: 'Hochladen', exact: true }).click();
      await dialog().locator('.uppy-Dashboard').waitFor();
      await shoot(page, `file-manager-upload-dialog-${language}-${skin}`);
      await assertAccessible(page, `upload dialog ${label}`);
      await page.keyboard.press('Escape');
    }
  }
});
