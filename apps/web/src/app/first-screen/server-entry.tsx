// The web's server-side entry (built with `vite build --ssr` into dist-ssr): the Fieldbook server imports it to draw
// the first screen of the pages that have one (ADR 182), with the same components, texts and class names as the
// browser, which then takes the drawn HTML over (hydration) instead of drawing it again.
import type {
  DrawnFirstScreen,
  FirstScreenPayload,
  FirstScreenRenderer,
} from '@fieldbook/domain/common/first-screen';
import { isLanguage, type Language } from '@fieldbook/domain/common/language-codes';
import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { API_BASE } from '../../shared/api/request-headers';
import { firstScreenOf, FirstScreenProvider } from '../../shared/first-screen/first-screen';
import { languageInstance } from '../../shared/i18n/i18n';
import { AUTH_PATH } from '../../shared/session/auth-key';
import { seedSession } from '../../shared/session/auth-query';
import { AppFrame } from '../app-frame';
import type { ModuleRoute } from '../module-types';
import { MODULES } from '../modules';
import { loadRoutePage } from '../route-page';
import { buildRoutes } from '../router';

const DRAWN_ROUTES = MODULES.flatMap((module) => module.routes).filter((route) => route.firstScreenCalls);
const handler = createStaticHandler(buildRoutes(MODULES));
const languages = new Map<Language, Promise<I18n>>();

/** One i18next instance per language, made on first use and shared by every request in that language. */
function texts(language: Language): Promise<I18n> {
  let instance = languages.get(language);
  if (!instance) {
    instance = languageInstance(language);
    languages.set(language, instance);
  }
  return instance;
}

function drawnRoute(
  pathname: string,
): { route: ModuleRoute; params: Record<string, string | undefined> } | null {
  for (const route of DRAWN_ROUTES) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}

function calls(pathname: string): string[] | null {
  const drawn = drawnRoute(pathname);
  const pageCalls = drawn?.route.firstScreenCalls?.(drawn.params);
  return pageCalls ? [`${API_BASE}${AUTH_PATH}`, ...pageCalls] : null;
}

async function render(url: string, payload: FirstScreenPayload): Promise<DrawnFirstScreen | null> {
  const address = new URL(url, 'http://fieldbook.invalid');
  const drawn = drawnRoute(address.pathname);
  if (!drawn || !isLanguage(payload.language)) return null;
  // A cache of this request's own: nothing one person's page was drawn with can reach another's.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (!seedSession(queryClient, payload)) return null;
  const [i18n] = await Promise.all([texts(payload.language), loadRoutePage(drawn.route)]);
  const context = await handler.query(new Request(address));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <FirstScreenProvider value={firstScreenOf(payload)}>
        <AppFrame queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </FirstScreenProvider>
    </I18nextProvider>,
  );
  return { html };
}

/** Loads the drawn pages' code and one language's texts ahead of the first request that needs them. */
async function prepare(language: Language): Promise<void> {
  await Promise.all([texts(language), ...DRAWN_ROUTES.map((route) => loadRoutePage(route))]);
}

/** The renderer the server imports. */
export const firstScreenRenderer: FirstScreenRenderer = { calls, render, prepare };
