import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { assertAccessible, assertNoHorizontalOverflow, shoot } from './browser';
import type { Lang, Skin } from './session';

/** A screen to look at: its path, the test id that shows it is drawn, and its screenshot's name. */
export type Screen = readonly [path: string, ready: string, name: string];

/**
 * Opens each screen in a signed-in tab, waits for its data, shoots it and checks axe, overflow and (in German) that
 * none of the given English words is left in the main area: the look check every list-and-detail spec makes.
 */
export async function checkScreens(
  tab: Page,
  baseUrl: string,
  screens: readonly Screen[],
  look: { prefix: string; skin: Skin; lang: Lang; english: RegExp },
): Promise<void> {
  for (const [path, ready, name] of screens) {
    await tab.goto(`${baseUrl}${path}`);
    await tab.getByTestId(ready).first().waitFor();
    await tab
      .locator('[aria-busy=true]')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await tab.waitForTimeout(300);
    const label = `${path} (${look.lang}, ${look.skin})`;
    await shoot(tab, `${look.prefix}-${name}-${look.lang}-${look.skin}`);
    await assertAccessible(tab, label);
    await assertNoHorizontalOverflow(tab, label);
    if (look.lang === 'de') {
      const english = look.english.exec(await tab.locator('main').innerText());
      assert.equal(english?.[0], undefined, `English on ${label}`);
    }
  }
}
