import type { Browser, BrowserContext, Page } from 'playwright-core';

export type Skin = 'light' | 'semi-dark' | 'dark';
export type Lang = 'en' | 'de' | 'fr';

type Look = readonly [Skin, Lang];

/**
 * The looks to shoot and check screens in, for the languages a spec covers. With E2E_LOOKS=all, every skin in every
 * language (a developer looking at a changed screen). Otherwise (CI, inside its 25-minute budget) each language
 * once, skins alternating, so both skins and every named language are still covered.
 */
export function looksFor(langs: readonly Lang[]): readonly Look[] {
  if (process.env.E2E_LOOKS === 'all')
    return langs.flatMap((lang) => (['light', 'dark'] as const).map((skin): Look => [skin, lang]));
  return langs.map((lang, n): Look => [n % 2 === 0 ? 'light' : 'dark', lang]);
}

/** The looks of a screen checked in English and German: light English and dark German on CI. */
export const LOOKS: readonly Look[] = looksFor(['en', 'de']);

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
