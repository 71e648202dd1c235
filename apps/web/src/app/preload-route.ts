import { matchPath } from 'react-router';
import { queryClient } from '../shared/api/query-client';
import { authQueryOptions } from '../shared/session/auth-query';
import type { FieldbookModule } from './module-types';
import { loadRoutePage } from './route-page';

/**
 * At start-up, before translations load: asks for the session, the chunk of the page the address
 * opens and that page's own preload, so these requests run side by side rather than one after the
 * other (translations → session → page chunk → page data). The router later finds them done or in flight.
 */
export function preloadRoute(modules: readonly FieldbookModule[], pathname: string): void {
  void queryClient.prefetchQuery(authQueryOptions);
  for (const route of modules.flatMap((module) => module.routes)) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (!match) continue;
    loadRoutePage(route).catch(() => undefined);
    route.preload?.(match.params);
    return;
  }
}
