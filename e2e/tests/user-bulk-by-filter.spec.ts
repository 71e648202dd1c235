import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { assertAccessible, assertNoHorizontalOverflow, shoot } from '../support/browser';
import { closeSession, openAdminSession } from '../support/admin-session';
import { type RunningServer } from '../support/server';

// "Select all by filter" on the user list (spec §4, ADR 088): twelve crew members, a page of ten, one
// bulk deactivation for all twelve, then one bulk activation for all of them again.

const CREW = 12;
const crewFilter = encodeURIComponent(
  JSON.stringify({ email: { operator: 'string-contains', value: 'crew-' } }),
);

let server: RunningServer;
let browser: Browser;
let page: Page;

/** A same-origin API call from the signed-in page (cookies and the XSRF header as the app sends them). */
function call(method: string, path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const xsrf = document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '';
      const res = await fetch(`/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf) },
        body: JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    { method, path, body },
  );
}

async function statuses(): Promise<string[]> {
  await page.locator('[aria-busy=false][data-testid=data-table-users]').waitFor();
  return page.locator('[data-row-id]').allInnerTexts();
}

/** Remembers a skin and language as the person would have chosen them (read on the next load). */
function setLook(skin: 'light' | 'dark', language: 'en' | 'de'): Promise<void> {
  return page.evaluate(
    (look) => {
      localStorage.setItem('fieldbook.skin', look.skin);
      localStorage.setItem('fieldbook.language', look.language);
    },
    { skin, language },
  );
}

before(async () => {
  ({ server, browser, page } = await openAdminSession());
  await setLook('light', 'en');
  for (let i = 0; i < CREW; i += 1) {
    const email = `crew-${i}@example.test`;
    const invited = await call('POST', '/user/invite', {
      first_name: 'Crew',
      last_name: `Member ${String.fromCharCode(65 + i)}`,
      email,
    });
    assert.equal(invited.status, 201, JSON.stringify(invited.json));
  }
  const mail = await server.mail.messages();
  for (let i = 0; i < CREW; i += 1) {
    const link = mail
      .find((m) => m.to === `crew-${i}@example.test`)
      ?.links.find((l) => l.includes('/accept-invitation'));
    assert.ok(link, `no invitation for crew-${i}`);
    const query = new URL(link).searchParams;
    const accepted = await call('POST', '/user/accept-invitation', {
      workspace: query.get('workspace'),
      email: query.get('email'),
      token: query.get('token'),
      new_password: 'Crew-pass-2026',
    });
    assert.equal(accepted.status, 200, JSON.stringify(accepted.json));
  }
});

after(() => closeSession({ browser, server }));

test('select all by filter: deactivate and activate every matching member beyond the page', async () => {
  await page.goto(`${server.baseUrl}/user/list?limit=10&filter=${crewFilter}`);
  assert.equal((await statuses()).length, 10);
  await page.getByRole('checkbox', { name: /select all rows on this page/i }).check();
  await page.getByTestId('select-all-by-filter').click();
  await page.getByTestId('bulk-deactivate-all').waitFor();
  await assertAccessible(page, 'user list, all selected by filter');
  await assertNoHorizontalOverflow(page, 'user list, all selected by filter');
  await shoot(page, 'user-list-select-all-by-filter-en-light');

  await page.getByTestId('bulk-deactivate-all').click();
  await page.getByRole('dialog').getByText(`all ${CREW} users matching the filter`).waitFor();
  await page.getByTestId('confirm-yes').click();
  await page.getByTestId('bulk-action-bar').waitFor({ state: 'detached' });
  const off = await statuses();
  assert.ok(
    off.every((row) => /deactivated/i.test(row)),
    off.join('\n'),
  );
  await page.getByRole('button', { name: '2' }).click();
  await page.waitForURL(/page=2/);
  await page
    .locator('[data-row-id]')
    .nth(CREW - 10)
    .waitFor({ state: 'detached' });
  const rest = await statuses();
  assert.equal(rest.length, CREW - 10);
  assert.ok(
    rest.every((row) => /deactivated/i.test(row)),
    rest.join('\n'),
  );

  await page.goto(`${server.baseUrl}/user/list?limit=10&filter=${crewFilter}`);
  await page.getByRole('checkbox', { name: /select all rows on this page/i }).check();
  await page.getByTestId('select-all-by-filter').click();
  await page.getByTestId('bulk-activate-all').click();
  await page.getByTestId('confirm-yes').click();
  await page.getByTestId('bulk-action-bar').waitFor({ state: 'detached' });
  const on = await statuses();
  assert.ok(
    on.every((row) => !/deactivated/i.test(row)),
    on.join('\n'),
  );

  await setLook('dark', 'de');
  await page.reload();
  await page.getByRole('checkbox', { name: /alle zeilen dieser seite/i }).check();
  await page.getByTestId('select-all-by-filter').click();
  await page.getByTestId('bulk-deactivate-all').waitFor();
  await assertAccessible(page, 'user list, all selected by filter, German dark');
  await assertNoHorizontalOverflow(page, 'user list, all selected by filter, German dark');
  await shoot(page, 'user-list-select-all-by-filter-de-dark');
});
