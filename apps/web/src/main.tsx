import { FIRST_SCREEN } from '@fieldbook/domain/common/first-screen';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { discardFirstScreen, drawnFirstScreen, takeOverFirstScreen } from './app/first-screen/take-over';
import { MODULES } from './app/modules';
import { preloadRoute } from './app/preload-route';
import { setupZod } from './shared/config/zod-setup';
import { setupI18n } from './shared/i18n/i18n';
import { rememberLanguageForServer, startLanguage } from './shared/i18n/language';
import { rememberSkinForServer, storedSkin } from './shared/theme/skin';

/** Draws the app in the browser, as for every page the server did not draw. */
function drawApp(root: HTMLElement): void {
  discardFirstScreen(document, root);
  preloadRoute(MODULES, window.location.pathname);
  void setupI18n().then(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

/** Resolves once the whole page is parsed: this script runs as soon as it arrives, maybe before the body. */
const parsed = new Promise<void>((resolve) => {
  if (document.readyState !== 'loading') resolve();
  else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
});

setupZod();
rememberLanguageForServer(startLanguage());
rememberSkinForServer(storedSkin());
// The server is drawing this page's first screen (ADR 182): ready the texts while the rest of the page arrives.
if (document.querySelector(`meta[name="${FIRST_SCREEN.meta}"]`)) void setupI18n();
void parsed.then(() => {
  const root = document.getElementById('root')!;
  const drawn = drawnFirstScreen(document);
  if (!drawn || !takeOverFirstScreen(root, drawn)) drawApp(root);
});
// The offline shell's service worker (vite.config.ts) exists in production builds only.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void parsed.then(() => navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}
// Inspections conducted offline send their outbox once the app is up (its own chunk, after the first screen).
void parsed.then(() =>
  setTimeout(
    () => void import('./modules/inspection-runner/sync/runner-sync').then((m) => m.startRunnerSync()),
    2_000,
  ),
);
