import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  assertAccessible,
  assertNoHorizontalOverflow,
  launchBrowser,
  shoot,
  withFailureShot,
} from '../support/browser';
import { api } from '../support/editor';
import { failWithNoteAndPhoto, runnerItem } from '../support/runner';
import { noisyPng, recordedClip } from '../support/images';
import {
  DATE_SHAPES,
  publishEveryTypeTemplate,
  type EveryTypeTemplate,
} from '../support/inspection-template';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer, type RunningServer } from '../support/server';
import { newContext, signIn, type Lang, type Skin } from '../support/session';

// Issue 19's acceptance for every item type of the builder spec §3: a published template holding each
// non-deprecated type, answered in the runner as a person would — photo by the file chooser, signature drawn with
// the mouse — on a desktop (light, English) and on a 360 × 740 phone (dark, German).

let server: RunningServer;
let browser: Browser;

/** What a person types into each date shape's field (the browser's own value format of that input). */
const DATE_TYPED: Record<(typeof DATE_SHAPES)[number], string> = {
  year: '2026',
  year_month: '2026-11',
  year_month_day: '2026-11-27',
  month_day: '2026-11-27',
  hour_minute: '09:30',
  day_hour_minute: '2026-11-27T09:30',
  year_month_day_hour_minute: '2026-11-27T09:30',
};

let template: EveryTypeTemplate;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  template = await publishEveryTypeTemplate(page, 'Fire extinguisher check');
  await context.close();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const item = runnerItem;

/** Picks an option of a Mantine select (opened by a click, narrowed by typing when `search` is given). */
async function pick(page: Page, input: Locator, option: string | RegExp, search?: string): Promise<void> {
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** Scrolls a field to the middle of the screen, away from the runner's sticky header and bottom bar. */
async function centre(target: Locator): Promise<void> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
}

/** Waits until the runner says every change reached the server. */
async function synced(page: Page): Promise<void> {
  await page.locator('[data-testid=sync-state][data-waiting="0"]').waitFor({ timeout: 30_000 });
}

/** The start page: a text, a location typed by hand, an asset and a person picked from the workspace. */
async function answerStartPage(page: Page): Promise<void> {
  const { start } = template;
  await item(page, start.text.id).getByRole('textbox').fill('Hall A');
  const location = page.getByTestId(`answer-location-${start.location.id}`).getByRole('textbox');
  await location.nth(0).fill('52.52');
  await location.nth(1).fill('13.405');
  await pick(page, page.getByTestId(`runner-pick-${start.asset.id}`), /FX-1/, 'FX');
  await pick(page, page.getByTestId(`runner-pick-${start.person.id}`), /.+/);
}

/** Waits until the server's answers given at start (document number, start date) show in the runner. */
async function filledAtStart(page: Page): Promise<void> {
  for (const itemId of [template.start.documentId.id, template.start.startDate.id])
    await page.waitForFunction(
      (id) => document.querySelector<HTMLInputElement>(`[data-testid="preview-item-${id}"] input`)?.value,
      itemId,
      { timeout: 15_000 },
    );
}

/** Draws a stroke on a signature's canvas with the mouse, types the signer's name and saves it. */
async function sign(page: Page, itemId: string): Promise<void> {
  const field = page.getByTestId(`runner-signature-${itemId}`);
  await field.getByRole('textbox').fill('Alex Inspector');
  const canvas = field.locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1)
    await page.mouse.move(box.x + 20 + step * ((box.width - 40) / 10), box.y + 40 + (step % 2) * 60, {
      steps: 3,
    });
  await page.mouse.up();
  await field.getByRole('button').last().click();
  await canvas.waitFor({ state: 'detached' });
}

/** Answers a media question through the file chooser its button opens. */
async function attach(page: Page, itemId: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId(`runner-take-${itemId}`).click();
  await (await chooser).setFiles(file);
  await page.getByTestId(`runner-media-${itemId}`).getByRole('button').first().waitFor();
}

/**
 * The grouped section's questions (side by side on a desktop, one per row on a phone, as its custom layout says)
 * and two markers on the dents image: one tapped on the image and labelled, one added at the centre with the
 * keyboard and nudged with an arrow key.
 */
async function answerGroupedAndMarkers(page: Page, phone: boolean, where: string): Promise<void> {
  const { grouped, main } = template;
  const hose = item(page, grouped.hose.id);
  const pin = item(page, grouped.pin.id);
  await centre(hose);
  await hose.getByText('On', { exact: true }).click();
  await pin.getByText('On', { exact: true }).click();
  const [a, b] = [(await hose.boundingBox())!, (await pin.boundingBox())!];
  if (phone) assert.ok(b.y >= a.y + a.height - 1, 'one grouped question per row on a phone');
  else assert.ok(Math.abs(a.y - b.y) < 2 && b.x > a.x + a.width - 1, 'grouped questions side by side');

  const markers = page.getByTestId(`runner-markers-${main.dents.id}`);
  const canvas = markers.getByTestId('image-marker-canvas');
  await centre(canvas);
  const box = (await canvas.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.4);
  await markers.getByRole('textbox').first().fill('Dent');
  await markers
    .getByRole('button', { name: /^(Add marker at centre|Markierung in der Mitte hinzufügen)$/ })
    .click();
  const second = canvas.getByRole('button').nth(1);
  await second.focus();
  await second.press('Shift+ArrowRight');
  await markers.getByTestId('runner-marker-row').nth(1).waitFor();
  await shoot(page, `every-type-markers-${where}`);
}

