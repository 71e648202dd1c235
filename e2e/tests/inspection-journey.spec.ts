import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  assertAccessible,
  assertNoHorizontalOverflow,
  launchBrowser,
  shoot,
  withFailureShot,
} from '../support/browser';
import { api } from '../support/editor';
import { completeInspection, failWithNoteAndPhoto, runnerItem, synced } from '../support/runner';
import { publishJourneyTemplate, type JourneyTemplate } from '../support/inspection-template';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer, type RunningServer } from '../support/server';
import { newContext, signIn, type Lang, type Skin } from '../support/session';

// Issue 19's acceptance as a person does it: start from the template list, answer, see a rule hide a question and a
// calculation update, note and photo on a failed item, complete, find it in /inspections — on a desktop (light,
// English) and on a 360 × 740 phone (dark, German); then offline on the phone; then two people on one inspection.

let server: RunningServer;
let browser: Browser;
let template: JourneyTemplate;

interface InspectionAnswerView {
  item_id: string;
  value: unknown;
  note: string | null;
  media: { id: string }[];
}
interface InspectionView {
  status: string;
  failed_count: number;
  answers: InspectionAnswerView[];
}

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  template = await publishJourneyTemplate(page, 'Forklift pre-use check');
  await context.close();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A signed-in admin page in a look, on a phone-sized or desktop window. */
async function openAs(
  look: { skin: Skin; lang: Lang },
  phone: boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, look);
  const page = await context.newPage();
  if (phone) await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, server.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  return { context, page };
}

const item = runnerItem;
const inspectionIdOf = (page: Page) => /\/inspections\/([0-9a-f-]{36})\/conduct/.exec(page.url())![1]!;

/** Answers the Checks page: No (failed) with a note and a photo, numbers whose total the calculation shows. */
async function answerChecks(page: Page, lang: Lang): Promise<void> {
  const { items } = template;
  await failWithNoteAndPhoto(page, lang, {
    question: items.guard.id,
    followUp: items.damage.id,
    reason: 'Bent at the left post',
    note: 'Reported to the shift lead',
    file: 'guard.png',
  });
  await item(page, items.hours.id).getByRole('textbox').fill('1520');
  await item(page, items.front.id).getByRole('textbox').fill('300');
  await item(page, items.rear.id).getByRole('textbox').fill('450');
  await page.getByTestId(`preview-value-${items.total.id}`).filter({ hasText: '750' }).waitFor();
  await item(page, items.remarks.id).getByRole('textbox').fill('Fork tips worn but within limits.');
  await item(page, items.horn.id).getByRole('checkbox').check();
  await item(page, items.tyres.id).getByText('Solid', { exact: true }).click();
}

for (const [look, phone] of [
  [{ skin: 'light', lang: 'en' }, false],
  [{ skin: 'dark', lang: 'de' }, true],
] as const) {
  const where = `${phone ? 'phone' : 'desktop'}-${look.skin}-${look.lang}`;
  test(`${where}: start from the template list, answer, complete and find it in the list`, async () => {
    const { context, page } = await openAs(look, phone);
    await withFailureShot(page, `journey-${where}`, async () => {
      await page.goto(`${server.baseUrl}/checklist/templates`);
      await page.getByTestId(`template-actions-${template.title}`).first().click();
      await page.getByTestId('template-action-start-inspection').click();
      await page.getByTestId('modal-submit').click();
      await page.waitForURL(/\/inspections\/[0-9a-f-]{36}\/conduct$/);
      const id = inspectionIdOf(page);
      await page.getByTestId('runner-next').click();
      await item(page, template.items.guard.id).waitFor();
      await answerChecks(page, look.lang);
      await assertNoHorizontalOverflow(page, `runner ${where}`);
      await assertAccessible(page, `runner ${where}`);
      await shoot(page, `inspection-runner-${where}`);
      await synced(page);
      await completeInspection(page);
      await synced(page);
      await shoot(page, `inspection-completed-${where}`);

      const stored = await api<{ data: InspectionView }>(page, 'GET', `/inspections/${id}`);
      assert.equal(stored.data.status, 'completed');
      assert.equal(stored.data.failed_count, 1);
      const guard = stored.data.answers.find((a) => a.item_id === template.items.guard.id);
      assert.equal(guard?.note, 'Reported to the shift lead');
      assert.equal(guard?.media.length, 1);
      const total = stored.data.answers.find((a) => a.item_id === template.items.hours.id);
      assert.equal(total?.value, 1520);

      await page.goto(`${server.baseUrl}/inspections`);
      const row = page.locator(`[data-row-id="${id}"]`);
      await row.getByTestId('status-completed').waitFor();
      await assertNoHorizontalOverflow(page, `inspections ${where}`);
      await assertAccessible(page, `inspections ${where}`);
      await shoot(page, `inspections-list-${where}`);
    });
    await context.close();
  });
}

