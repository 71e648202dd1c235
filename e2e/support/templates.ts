import type { Page } from 'playwright-core';

/** Creates a folder from the template list through its modal and waits until the list shows it. */
export async function createFolder(page: Page, title: string): Promise<void> {
  await page.getByTestId('create-folder').click();
  await page.getByTestId('folder-title').fill(title);
  await page.getByTestId('modal-submit').click();
  await page.getByTestId(`folder-${title}`).waitFor();
}