/** The main page: every answer type, the rule, the calculation, a failed item with a note and a photo. */
async function answerMainPage(page: Page, lang: Lang, phone: boolean, where: string): Promise<void> {
  const { main, dates, repeated } = template;
  await item(page, main.text.id).getByRole('textbox').fill('SN-4711');
  await item(page, main.long.id).getByRole('textbox').fill('No cracks, fitting tight.');
  await item(page, main.pressure.id).getByRole('textbox').fill('12');
  await page.getByTestId(`preview-value-${main.calculation.id}`).filter({ hasText: '1200' }).waitFor();
  await item(page, main.pressure.id).getByRole('textbox').fill('11');
  await page.getByTestId(`preview-value-${main.calculation.id}`).filter({ hasText: '1100' }).waitFor();
  const slider = item(page, main.slider.id).getByRole('slider');
  await centre(slider);
  await slider.focus();
  // A key pressed while the page re-renders after the calculation may be lost: press until the value is 7.
  for (let i = 0; i < 12 && (await slider.getAttribute('aria-valuenow')) !== '7'; i += 1)
    await slider.press('ArrowRight');
  assert.equal(await slider.getAttribute('aria-valuenow'), '7');

  await failWithNoteAndPhoto(page, lang, {
    question: main.closed.id,
    followUp: main.why.id,
    reason: 'The latch is broken',
    note: 'Latch reported to facilities',
    file: 'latch.png',
  });

  await item(page, main.sign.id).getByText('On', { exact: true }).click();
  await centre(item(page, main.sealed.id));
  // The box shows the answer the runner stored, a moment after the click; a click lost to a re-render is repeated.
  const sealed = item(page, main.sealed.id).getByRole('checkbox');
  for (let attempt = 0; attempt < 3 && !(await sealed.isChecked()); attempt += 1) {
    await sealed.click();
    await item(page, main.sealed.id)
      .locator('input[type=checkbox]:checked')
      .waitFor({ timeout: 3_000 })
      .catch(() => undefined);
  }
  assert.ok(await sealed.isChecked(), 'the seal checkbox is ticked');
  await item(page, main.kind.id).getByText('Dry powder', { exact: true }).click();
  await answerGroupedAndMarkers(page, phone, where);
  await pick(page, item(page, main.condition.id).locator('input').first(), 'Good');
  await pick(page, page.getByTestId(`runner-pick-${main.valve.id}`), 'Ball valve', 'Ball');
  await sign(page, main.signature.id);
  await attach(page, main.photo.id, {
    name: 'label.png',
    mimeType: 'image/png',
    buffer: await noisyPng(page, 800, 600),
  });
  await attach(page, main.video.id, {
    name: 'discharge.webm',
    mimeType: 'video/webm',
    buffer: await recordedClip(page, 'video'),
  });
  await attach(page, main.audio.id, {
    name: 'memo.webm',
    mimeType: 'audio/webm',
    buffer: await recordedClip(page, 'audio'),
  });
  await item(page, main.qr.id).getByRole('textbox').fill('FX-1');
  await item(page, main.barcode.id).getByRole('textbox').fill('4006381333931');
  for (const shape of DATE_SHAPES)
    await item(page, dates[shape].id).locator('input').first().fill(DATE_TYPED[shape]);
  await page.getByTestId(`preview-image-marker-${main.instruction.id}`).waitFor();

  await item(page, repeated.tag.id).getByRole('textbox').fill('SP-1');
  const repeat = (name: RegExp) => page.getByRole('button', { name });
  await repeat(/^(Add another|Weitere hinzufügen): Spare extinguisher/).click();
  await item(page, repeated.tag.id).nth(1).getByRole('textbox').fill('SP-2');
  assert.equal(await repeat(/^(Add another|Weitere hinzufügen)/).count(), 0, 'two is the most');
  assert.equal(await repeat(/^(Remove the last|Letzte Wiederholung entfernen)/).count(), 1);
}

interface StoredAnswer {
  item_id: string;
  instance: number;
  value: unknown;
  note: string | null;
  media: { id: string; mime: string }[];
  markers: { x: number; y: number; label?: string }[];
}