test('phone offline: start and answer with no network, reload offline, find every answer, then sync', async () => {
  const { context, page } = await openAs({ skin: 'light', lang: 'en' }, true);
  await withFailureShot(page, 'journey-offline', async () => {
    // Online once, as an inspector opening the app in the morning: the shell and the template get cached.
    await page.goto(`${server.baseUrl}/checklist/templates`);
    await page.getByTestId(`template-actions-${template.title}`).first().click();
    await page.getByTestId('template-action-start-inspection').click();
    await page.getByTestId('modal-submit').click();
    await page.waitForURL(/\/conduct$/);
    await synced(page);
    await page.evaluate(() => navigator.serviceWorker?.ready);
    const id = inspectionIdOf(page);

    await context.setOffline(true);
    await page.getByTestId('runner-next').click();
    await item(page, template.items.hours.id).getByRole('textbox').fill('880');
    await item(page, template.items.remarks.id).getByRole('textbox').fill('Answered in the basement');
    await item(page, template.items.guard.id).getByText('Yes', { exact: true }).click();
    // All three changes are on the device (one outbox entry each) before the reload, so this checks the offline
    // reload itself; a reload that cuts off a write under way is the runner-offline spec's case (ADR 226).
    await page.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('[data-testid=sync-state]')?.dataset.waiting) >= 3,
    );
    await page.reload();
    await page.getByTestId('runner-next').click();
    assert.equal(await item(page, template.items.hours.id).getByRole('textbox').inputValue(), '880');
    assert.equal(
      await item(page, template.items.remarks.id).getByRole('textbox').inputValue(),
      'Answered in the basement',
    );
    await item(page, template.items.damage.id).waitFor({ state: 'detached' });
    await shoot(page, 'inspection-runner-offline-phone');

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await synced(page);
    const stored = await api<{ data: InspectionView }>(page, 'GET', `/inspections/${id}`);
    const byItem = new Map(stored.data.answers.map((a) => [a.item_id, a.value]));
    assert.equal(byItem.get(template.items.hours.id), 880);
    assert.equal(byItem.get(template.items.remarks.id), 'Answered in the basement');
  });
  await context.close();
});

test('two people answer different items of one inspection at the same time and both answers stay', async () => {
  const first = await openAs({ skin: 'light', lang: 'en' }, false);
  const second = await openAs({ skin: 'light', lang: 'en' }, true);
  await withFailureShot(first.page, 'journey-collaborative', async () => {
    const id = crypto.randomUUID();
    await api(first.page, 'POST', '/inspections', {
      id,
      template_id: template.id,
      timezone: 'Europe/Berlin',
    });
    for (const { page } of [first, second]) {
      await page.goto(`${server.baseUrl}/inspections/${id}/conduct`);
      await page.getByTestId('runner-next').click();
    }
    await Promise.all([
      item(first.page, template.items.front.id).getByRole('textbox').fill('120'),
      item(second.page, template.items.rear.id).getByRole('textbox').fill('80'),
    ]);
    await Promise.all([synced(first.page), synced(second.page)]);
    // Each sees the other's answer once its runner pulls (every 10 s), and the calculation over both.
    for (const { page } of [first, second])
      await page
        .getByTestId(`preview-value-${template.items.total.id}`)
        .filter({ hasText: '200' })
        .waitFor({ timeout: 30_000 });
    const stored = await api<{ data: InspectionView }>(first.page, 'GET', `/inspections/${id}`);
    const byItem = new Map(stored.data.answers.map((a) => [a.item_id, a.value]));
    assert.equal(byItem.get(template.items.front.id), 120);
    assert.equal(byItem.get(template.items.rear.id), 80);
  });
  await first.context.close();
  await second.context.close();
});
