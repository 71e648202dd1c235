// The print entry (ADR 224): the page the server's Chromium prints a report PDF from. It loads the report and what
// it needs (theme, texts of the reader's language, query cache), not the app (router of every module, shell,
// session check, service worker), so a print spends its CPU on the report.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiNavigation } from '../../../shared/api/client';
import { setupZod } from '../../../shared/config/zod-setup';
import { setupI18n } from '../../../shared/i18n/i18n';
import { PrintApp } from './print-app';

setupZod();
// A print stays on its page: a call answered "not found" marks the report failed (Chromium stops waiting) instead of
// opening the app's error page.
configureApiNavigation(() => undefined);
void setupI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PrintApp />
    </StrictMode>,
  );
});
