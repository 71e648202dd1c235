import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { assertAccessible, shoot, withFailureShot } from '../support/browser';
import { addFromPalette, api, openEditor, selectRow, waitEditorWorking, waitSaved } from '../support/editor';
import { noisyPng } from '../support/images';
import { closeSession, openAdminSession } from '../support/admin-session';
import { type RunningServer } from '../support/server';
import { setLook } from '../support/session';

// A photo question's default photo chosen from the organisation's file manager (ADR 172): an image in a
// folder is found by searching every folder (ADR 178) and by browsing, chosen, shown as a thumbnail and saved
// as its download path; once the file is deleted, the thumbnail says so.

let server: RunningServer;
let browser: Browser;
let page: Page;
let templateId: string;
let imageId: string;

/** Uploads a noisy 96×96 PNG (over the 10 KB minimum) into a folder, as the upload dialog would. */
async function uploadImage(target: Page, folderId: string, name: string): Promise<string> {
  const png = (await noisyPng(target, 96, 96)).toString('base64');
  return target.evaluate(
    async ({ folderId, name, png }) => {
      const blob = new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], { type: 'image/png' });
      const form = new FormData();
      form.append('folder_id', folderId);
      form.append('file', blob, name);
      const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch('/api/file/upload', {
        method: 'POST',
        body: form,
        headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
      });
      if (!res.ok) throw new Error(`upload → ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { id: string } }).data.id;
    },
    { folderId, name, png },
  );
}

before(async () => {
  ({ server, browser, page } = await openAdminSession());
  const template = await api<{ data: { id: string } }>(page, 'POST', '/checklist/template/new', {
    title: 'Pump check',
    parent_id: null,
  });
  templateId = template.data.id;
  const folder = await api<{ data: { id: string } }>(page, 'POST', '/file-manager/folders', {
    name: 'Site photos',
    parent_id: null,
  });
  imageId = await uploadImage(page, folder.data.id, 'pump.png');
  await uploadImage(page, folder.data.id, 'valve.png');
});

after(() => closeSession({ browser, server }));

test('a default photo chosen from the files is saved as its download path and shown as a thumbnail', async () => {
  await withFailureShot(page, 'template-photo-default', async () => {
    await openEditor(page, server.baseUrl, templateId);
    await page.getByTestId('cmd-addPage').click();
    const id = await addFromPalette(page, 'page', 'photo');
    await page.getByTestId('photo-default-pick').click();
    const dialog = page.getByRole('dialog', { name: 'Choose an image from the files' });
    await dialog.getByRole('button', { name: 'Site photos' }).waitFor();
    assert.equal(await dialog.getByTestId('image-choice-pump.png').count(), 0);
    await dialog.getByLabel('Search all files').fill('pump');
    await dialog.getByTestId('image-choice-pump.png').click();
    assert.equal(await dialog.getByTestId('image-choice-valve.png').count(), 0);
    assert.equal(await dialog.getByRole('button', { name: 'Site photos' }).count(), 0);
    await page.waitForTimeout(300);
    await shoot(page, 'template-photo-default-picker-en-light');
    await assertAccessible(page, 'image picker');
    await dialog.getByTestId('modal-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await waitSaved(page);

    const { data } = await api<{ data: { items: { id: string; options: Record<string, unknown> }[] } }>(
      page,
      'GET',
      `/checklist/template/${templateId}`,
    );
    const photo = data.items.find((item) => item.id === id);
    assert.deepEqual(photo?.options.default_value, [`/api/file-manager/files/${imageId}/download`]);
    const thumb = page.getByTestId('photo-default-files').getByRole('img');
    await page.waitForFunction(
      (el) => (el as HTMLImageElement).naturalWidth === 96,
      await thumb.elementHandle(),
    );
    await shoot(page, 'template-photo-default-inspector-en-light');
    await assertAccessible(page, 'inspector with a default photo from the files');

    await setLook(page, { skin: 'dark', lang: 'de' });
    await page.reload();
    await waitEditorWorking(page);
    await selectRow(page, 'photo');
    await page.getByTestId('photo-default-pick').click();
    const german = page.getByRole('dialog', { name: 'Bild aus den Dateien wählen' });
    await german.getByRole('button', { name: 'Site photos' }).click();
    await german.getByTestId('image-choice-pump.png').waitFor();
    await page.waitForTimeout(300);
    await shoot(page, 'template-photo-default-picker-de-dark');
    await assertAccessible(page, 'image picker de dark');
    assert.doesNotMatch(await german.innerText(), /\bpicker\.[a-zA-Z]+/);

    await api(page, 'POST', '/file-manager/delete', { ids: [imageId] });
    await page.reload();
    await waitEditorWorking(page);
    await selectRow(page, 'photo');
    const gone = page.getByTestId('photo-default-missing');
    await gone.waitFor();
    assert.equal(await gone.getAttribute('aria-label'), 'Foto 1: Die Datei ist nicht mehr im Dateimanager');
    await shoot(page, 'template-photo-default-missing-de-dark');
    await assertAccessible(page, 'inspector with a deleted default photo');
  });
});
