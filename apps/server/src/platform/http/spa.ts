import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FirstScreenRenderer } from '@fieldbook/domain/common/first-screen';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hasWebDist, type Config } from '../../config';
import { errors } from '../errors/app-error';
import { sendError } from '../errors/error-handler';
import {
  cutAtRoot,
  drawFirstScreen,
  EMPTY_ROOT_END,
  firstScreenOpening,
  loadFirstScreenRenderer,
  planFirstScreen,
} from './first-screen';
import { registerPrintEntry } from './print-entry';

/** The built SPA's index.html, or null when the web app is not built. */
export function readWebIndex(config: Config): string | null {
  return hasWebDist(config) ? readFileSync(resolve(config.webDist, 'index.html'), 'utf8') : null;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Adds the server settings the web needs before its first call to index.html as <meta> tags: the default
 * language (DEFAULT_LANGUAGE) and the help menu's tutorials link (HELP_TUTORIALS_URL), when set.
 */
export function withServerSettings(html: string, config: Config): string {
  const settings: Record<string, string | undefined> = {
    'fieldbook-default-language': config.defaultLanguage,
    'fieldbook-help-tutorials-url': config.helpTutorialsUrl,
  };
  const meta = Object.entries(settings)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<meta name="${name}" content="${escapeAttribute(value)}">`)
    .join('');
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, `${meta}</head>`);
  const doctype = /^<!doctype html>/i.exec(html);
  return doctype ? `${doctype[0]}${meta}${html.slice(doctype[0].length)}` : `${meta}${html}`;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA from WEB_DIST with an index.html fallback for client-side routes, the first screen drawn in
 * it where the page has one (ADR 182); unknown /api calls answer the JSON 404 envelope instead. Without a build,
 * `/` says how to make one. `renderer` replaces the web's server-side build (tests).
 */
export async function registerSpa(
  app: FastifyInstance,
  config: Config,
  renderer?: FirstScreenRenderer,
): Promise<void> {
  const builtIndex = readWebIndex(config);
  const indexHtml = builtIndex === null ? null : withServerSettings(builtIndex, config);
  // The web's server-side build is imported once the server listens, not on the way to it (start-up time).
  let loading: Promise<FirstScreenRenderer | null> | null = renderer ? Promise.resolve(renderer) : null;
  const firstScreenRenderer = () => (loading ??= loadFirstScreenRenderer(config, app.log));
  const cut = indexHtml === null ? null : cutAtRoot(indexHtml);
  if (cut) app.server.once('listening', () => void firstScreenRenderer());
  if (indexHtml !== null) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build writes .br/.gz copies (apps/web/scripts/compress-dist.mjs); the one the browser accepts is sent.
      preCompressed: true,
      setHeaders: (reply: FastifyReply, path: string) => {
        // Built assets carry a content hash in their name: a browser may keep them for good (ADR 157).
        if (/[\\/]assets[\\/]/.test(path)) void reply.header('cache-control', IMMUTABLE);
      },
    });
  }
  registerPrintEntry(app, config);
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(request, reply, errors.routeNotFound());
    }
    if (!indexHtml) {
      return reply
        .status(request.url === '/' ? 200 : 404)
        .type('text/plain; charset=utf-8')
        .send(
          `The Fieldbook web app is not built (looked in ${config.webDist}).\n` +
            'Run `npm run build` (or `npm start`), or set WEB_DIST. The API is at /api (docs at /api/docs).\n',
        );
    }
    const drawer = cut && (await firstScreenRenderer());
    const plan = drawer && planFirstScreen(request, drawer, config);
    if (!cut || !drawer || !plan) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    // The opening goes out at once and the drawn screen follows; the page holds this person's data, so no browser
    // or proxy keeps it. Drawing starts once the opening is on its way: its calls would otherwise hold it back.
    const page = new PassThrough();
    page.write(firstScreenOpening(cut.head, plan));
    setImmediate(() => {
      void drawFirstScreen(app, request, drawer, plan)
        .catch((error: unknown) => {
          request.log.warn(
            { err: error, url: request.url },
            'drawing the first screen failed; the browser draws it',
          );
          return null;
        })
        .then((root) => page.end(`${root ?? EMPTY_ROOT_END}${cut.rest}`));
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });
}
