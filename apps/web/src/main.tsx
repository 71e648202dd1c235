import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { MODULES } from './app/modules';
import { preloadRoute } from './app/preload-route';
import { setupZod } from './shared/config/zod-setup';
import { setupI18n } from './shared/i18n/i18n';

setupZod();
preloadRoute(MODULES, window.location.pathname);
void setupI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
