import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { createItem } from '@fieldbook/domain/templates';
import { closeSession, openAdminSession } from '../support/admin-session';
import { assertAccessible, assertNoHorizontalOverflow, shoot, withFailureShot } from '../support/browser';
import { api } from '../support/editor';
import { createDraftTemplate, publishDocument, withPage } from '../support/inspection-template';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from '../support/server';
import { looksFor, newContext, signIn } from '../support/session';

// Issue 19: an audio question that takes clips of at most 2 seconds (`max_length`, ADR 208). The inspector picks a
// 4-second recording and sees it refused with the question's limit named, in their language, on a phone; a
// 1-second recording is kept.

let server: RunningServer;
let browser: Browser;
let templateId: string;
let audioId: string;

const REFUSED: Record<string, RegExp> = {
  en: /longer than 2 seconds/,
  de: /länger als 2 Sekunden/,
  fr: /plus de 2 secondes/,
};

/** A mono 8 kHz 16-bit WAV of a quiet tone lasting `seconds`: what a phone's recorder hands the file picker. */
function wavClip(seconds: number): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1)
    wav.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return wav;
}

before(async () => {
  const session = await openAdminSession();
  ({ server, browser } = session);
  const { context, page } = session;
  const doc = await createDraftTemplate(page, 'Pump noise check');
  const checks = createItem('page', { depth: 0, title: 'Checks' });
  const audio = createItem('audio', {
    depth: 1,
    parent_id: checks.id,
    title: 'Record the pump',
    options: { max_length: 2 },
  });
  await publishDocument(page, doc.id, withPage(doc, [checks, audio]));
  templateId = doc.id;
  audioId = audio.id;
  await context.close();
});
after(() => closeSession({ browser, server }));

/** Picks a recording for the audio question through the file chooser, as a person does. */
async function pick(page: Page, name: string, seconds: number): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId(`runner-take-${audioId}`).click();
  await (await chooser).setFiles({ name, mimeType: 'audio/wav', buffer: wavClip(seconds) });
}

for (const [skin, lang] of looksFor(['en', 'de', 'fr'])) {
  test(`a clip longer than the question allows is refused, a short one kept (phone, ${skin}, ${lang})`, async () => {
    const context = await newContext(browser, { skin, lang });
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await withFailureShot(page, `runner-clip-limit-${skin}-${lang}-failure`, async () => {
      await signIn(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      const id = crypto.randomUUID();
      await api(page, 'POST', '/inspections', { id, template_id: templateId, timezone: 'Europe/Berlin' });
      await page.goto(`${server.baseUrl}/inspections/${id}/conduct`);
      await page.getByTestId('runner-next').click();
      await page.getByTestId(`runner-take-${audioId}`).waitFor();

      await pick(page, 'pump-long.wav', 4);
      const refused = page.getByTestId(`runner-media-refused-${audioId}`);
      await refused.waitFor();
      assert.match(await refused.innerText(), REFUSED[lang]!);
      assert.match(await refused.innerText(), /pump-long\.wav/);
      assert.equal(await page.getByTestId(`runner-media-${audioId}`).getByRole('button').count(), 0);
      await assertAccessible(page, `clip refused ${skin} ${lang}`);
      await assertNoHorizontalOverflow(page, `clip refused ${skin} ${lang}`);
      await shoot(page, `runner-clip-refused-phone-${skin}-${lang}`);

      await pick(page, 'pump-short.wav', 1);
      await page.getByTestId(`runner-media-${audioId}`).getByRole('button').first().waitFor();
      await refused.waitFor({ state: 'detached' });
    });
    await context.close();
  });
}
