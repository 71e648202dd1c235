import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  FIRST_SCREEN,
  type DrawnFirstScreen,
  type FirstScreenPayload,
  type FirstScreenRenderer,
} from '@fieldbook/domain/common/first-screen';
import { isLanguage } from '@fieldbook/domain/common/language-codes';
import { colorSchemeOf, DEFAULT_SKIN, SKINS, type Skin } from '@fieldbook/domain/common/languages';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { SESSION_COOKIE, XSRF_COOKIE } from '../auth/cookies';

/** Resolves after the event loop has handled what is waiting (I/O first), so a long task does not hold it up. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The file of the web's server-side build that offers the renderer. */
const ENTRY = 'server-entry.js';

function isRenderer(value: unknown): value is FirstScreenRenderer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'calls' in value &&
    typeof value.calls === 'function' &&
    'render' in value &&
    typeof value.render === 'function' &&
    'prepare' in value &&
    typeof value.prepare === 'function'
  );
}

/**
 * Imports the web's server-side build (ADR 182), which draws first screens with the web's own components. Null,
 * and the pages are drawn in the browser only, when SERVER_RENDERING is off, the build is missing or it fails.
 */
export async function loadFirstScreenRenderer(
  config: Config,
  log: FastifyBaseLogger,
): Promise<FirstScreenRenderer | null> {
  const entry = resolve(config.webSsrDist, ENTRY);
  if (!config.serverRendering || !existsSync(entry)) return null;
  try {
    const module = (await import(pathToFileURL(entry).href)) as { firstScreenRenderer?: unknown };
    if (isRenderer(module.firstScreenRenderer)) {
      await module.firstScreenRenderer.prepare(config.defaultLanguage);
      return module.firstScreenRenderer;
    }
    log.warn(
      { entry },
      'the web server-side build offers no first-screen renderer; pages are drawn in the browser',
    );
  } catch (error) {
    log.warn(
      { err: error, entry },
      'the web server-side build failed to load; pages are drawn in the browser',
    );
  }
  return null;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The root element, empty in index.html, that a first screen is drawn into. */
const ROOT_OPEN = '<div id="root">';
const ROOT_CLOSE = '</div>';

/**
 * index.html cut around the inside of its empty root element: `head` ends with the root's start, `rest` follows its
 * end. Null for a page without one (no first screen is drawn in it).
 */
export function cutAtRoot(indexHtml: string): { head: string; rest: string } | null {
  const at = indexHtml.indexOf(`${ROOT_OPEN}${ROOT_CLOSE}`);
  if (at < 0) return null;
  const end = at + ROOT_OPEN.length + ROOT_CLOSE.length;
  return { head: indexHtml.slice(0, at + ROOT_OPEN.length), rest: indexHtml.slice(end) };
}

/** What closes the root element when the browser draws the page itself. */
export const EMPTY_ROOT_END = ROOT_CLOSE;

/** What a page with a first screen needs before anything is drawn: the calls to make, language and skin. */
export interface FirstScreenPlan {
  calls: string[];
  language: FirstScreenPayload['language'];
  skin: Skin;
}

/**
 * Whether the page of a GET gets its first screen drawn (ADR 182): a page with one, asked with a session. The
 * language and skin come from the cookies mirroring the browser's own choice, else the defaults it starts with.
 */
export function planFirstScreen(
  request: FastifyRequest,
  renderer: FirstScreenRenderer,
  config: Config,
): FirstScreenPlan | null {
  if (request.method !== 'GET' || !request.cookies[SESSION_COOKIE]) return null;
  const calls = renderer.calls(request.url.split('?')[0] ?? '/');
  if (!calls) return null;
  const language = request.cookies[FIRST_SCREEN.languageCookie];
  const skin = SKINS.find((candidate) => candidate === request.cookies[FIRST_SCREEN.skinCookie]);
  return {
    calls,
    language: isLanguage(language) ? language : config.defaultLanguage,
    skin: skin ?? DEFAULT_SKIN,
  };
}

/**
 * The opening of a page whose first screen is being drawn, up to the inside of its root element: sent at once, so
 * the browser fetches the code and styles while the server draws. It carries the page's language and colour scheme,
 * hides the loading screen and tells the start-up script that the answers come with the page.
 */
export function firstScreenOpening(head: string, plan: FirstScreenPlan): string {
  return head
    .replace(
      /<html\b[^>]*>/i,
      `<html lang="${escapeHtml(plan.language)}" class="${FIRST_SCREEN.htmlClass}" ` +
        `data-mantine-color-scheme="${colorSchemeOf(plan.skin)}">`,
    )
    .replace(/<head>/i, `<head><meta name="${FIRST_SCREEN.meta}" content="1">`);
}

/**
 * The root element's drawn content and end, followed by the payload: JSON in a script the browser does not run,
 * every `<` escaped so no text in it can end the script.
 */
export function drawnRoot(drawn: DrawnFirstScreen, payloadJson: string): string {
  return (
    `${drawn.html}${ROOT_CLOSE}` +
    `<script type="application/json" id="${FIRST_SCREEN.scriptId}">${payloadJson.replace(/</g, '\\u003c')}</script>`
  );
}

/**
 * The drawn content of a page's root element and its payload (ADR 182), or null when the browser draws it: any of
 * the page's API answers other than a 200 (the browser then shows what it shows for that answer), a call that sets
 * a cookie of its own, or a render that fails (logged). The answers are asked of this app itself with the request's
 * cookies, so the same guards and permissions decide what is drawn.
 */
export async function drawFirstScreen(
  app: FastifyInstance,
  request: FastifyRequest,
  renderer: FirstScreenRenderer,
  plan: FirstScreenPlan,
): Promise<string | null> {
  const answers = await Promise.all(
    plan.calls.map((url) =>
      app.inject({
        method: 'GET',
        url,
        headers: {
          cookie: request.headers.cookie ?? '',
          accept: 'application/json',
          'accept-language': plan.language,
          'user-agent': request.headers['user-agent'] ?? '',
        },
      }),
    ),
  );
  const settled = (answer: (typeof answers)[number]) =>
    answer.statusCode === 200 && answer.cookies.every((cookie) => cookie.name === XSRF_COOKIE);
  if (!answers.every(settled)) return null;
  // Each step below holds the event loop for a while at 2,000 items; the page's scripts and styles, asked for
  // meanwhile, are served between them.
  await nextTurn();
  const preferences = { language: plan.language, skin: plan.skin };
  const payloadJson =
    `{"language":${JSON.stringify(plan.language)},"skin":${JSON.stringify(plan.skin)},"answers":{` +
    plan.calls.map((url, i) => `${JSON.stringify(url)}:${answers[i]!.body}`).join(',') +
    '}}';
  const payload: FirstScreenPayload = {
    ...preferences,
    answers: Object.fromEntries(plan.calls.map((url, i) => [url, JSON.parse(answers[i]!.body) as unknown])),
  };
  await nextTurn();
  try {
    const drawn = await renderer.render(request.url, payload);
    return drawn && drawnRoot(drawn, payloadJson);
  } catch (error) {
    request.log.warn(
      { err: error, url: request.url },
      'drawing the first screen failed; the browser draws it',
    );
    return null;
  }
}
