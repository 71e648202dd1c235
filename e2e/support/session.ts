import type { Browser, BrowserContext, Page } from 'playwright-core';

export type Skin = 'light' | 'semi-dark' | 'dark';
export type Lang = 'en' | 'de' | 'fr';

type Look = readonly [Skin, Lang];
const LIGHT_EN: Look = ['light', 'en'];
const DARK_DE: Look = ['dark', 'de'];
const ALL_LOOKS: readonly Look[] = [LIGHT_EN, ['dark', 'en'], ['light', 'de'], DARK_DE];

/**
 * The looks every screen is shot and checked in. CI checks two that still cover both skins and both languages (its
 * 25-minute budget); a developer looking at a changed screen sets E2E_LOOKS=all for the four combinations.
 */
export const LOOKS: readonly Look[] = process.env.E2E_LOOKS === 'all' ? ALL_LOOKS : [LIGHT_EN, DARK_DE];

/** A browser context whose remembered skin and language are preset, as if the person had chosen them before. */
export async function newContext(
  browser: Browser,
  prefs: { skin?: Skin; lang?: Lang } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    bypassCSP: true,
  });
  await context.addInitScript(
    ([skin, lang]) => {
      if (skin) localStorage.setItem('fieldbook.skin', skin);
      if (lang) localStorage.setItem('fieldbook.language', lang);
    },
    [prefs.skin, prefs.lang] as const,
  );
  return context;
}

/** Signs in through the login screen with e-mail and password (no second step expected). */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/^password|^passwort|^mot de passe/i).fill(password);
  await page.getByRole('button', { name: /sign in|anmelden|se connecter/i }).click();
  await page.waitForURL(/\/dashboard/);
}

/** Remembers a skin and language in the page's storage, as the person's own choice; applies on the next load. */
export async function setLook(page: Page, prefs: { skin?: Skin; lang?: Lang }): Promise<void> {
  await page.evaluate((look) => {
    if (look.skin) localStorage.setItem('fieldbook.skin', look.skin);
    if (look.lang) localStorage.setItem('fieldbook.language', look.lang);
  }, prefs);
}
