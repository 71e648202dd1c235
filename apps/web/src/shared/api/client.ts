import i18next from 'i18next';
import { AUTH_QUERY_KEY } from '../session/auth-key';
import { unauthenticatedRedirect } from '../session/session-paths';
import { showToast } from '../ui/toast';
import { createApiClient } from './api-client';
import { takeEarlyResponse } from './early-responses';
import { API_BASE } from './request-headers';
import { createLoadingCounter } from './loading-counter';
import { queryClient } from './query-client';

/** In-flight request count behind the global loading bar. */
export const loadingCounter = createLoadingCounter();

let navigate: (to: string) => void = (to) => window.location.assign(to);

/** Lets the router hand the client its in-app navigation (for /error) without an import cycle. */
export function configureApiNavigation(next: (to: string) => void): void {
  navigate = next;
}

/** Spec §8: a lost session is cleared and, outside the signed-out pages, /login opens with a full reload. */
function onUnauthenticated(): void {
  queryClient.setQueryData(AUTH_QUERY_KEY, null);
  const target = unauthenticatedRedirect(window.location.pathname, window.location.search);
  if (target) window.location.assign(target);
}

/** The app's one API client: base /api, cookies, language header, XSRF, toasts and loading count. */
export const api = createApiClient({
  baseUrl: API_BASE,
  fetch: (input, init) => takeEarlyResponse(String(input), init) ?? fetch(input, init),
  language: () => i18next.resolvedLanguage ?? i18next.language ?? 'en',
  development: import.meta.env.DEV,
  cookies: () => document.cookie,
  loading: loadingCounter,
  onUnauthenticated,
  onNotFound: () => navigate('/error'),
  onWorkspaceNotFound: () => navigate('/workspace-not-found'),
  toastError: (message) => showToast('error', message),
  toastSuccess: (message) => showToast('success', message),
  logError: (error) => console.error(error),
});
