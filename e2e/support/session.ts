import { basename } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export type Skin = 'light' | 'semi-dark' | 'dark';
export type Lang = 'en' | 'de' | 'fr';

type Look = readonly [Skin, Lang];

/** A small, stable number from the running spec's file name (node --test runs each spec file in its own process). */
function specNumber(): number {
  const name = basename(process.argv[1] ?? '');
  return [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000_003, 7);
}

/**
 * The looks to shoot and check screens in, for the languages a spec covers. With E2E_LOOKS=all, every skin in every
 * language: what a developer runs after changing a screen, and looks at. Otherwise (CI, inside its 25-minute budget)
 * one look per spec, in a language other than English (the longer words, and any text left untranslated, show
 * there), skin and language picked by the spec's file name, so the suite as a whole still checks both skins and
 * every language with axe and the overflow checks (ADR 197).
 */
export function looksFor(langs: readonly Lang[]): readonly Look[] {
  if (process.env.E2E_LOOKS === 'all')
    return langs.flatMap((lang) => (['light', 'dark'] as const).map((skin): Look => [skin, lang]));
  const n = specNumber();
  const translated = langs.filter((lang) => lang !== 'en');
  const choices = translated.length > 0 ? translated : langs;
  return [[n % 2 === 0 ? 'light' : 'dark', choices[Math.floor(n / 2) % choices.length] ?? 'en']];
}

/** The looks of a screen checked in English and German (one of them on CI, see `looksFor`). */
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
