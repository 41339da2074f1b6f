import { SESSION_CACHE, SESSION_TOKEN_URL } from '../../pwa/session-cache.ts';

/**
 * Hands the session token to the service worker (or takes it back, with null), so a
 * notification's Done and Not today can answer a check-in without opening the app. Browsers
 * without Cache Storage (or a private window that refuses it) simply open the app instead.
 */
export async function shareTokenWithWorker(token: string | null): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(SESSION_CACHE);
    if (token) await cache.put(SESSION_TOKEN_URL, new Response(token));
    else await cache.delete(SESSION_TOKEN_URL);
  } catch (error) {
    console.warn('The service worker cannot get the session; notification buttons will open the app', error);
  }
}
