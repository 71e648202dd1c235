import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { assertAccessible, assertNoHorizontalOverflow, shoot, withFailureShot } from '../support/browser';
import { closeSession, openAdminSession } from '../support/admin-session';
import { api } from '../support/editor';
import { type RunningServer } from '../support/server';
import { type Lang, looksFor, setLook } from '../support/session';

// Issue 18 item 6 as a new administrator meets it: change a role, then read the activity log and the activity
// types, and find sentences in their language instead of stored keys and codes.

let server: RunningServer;
let browser: Browser;
let page: Page;

const LOOKS = looksFor(['en', 'de', 'fr']);

/** What a role rename with two new permissions reads as, per language. */
const RENAMED: Record<Lang, RegExp[]> = {
  en: [/Renamed from “Auditor” to “Senior auditor”/, /Added permissions: .*View assets/],
  de: [/Umbenannt von „Auditor“ in „Senior auditor“/, /Berechtigungen hinzugefügt: .*Anlagen ansehen/],
  fr: [
    /Renommé de « Auditor » en « Senior auditor »/,
    /Autorisations ajoutées : .*Consulter les équipements/,
  ],
};

const INTERNALS = /name_lang|is_default|renamed_from|permissions: \[|"[A-Z]{3}_[A-Z_]+"|revision:/;

async function tableText(tableId: string): Promise<string> {
  await page.locator(`[aria-busy=false][data-testid=data-table-${tableId}]`).waitFor();
  await page.locator('[data-row-id]').first().waitFor();
  return page.getByTestId(`data-table-${tableId}`).innerText();
}

before(async () => {
  ({ server, browser, page } = await openAdminSession());
});

after(() => closeSession({ browser, server }));

test('a role change reads as a rename and named permissions in en, de and fr, light and dark', async () => {
  await withFailureShot(page, 'first-hour-activity-log', async () => {
    await page.goto(`${server.baseUrl}/dashboard`);
    const role = await api<{ data: { id: string } }>(page, 'POST', '/user/role/new', {
      name_lang: 'Auditor',
      permissions: ['INS_VIEW_INSPECTION_LIST'],
      is_default: false,
    });
    await api(page, 'PUT', `/user/role/${role.data.id}`, {
      name_lang: 'Senior auditor',
      permissions: ['INS_VIEW_INSPECTION_LIST', 'SST_VIEW_ASSET', 'INS_VIEW_INSPECTION_REPORT'],
      is_default: false,
    });
    for (const [skin, lang] of LOOKS) {
      await setLook(page, { skin, lang });
      await page.goto(`${server.baseUrl}/log/activity-log`);
      const text = await tableText('activity-log');
      for (const sentence of RENAMED[lang]) assert.match(text, sentence, `${lang}: ${sentence}`);
      assert.doesNotMatch(text, INTERNALS, `${lang}: the log shows stored keys`);
      await assertAccessible(page, `activity log ${skin} ${lang}`);
      await assertNoHorizontalOverflow(page, `activity log ${skin} ${lang}`);
      await shoot(page, `first-hour-activity-log-${skin}-${lang}`);
    }
  });
});

test('activity types are named, never shown as codes like asset.archived', async () => {
  await withFailureShot(page, 'first-hour-activity-types', async () => {
    for (const [skin, lang] of LOOKS) {
      await setLook(page, { skin, lang });
      await page.goto(`${server.baseUrl}/log/activity-types`);
      const text = await tableText('activity-types');
      assert.doesNotMatch(text, /\b[a-z_]+\.[a-z_]+\b/, `${lang}: an activity code is shown`);
      await assertAccessible(page, `activity types ${skin} ${lang}`);
      await assertNoHorizontalOverflow(page, `activity types ${skin} ${lang}`);
      await shoot(page, `first-hour-activity-types-${skin}-${lang}`);
    }
  });
});
