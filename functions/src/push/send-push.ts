import type { RequestDetails } from 'web-push';
import { isPushService } from './push-services.ts';
import { vapidKeys, vapidSubject } from './vapid.ts';

// One notification to one subscription. web-push makes the VAPID header and encrypts the payload
// (RFC 8291, aes128gcm); the request itself goes out through fetch, so it can be cut off in time,
// never follows a redirect, and is only ever sent to a push service. web-push and the crypto it
// brings (about 90 KB) load with the first notification, not at every cold start of the
// functions that may send one.

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * 'sent'; 'gone' when the service says the subscription no longer exists (404, 410); 'retry' for
 * what may pass later (429, 5xx, the network); 'refused' for the rest, which a retry would not
 * change (a payload too large, an endpoint that is not a push service).
 */
export type PushOutcome = 'sent' | 'gone' | 'retry' | 'refused';

// A round's sends must finish well inside the worker's time.
const TIMEOUT_MS = 10_000;
/** How long the service keeps a notification for a device that is offline: a check-in is for today. */
const TTL_SECONDS = 12 * 60 * 60;

function outcomeOf(status: number): PushOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'refused';
}

export async function sendPush(target: PushTarget, payload: string): Promise<PushOutcome> {
  if (!isPushService(target.endpoint)) return 'refused';
  const [{ publicKey, privateKey }, { default: webpush }] = await Promise.all([vapidKeys(), import('web-push')]);
  let request: RequestDetails;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      { vapidDetails: { subject: vapidSubject(), publicKey, privateKey }, TTL: TTL_SECONDS, urgency: 'high' },
    );
  } catch {
    // Keys no payload can be encrypted to (saved before they were checked): no retry would help.
    return 'refused';
  }
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ?? undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    return outcomeOf(response.status);
  } catch {
    return 'retry';
  }
}
