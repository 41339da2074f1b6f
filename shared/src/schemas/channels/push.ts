import { CHANNEL_LIMITS } from './channel-limits.ts';
import * as z from 'zod/mini';
import '../zod.ts';

/** Said for an endpoint that is not https on a known push service (Google, Mozilla, Apple, Microsoft). */
export const NOT_A_PUSH_SERVICE = 'That is not a push service.';
/** Said for keys no browser would make: `p256dh` not a point on P-256, or `auth` not 16 bytes. */
export const NOT_A_PUSH_KEY = 'Those notification keys are not valid. Turn notifications off and on again on this device.';
export const TOO_MANY_PUSH_SUBSCRIPTIONS =
  `You can have notifications on ${CHANNEL_LIMITS.pushSubscriptions.max} devices. Turn them off on one first.`;

/** The VAPID public key (RFC 8292), base64url: what the browser's pushManager.subscribe needs. */
export const PushKey = z.object({ public_key: z.string() });
export type PushKey = z.infer<typeof PushKey>;

/** Base64url text (unpadded) that decodes to exactly `bytes` bytes. */
const base64urlOf = (bytes: number) => {
  const length = Math.ceil((bytes * 4) / 3);
  // min and max rather than an exact length: the web app's first load already carries those checks.
  return z.string().check(z.minLength(length), z.maxLength(length), z.regex(/^[A-Za-z0-9_-]+$/, `must be ${bytes} bytes in base64url`));
};

/**
 * A PushSubscription as the browser's toJSON() gives it (RFC 8291): the endpoint, the client's
 * P-256 public key (65 bytes, uncompressed) and its 16-byte authentication secret. Which hosts an
 * endpoint may name is checked on the server.
 */
export const PushSubscriptionBody = z.object({
  endpoint: z.string().check(z.minLength(1, 'is required'), z.maxLength(CHANNEL_LIMITS.pushEndpoint.max)),
  keys: z.object({ p256dh: base64urlOf(65), auth: base64urlOf(16) }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushSubscribed = z.object({ id: z.string() });
export type PushSubscribed = z.infer<typeof PushSubscribed>;

/**
 * A device that gets notifications, as its owner sees it on the profile: a name read from the
 * browser that subscribed ("Chrome on Android"), when it was added and when a notification last
 * reached it. Never its endpoint or keys: the id is all a Remove needs.
 */
export const PushDevice = z.object({ id: z.string(), name: z.string(), added_at: z.string(), last_used_at: z.nullable(z.string()) });
export type PushDevice = z.infer<typeof PushDevice>;

/** What a check-in's notification carries; the service worker shows it and answers its actions. */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** Null for the test notification, which has no check-in to answer. */
  checkin_id: z.nullable(z.string()),
  /** Opened on a tap: Today. */
  url: z.string(),
});
export type PushPayload = z.infer<typeof PushPayload>;

/** The test notification: how many devices it reached. */
export const PushTestResult = z.object({ sent: z.int() });
export type PushTestResult = z.infer<typeof PushTestResult>;
