import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isNetworkError } from '../lib/infra/api-client.ts';
import { reportFailedChange } from '../lib/infra/mutation-errors.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The form shows this change's error itself; a toast comes only when the server was not reached. */
      errorShownInForm?: boolean;
    };
  }
}

// A 4xx will not change on retry (and a retried 401 would only repeat the sign-out).
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  const mutationCache: MutationCache = new MutationCache({
    onError: (error, variables, _result, mutation) => {
      if (mutation.meta?.errorShownInForm && !isNetworkError(error)) return;
      // Retry runs the same mutation again, so the page's own success handling follows as usual.
      reportFailedChange(error, () => void mutation.execute(variables).catch(() => undefined));
    },
  });
  return new QueryClient({
    mutationCache,
    defaultOptions: {
      // 'always': offline, a request fails at once and says so, instead of waiting unseen for a network.
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
}
