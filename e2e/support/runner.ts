import type { Locator, Page } from 'playwright-core';
import { noisyPng } from './images';
import type { Lang } from './session';

/** An item of the runner's page by its id. */
export const runnerItem = (page: Page, id: string): Locator => page.getByTestId(`preview-item-${id}`);

/** The questions of a failed yes/no as the runner specs answer them: the follow-up only "No" shows. */
export interface FailedAnswer {
  question: string;
  followUp: string;
  reason: string;
  note: string;
  file: string;
}

/**
 * Answers Yes (the follow-up stays hidden), then No: fills the follow-up the rule shows, adds a note and a photo from
 * the file chooser to the failed answer — what a person does on a failed check.
 */
export async function failWithNoteAndPhoto(page: Page, lang: Lang, answer: FailedAnswer): Promise<void> {
  const { question, followUp } = answer;
  await runnerItem(page, question).getByText('Yes', { exact: true }).click();
  await runnerItem(page, followUp).waitFor({ state: 'detached' });
  await runnerItem(page, question).getByText('No', { exact: true }).click();
  await runnerItem(page, followUp).getByRole('textbox').fill(answer.reason);
  await runnerItem(page, question)
    .getByRole('button', { name: lang === 'de' ? 'Notiz hinzufügen' : 'Add note' })
    .click();
  await page.getByTestId(`runner-note-${question}`).fill(answer.note);
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId(`runner-add-media-${question}`).click();
  await (
    await chooser
  ).setFiles({ name: answer.file, mimeType: 'image/png', buffer: await noisyPng(page, 640, 480) });
  await page.getByTestId(`runner-media-${question}`).waitFor();
}

/** Waits until the runner says every change reached the server. */
export async function synced(page: Page): Promise<void> {
  await page.locator('[data-testid=sync-state][data-waiting="0"]').waitFor({ timeout: 20_000 });
}

/** The runner's pages in order until Complete, then the completion. */
export async function completeInspection(page: Page): Promise<void> {
  while (await page.getByTestId('runner-next').isEnabled()) await page.getByTestId('runner-next').click();
  await page.getByTestId('runner-complete').click();
  await page.getByTestId('runner-completed').waitFor({ timeout: 20_000 });
}
