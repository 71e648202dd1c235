import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ERROR_CODES } from '@fieldbook/domain/common/errors';
import { isApiError } from '../shared/api/api-error';
import { AUTH_QUERY_KEY } from '../shared/session/auth-key';
import { useSession } from '../shared/session/use-session';
import { ServerUnreachablePage } from './pages/server-unreachable-page';
import { WorkspaceNotFoundPage } from './pages/workspace-not-found-page';

/** Removes the static loading screen of index.html once the first real screen is ready. */
function useHideLoadingScreen(ready: boolean): void {
  useEffect(() => {
    if (ready) document.getElementById('fb-loading')?.remove();
  }, [ready]);
}

/** Top of the route tree: waits for the session check, then renders the layouts. */
export function RootLayout() {
  const session = useSession();
  const queryClient = useQueryClient();
  useHideLoadingScreen(session.status !== 'pending');
  if (session.status === 'pending') return null;
  if (session.status === 'error' && isApiError(session.error, ERROR_CODES.workspaceNotFound)) {
    // Signed in, but the current workspace is not there (yet): nothing else can be shown.
    return (
      <main>
        <WorkspaceNotFoundPage />
      </main>
    );
  }
  if (session.status === 'error') {
    return (
      <ServerUnreachablePage onRetry={() => void queryClient.refetchQueries({ queryKey: AUTH_QUERY_KEY })} />
    );
  }
  return <Outlet />;
}