for (const [look, phone] of [
  [{ skin: 'light', lang: 'en' }, false],
  [{ skin: 'dark', lang: 'de' }, true],
] as const satisfies readonly (readonly [{ skin: Skin; lang: Lang }, boolean])[]) {
  const where = `${phone ? 'phone' : 'desktop'}-${look.skin}-${look.lang}`;
  test(`${where}: every item type answered, completed and found in the list`, async () => {
    const context = await newContext(browser, look);
    const page = await context.newPage();
    if (phone) await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await withFailureShot(page, `every-type-${where}`, async () => {
      await page.goto(`${server.baseUrl}/checklist/templates`);
      await page.getByTestId(`template-actions-${template.title}`).first().click();
      await page.getByTestId('template-action-start-inspection').click();
      await page.getByTestId('modal-submit').click();
      await page.waitForURL(/\/inspections\/[0-9a-f-]{36}\/conduct$/);
      const id = /\/inspections\/([0-9a-f-]{36})\/conduct/.exec(page.url())![1]!;

      await filledAtStart(page);
      await answerStartPage(page);
      await assertNoHorizontalOverflow(page, `runner start page ${where}`);
      await shoot(page, `every-type-start-${where}`);
      await page.getByTestId('runner-next').click();
      await item(page, template.main.text.id).waitFor();
      await answerMainPage(page, look.lang, phone, where);
      await assertNoHorizontalOverflow(page, `runner ${where}`);
      await assertAccessible(page, `runner ${where}`);
      await shoot(page, `every-type-runner-${where}`);
      await synced(page);
      while (await page.getByTestId('runner-next').isEnabled()) await page.getByTestId('runner-next').click();
      await page.getByTestId('runner-complete').click();
      await page.getByTestId('runner-completed').waitFor({ timeout: 30_000 });
      await synced(page);

      const stored = await api<{
        data: { status: string; failed_count: number; answers: StoredAnswer[] };
      }>(page, 'GET', `/inspections/${id}`);
      assert.equal(stored.data.status, 'completed');
      assert.equal(stored.data.failed_count, 1);
      const of = (itemId: string, instance = 0) =>
        stored.data.answers.find((a) => a.item_id === itemId && a.instance === instance);
      const { main, start, dates, repeated, options } = template;
      assert.equal(of(main.closed.id)?.note, 'Latch reported to facilities');
      assert.equal(of(main.closed.id)?.media.length, 1);
      assert.equal(of(main.closed.id)?.value, options.closedNo);
      assert.equal(of(main.pressure.id)?.value, 11);
      assert.equal(of(main.slider.id)?.value, 7);
      assert.equal(of(main.sign.id)?.value, options.on);
      assert.equal(of(main.sealed.id)?.value, true);
      assert.equal(of(main.kind.id)?.value, options.dry);
      assert.equal(of(template.grouped.hose.id)?.value, options.on);
      assert.equal(of(template.grouped.pin.id)?.value, options.on);
      const placed = of(main.dents.id)?.markers ?? [];
      assert.equal(placed.length, 2);
      assert.equal(placed[0]?.label, 'Dent');
      assert.ok(Math.abs(placed[0]!.x - 0.3) < 0.03 && Math.abs(placed[0]!.y - 0.4) < 0.03, 'tapped marker');
      assert.deepEqual([placed[1]?.x, placed[1]?.y], [0.55, 0.5], 'centre marker nudged 5 % right');
      assert.equal(of(main.condition.id)?.value, options.good);
      assert.equal(of(main.signature.id)?.value, 'Alex Inspector');
      assert.equal(of(main.signature.id)?.media.length, 1);
      assert.match(of(main.photo.id)?.media[0]?.mime ?? '', /^image\//);
      assert.match(of(main.video.id)?.media[0]?.mime ?? '', /^video\//);
      assert.equal(of(main.audio.id)?.media.length, 1);
      assert.equal(of(main.qr.id)?.value, 'FX-1');
      assert.equal(of(main.barcode.id)?.value, '4006381333931');
      assert.equal(of(start.location.id)?.value, '52.52,13.405');
      assert.equal(typeof of(start.asset.id)?.value, 'string');
      assert.equal(typeof of(start.person.id)?.value, 'string');
      assert.equal(typeof of(main.valve.id)?.value, 'string');
      assert.equal(of(repeated.tag.id, 1)?.value, 'SP-2');
      for (const shape of DATE_SHAPES) assert.ok(of(dates[shape].id)?.value, `date ${shape} stored`);
      assert.ok(of(template.end.id)?.value, 'the end date is filled on completion');

      await page.goto(`${server.baseUrl}/inspections`);
      await page.locator(`[data-row-id="${id}"]`).getByTestId('status-completed').waitFor();

      await page.goto(`${server.baseUrl}/inspections/${id}/view-report`);
      const drawn = page.getByTestId(`report-markers-${main.dents.id}`);
      await drawn.getByText('Dent', { exact: true }).waitFor();
      assert.equal(await drawn.locator('span').count(), 2, 'both markers drawn over the image');
      await drawn.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await shoot(page, `every-type-report-markers-${where}`);
    });
    await context.close();
  });
}
