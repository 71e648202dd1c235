import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/** Waits until the assignment list has loaded (the data table is no longer busy). */
export async function assignmentTable(page: Page): Promise<void> {
  await page.locator('[aria-busy=false][data-testid=data-table-assignments]').waitFor();
}

/** Picks an option of a searchable select in the assignment form, as a person types and clicks. */
export async function chooseOption(
  page: Page,
  testId: string,
  search: string,
  option: string | RegExp,
): Promise<void> {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** Pauses an assignment from its row's menu in the list, and waits until the call succeeded and the row says so. */
export async function pauseFromRow(page: Page, row: Locator, title: string): Promise<void> {
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  const paused = page.waitForResponse((r) => r.url().endsWith('/pause') && r.request().method() === 'POST');
  await page.getByTestId('assignment-pause').click();
  assert.equal((await paused).status(), 200);
  await row.getByText('Paused').waitFor();
}

/** Fills what every new assignment starts with in the form: title, template, assignee group and assets. */
export async function fillAssignment(
  page: Page,
  form: { title: string; template: string; group: string; assets: readonly string[] },
): Promise<void> {
  await page.getByTestId('assignment-title').fill(form.title);
  await chooseOption(page, 'assignment-template', form.template, form.template);
  await chooseOption(page, 'assignee-groups', form.group, form.group);
  for (const asset of form.assets) {
    await chooseOption(page, 'assignment-assets', asset, new RegExp(`^${asset} · `));
    await page.keyboard.press('Escape');
  }
}
