import type { Language } from './language-codes';

/**
 * The page's first screen drawn on the server (ADR 182): the cookies that tell the server the browser's remembered
 * language and skin, and the names under which index.html carries the drawn screen's data to the browser. Zod-free,
 * so the web's start-up script can read it before the libraries load.
 */
export const FIRST_SCREEN = {
  /** Cookie mirroring the web's remembered interface language. */
  languageCookie: 'fieldbook.language',
  /** Cookie mirroring the web's remembered skin. */
  skinCookie: 'fieldbook.skin',
  /** `<meta name>` in the head of a page whose first screen the server drew; the start-up script reads it. */
  meta: 'fieldbook-first-screen',
  /** Id of the `<script type="application/json">` holding the payload below. */
  scriptId: 'fb-first-screen',
  /** Class on `<html>` that hides the loading screen while the drawn screen shows. */
  htmlClass: 'fb-first-screen',
} as const;

/** What the browser needs to take over a first screen the server drew: its language, skin and the API answers. */
export interface FirstScreenPayload {
  language: Language;
  skin: string;
  /** The answers of the API GETs the screen was drawn from, by path (`/api/…`), as the API sent them. */
  answers: Readonly<Record<string, unknown>>;
}

/** A first screen drawn on the server: the HTML that goes inside the page's root element. */
export interface DrawnFirstScreen {
  html: string;
}

/** What the web's server-side bundle offers the server (apps/web/dist-ssr, ADR 182). */
export interface FirstScreenRenderer {
  /** The API GETs (paths under /api) besides the session that a path's first screen reads; null when it has none. */
  calls(pathname: string): string[] | null;
  /** Draws the first screen of `url` (path and query) from the payload's answers; null when it cannot be drawn. */
  render(url: string, payload: FirstScreenPayload): Promise<DrawnFirstScreen | null>;
  /** Loads what drawing needs (the pages' code, a language's texts), so the first request does not wait for it. */
  prepare(language: Language): Promise<void>;
}
