import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

// A 4xx will not change on retry (and a retried 401 would only repeat the sign-out).
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}
