import { authUserSchema, type AuthUser } from '@fieldbook/domain/auth/auth.schema';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { FirstScreenPayload } from '@fieldbook/domain/common/first-screen';
import { api } from '../api/client';
import { isApiError } from '../api/api-error';
import { API_BASE } from '../api/request-headers';
import { AUTH_PATH, AUTH_QUERY_KEY } from './auth-key';
import { offlineSession, rememberSession } from './offline-session';

/**
 * GET /user/auth: the signed-in user with abilities and plan features, or null when signed out. With no network the
 * last signed-in user stands in, so an inspection conducted offline reopens (issue 19).
 */
export async function fetchAuthUser(): Promise<AuthUser | null> {
  try {
    const user = await api.get(AUTH_PATH, {
      schema: authUserSchema,
      silent: true,
      handleUnauthenticated: false,
    });
    rememberSession(user);
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      rememberSession(null);
      return null;
    }
    const offline = isApiError(error) ? null : offlineSession();
    if (offline) return offline;
    throw error;
  }
}

/** The session query; fetched once at start and replaced on sign-in, sign-out and workspace switch. */
export const authQueryOptions = queryOptions({
  queryKey: AUTH_QUERY_KEY,
  queryFn: fetchAuthUser,
  staleTime: Infinity,
  retry: false,
  // Every component reads the session; one mounting after a failed check must not start another
  // (the root would show its spinner again, remount the page and loop).
  retryOnMount: false,
});

/**
 * Puts the session a first screen was drawn with into a query cache (ADR 182), so the server's render and the
 * browser's takeover start signed in without asking again; false when the payload holds no session answer.
 */
export function seedSession(queryClient: QueryClient, payload: FirstScreenPayload): boolean {
  const answer = payload.answers[`${API_BASE}${AUTH_PATH}`];
  const parsed = authUserSchema.safeParse(answer);
  if (!parsed.success) return false;
  queryClient.setQueryData(AUTH_QUERY_KEY, parsed.data);
  return true;
}
