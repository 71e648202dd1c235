import type { Page } from 'playwright-core';

/** Calls the API from inside the signed-in page, with its cookies and XSRF header, as the web app does. */
export async function api<T>(target: Page, method: string, path: string, body?: unknown): Promise<T> {
  return target.evaluate(
    async ({ method, path, body }) => {
      const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1];
      const res = await fetch(`/api${path}`, {
        method,
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`);
      return (text ? JSON.parse(text) : null) as unknown;
    },
    { method, path, body },
  ) as Promise<T>;
}

/**
 * Waits until the opened editor works. The server may have drawn its rows already (ADR 182); the toolbar is drawn
 * by the browser only, once the app has taken the page over, so its rows then answer clicks.
 */
export async function waitEditorWorking(target: Page): Promise<void> {
  await target.getByTestId('canvas').locator('[role=listitem]').first().waitFor();
  await target.getByTestId('cmd-undo').waitFor();
}

/** Opens a template's editor and waits until it works. */
export async function openEditor(target: Page, baseUrl: string, templateId: string): Promise<void> {
  await target.goto(`${baseUrl}/checklist/template/${templateId}/edit`);
  await waitEditorWorking(target);
}

/** Waits until the editor's autosave badge says everything is on the server. */
export async function waitSaved(target: Page): Promise<void> {
  // The badge re-renders just after a gesture; give it a frame before trusting "saved".
  await target.waitForTimeout(200);
  await target.locator('[data-testid=save-status][data-status=saved]').waitFor({ timeout: 15_000 });
}

/** Selects the row of the first item of a type (scrolling the virtualised canvas until it is drawn). */
export async function selectRow(target: Page, type: string): Promise<void> {
  const row = target.locator(`[data-testid^=row-][data-type=${type}]`).first();
  const canvas = target.getByTestId('canvas');
  if ((await row.count()) === 0) await canvas.evaluate((el) => el.scrollTo(0, 0));
  for (let i = 0; i < 40 && (await row.count()) === 0; i += 1)
    await canvas.evaluate((el) => el.scrollBy(0, 400));
  await row.click({ position: { x: 8, y: 8 } });
}

/** Selects a row of `pageType` (or the focused question) and adds a `type` from the palette after it. */
export async function addFromPalette(target: Page, pageType: string | null, type: string): Promise<string> {
  if (pageType) await selectRow(target, pageType);
  await target.getByTestId(`palette-${type}`).click();
  const added = target.locator(`[data-testid^=row-][data-type=${type}][data-selected]`).first();
  await added.waitFor();
  const id = ((await added.getAttribute('data-testid')) ?? '').slice('row-'.length);
  // The inspector follows the selection a moment later: typing before it does would edit the previous item.
  await target.locator(`[data-testid=inspector][data-item-id="${id}"]`).waitFor();
  return id;
}

/**
 * Selects a row of the canvas by item id, clicking its edge so the inline title field is not hit, and waits
 * for the inspector to show it: the inspector follows the selection deferred (ADR 152), so on a busy machine
 * a click on its buttons right after the row's click would reach the previous item's inspector.
 */
export async function focusRow(target: Page, id: string | undefined): Promise<void> {
  await target.locator(`[data-testid=row-${id}]`).click({ position: { x: 8, y: 8 } });
  await target.locator(`[data-testid=inspector][data-item-id="${id}"]`).waitFor();
}
