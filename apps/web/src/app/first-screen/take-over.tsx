import { FIRST_SCREEN, type FirstScreenPayload } from '@fieldbook/domain/common/first-screen';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { matchPath } from 'react-router';
import { queryClient } from '../../shared/api/query-client';
import { firstScreenOf } from '../../shared/first-screen/first-screen';
import { setupI18n } from '../../shared/i18n/i18n';
import { startLanguage } from '../../shared/i18n/language';
import { seedSession } from '../../shared/session/auth-query';
import { storedSkin } from '../../shared/theme/skin';
import { App } from '../app';
import { MODULES } from '../modules';
import { loadRoutePage } from '../route-page';

/**
 * The first screen the server drew into this page (ADR 182), when this browser can take it over: drawn in the
 * language and skin this browser would start in. Null when there is none, or it differs (a preference changed
 * in storage after its cookie was sent), so the app is drawn in the browser instead.
 */
export function drawnFirstScreen(doc: Document): FirstScreenPayload | null {
  const text = doc.getElementById(FIRST_SCREEN.scriptId)?.textContent;
  if (!text) return null;
  let payload: FirstScreenPayload;
  try {
    payload = JSON.parse(text) as FirstScreenPayload;
  } catch {
    return null;
  }
  return payload.language === startLanguage() && payload.skin === storedSkin() ? payload : null;
}

/** Removes a drawn first screen the browser does not take over, so the loading screen shows until the app draws. */
export function discardFirstScreen(doc: Document, root: HTMLElement): void {
  root.replaceChildren();
  doc.documentElement.classList.remove(FIRST_SCREEN.htmlClass);
}

/**
 * Takes a drawn first screen over: the session and texts it was drawn with, the page's code, then React attaches
 * to the HTML (hydration) instead of drawing it again; answers the React root once attached. Null, having changed
 * nothing, when the payload names no page or session, so the caller draws the app as usual.
 */
export function takeOverFirstScreen(root: HTMLElement, payload: FirstScreenPayload): Promise<Root> | null {
  const route = MODULES.flatMap((module) => module.routes).find(
    (candidate) => matchPath({ path: candidate.path, end: true }, window.location.pathname) !== null,
  );
  if (!route || !seedSession(queryClient, payload)) return null;
  // A page chunk that fails to load fails as in a drawn app: React redraws the route, which shows the error.
  return Promise.all([setupI18n(), loadRoutePage(route).catch(() => undefined)]).then(() =>
    hydrateRoot(
      root,
      <StrictMode>
        <App firstScreen={firstScreenOf(payload)} />
      </StrictMode>,
      {
        // React redraws what did not match in the browser; worth a note, not an error page.
        onRecoverableError: (error) =>
          console.warn('The first screen was drawn again in the browser:', error),
      },
    ),
  );
}
