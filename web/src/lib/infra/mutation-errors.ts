import { ApiError, isNetworkError } from './api-client.ts';
import { showToast } from './toasts.tsx';

/**
 * The one error path for a change that failed: a toast with the reason, and Retry when the
 * server could not be reached (trying the same change again is then the likely fix).
 */
export function reportFailedChange(error: Error, retry: () => void): void {
  // A 401 already ends the session and opens the login page, which says why.
  if (error instanceof ApiError && error.status === 401) return;
  if (isNetworkError(error)) showToast('error', error.message, { label: 'Retry', onClick: retry });
  else showToast('error', error.message);
}
