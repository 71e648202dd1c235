import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-error';

/** The app's query cache; client errors (4xx) are answers, not hiccups, so they are never retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        !(error instanceof ApiRequestError && error.status < 500) && failureCount < 2,
    },
    mutations: { retry: false },
  },
});
