import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { closeSession, openAdminSession } from '../support/admin-session';
import { withFailureShot } from '../support/browser';
import { api } from '../support/editor';
import { noisyPng } from '../support/images';
import { changeAt, startJourneyInspection, uploadInspectionPhoto } from '../support/inspection-media';
import type { JourneyTemplate } from '../support/inspection-template';
import type { RunningServer } from '../support/server';

// Issue 20 item 2 (ADR 203): Export PDF on the web report prints the same page in the server's Chromium; the
// file is downloaded, turned into PNG pages (pdftoppm, from poppler-utils) and its text checked (pdftotext).

let server: RunningServer;
let browser: Browser;
let page: Page;
let template: JourneyTemplate;
const inspectionId = crypto.randomUUID();
const TITLE = 'Forklift PDF check';
const outDir = resolve(import.meta.dirname, '..', 'screenshots', 'report-pdf');

before(async () => {
  ({ server, browser, page } = await openAdminSession());
  const journey = await startJourneyInspection(page, TITLE, inspectionId);
  template = journey.template;
  const no = journey.option('No');
  const photos: string[] = [];
  for (let n = 1; n <= 6; n += 1)
    photos.push(
      await uploadInspectionPhoto(page, inspectionId, await noisyPng(page, 800, 600), `rail-${n}.png`),
    );
  const { items } = template;
  await api(page, 'POST', `/inspections/${inspectionId}/changes`, {
    since: 0,
    changes: [
      changeAt(1, { kind: 'value', item_id: items.guard.id, value: no }),
      changeAt(2, { kind: 'media', item_id: items.guard.id, file_ids: photos }),
      changeAt(3, { kind: 'note', item_id: items.guard.id, note: 'Left rail bent' }),
      changeAt(4, { kind: 'value', item_id: items.damage.id, value: 'Dent 10 cm' }),
      changeAt(5, { kind: 'value', item_id: items.hours.id, value: 1234.5 }),
    ],
  });
  await api(page, 'POST', `/inspections/${inspectionId}/complete`, {
    completed_at: '2026-11-27T09:42:00.000Z',
  });
});

after(() => closeSession({ browser, server }));

test('Export PDF prints the report with header, page numbers and photos, and downloads it', async () => {
  await withFailureShot(page, 'report-pdf', async () => {
    await page.goto(`${server.baseUrl}/inspections/${inspectionId}/view-report`);
    await page.getByTestId('inspection-report').waitFor();
    const button = page.getByTestId('report-export-pdf');
    assert.equal(await button.innerText(), 'Export PDF');

    const started = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 90_000 }),
      button.click(),
    ]);
    const wallMs = Date.now() - started;
    assert.equal(download.suggestedFilename(), `${TITLE}.pdf`);
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const pdf = join(outDir, 'report.pdf');
    await download.saveAs(pdf);
    await button.filter({ hasText: 'Export PDF' }).waitFor();

    execFileSync('pdftoppm', ['-png', '-r', '60', pdf, join(outDir, 'page')]);
    const pngs = readdirSync(outDir).filter((f) => f.endsWith('.png'));
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))?.[1]);
    assert.ok(pages >= 1 && pngs.length === pages, `${pages} pages, ${pngs.length} PNGs`);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    assert.ok(text.includes(TITLE), 'the title is printed');
    assert.match(text, /Dent 10 cm/);
    assert.ok(!text.includes('Export PDF'), 'the report actions are not printed');
    for (let n = 1; n <= pages; n += 1)
      assert.ok(text.includes(`Page ${n} / ${pages}`), `footer of page ${n}`);
    const headers = text.split(TITLE).length - 1;
    assert.ok(headers >= pages, `the header on each of ${pages} pages (title seen ${headers} times)`);
    process.stdout.write(`PDF: ${pages} page(s), click to download ${wallMs} ms, PNGs in ${outDir}\n`);
  });
});
