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
import { publishJourneyTemplate, type JourneyTemplate } from '../support/inspection-template';
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

/** Uploads a photo to the inspection from inside the signed-in page (multipart, with the XSRF header). */
async function uploadPhoto(png: Buffer, name: string): Promise<string> {
  return page.evaluate(
    async ({ id, base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('kind', 'photo');
      form.append('file', new Blob([bytes], { type: 'image/png' }), name);
      const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch(`/api/inspections/${id}/media`, {
        method: 'POST',
        body: form,
        headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
      });
      if (!res.ok) throw new Error(`upload ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { id: string } }).data.id;
    },
    { id: inspectionId, base64: png.toString('base64'), name },
  );
}

before(async () => {
  ({ server, browser, page } = await openAdminSession());
  template = await publishJourneyTemplate(page, TITLE);
  await api(page, 'POST', '/inspections', {
    id: inspectionId,
    template_id: template.id,
    timezone: 'Europe/Berlin',
    started_at: '2026-11-27T09:00:00.000Z',
  });
  const version = await api<{ data: { response_sets: { options: { uuid: string; label: string }[] }[] } }>(
    page,
    'GET',
    `/inspections/template-versions/${template.id}/1`,
  );
  const no = version.data.response_sets.flatMap((s) => s.options).find((o) => o.label === 'No')!.uuid;
  const photos: string[] = [];
  for (let n = 1; n <= 6; n += 1)
    photos.push(await uploadPhoto(await noisyPng(page, 800, 600), `rail-${n}.png`));
  const at = (minute: number) => `2026-11-27T09:${String(minute).padStart(2, '0')}:00.000Z`;
  const change = (minute: number, body: Record<string, unknown>) => ({
    change_id: crypto.randomUUID(),
    changed_at: at(minute),
    ...body,
  });
  const { items } = template;
  await api(page, 'POST', `/inspections/${inspectionId}/changes`, {
    since: 0,
    changes: [
      change(1, { kind: 'value', item_id: items.guard.id, value: no }),
      change(2, { kind: 'media', item_id: items.guard.id, file_ids: photos }),
      change(3, { kind: 'note', item_id: items.guard.id, note: 'Left rail bent' }),
      change(4, { kind: 'value', item_id: items.damage.id, value: 'Dent 10 cm' }),
      change(5, { kind: 'value', item_id: items.hours.id, value: 1234.5 }),
    ],
  });
  await api(page, 'POST', `/inspections/${inspectionId}/complete`, { completed_at: at(42) });
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
