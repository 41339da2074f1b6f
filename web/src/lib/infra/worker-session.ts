import { SESSION_CACHE, SESSION_TOKEN_URL } from '../../../pwa/session-cache.ts';

/**
 * Hands the session token to the service worker (or takes it back, with null), so a
 * notification's Done and Not today can answer a check-in without opening the app. Without Cache
 * Storage (an old browser, a private window that refuses it) those buttons open the app instead.
 */
export function shareTokenWithWorker(token: string | null): void {
  globalThis.caches?.open(SESSION_CACHE)
    .then(async (cache) => void (token ? await cache.put(SESSION_TOKEN_URL, new Response(token)) : await cache.delete(SESSION_TOKEN_URL)))
    .catch(() => undefined);
}
