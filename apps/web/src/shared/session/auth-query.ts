import { authUserSchema, type AuthUser } from '@fieldbook/domain/auth/auth.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { isApiError } from '../api/api-error';
import { AUTH_QUERY_KEY } from './auth-key';

/** GET /user/auth: the signed-in user with abilities and plan features, or null when signed out. */
export async function fetchAuthUser(): Promise<AuthUser | null> {
  try {
    return await api.get('/user/auth', {
      schema: authUserSchema,
      silent: true,
      handleUnauthenticated: false,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
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
