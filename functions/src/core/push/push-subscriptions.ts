import { createHash } from 'node:crypto';
import { CHANNEL_LIMITS } from '@cakewalk/shared/schemas/channels/channel-limits.ts';
import {
  NOT_A_PUSH_KEY, NOT_A_PUSH_SERVICE, TOO_MANY_PUSH_SUBSCRIPTIONS, type PushSubscribed, type PushSubscriptionBody,
} from '@cakewalk/shared/schemas/channels/push.ts';
import { addPushSubscription, removePushSubscription } from '../../data/checkins/push-subscriptions.ts';
import { Invalid } from '../../domain/errors.ts';
import { deviceNameFrom } from '../../push/device-name.ts';
import { isPushKeyPair } from '../../push/push-keys.ts';
import { isPushService } from '../../push/push-services.ts';

/** The same endpoint is the same subscription: its id is a digest of it (16 bytes, base64url). */
const idOf = (endpoint: string) => createHash('sha256').update(endpoint).digest().subarray(0, 16).toString('base64url');

/**
 * Keeps a browser's subscription; only a known push service's endpoint is taken (ARCHITECTURE.md,
 * "Web push"). The write makes the settings item if there is none, so it is one that may race an
 * account's deletion.
 */
export async function subscribePush(userId: string, body: PushSubscriptionBody, userAgent: string, now = new Date()): Promise<PushSubscribed> {
  if (!isPushService(body.endpoint)) throw new Invalid(NOT_A_PUSH_SERVICE);
  if (!isPushKeyPair(body.keys.p256dh, body.keys.auth)) throw new Invalid(NOT_A_PUSH_KEY);
  const id = idOf(body.endpoint);
  const name = await deviceNameFrom(userAgent);
  const stored = { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, created_at: now.toISOString(), ...(name && { name }) };
  const added = await addPushSubscription(userId, id, stored, CHANNEL_LIMITS.pushSubscriptions.max);
  if (!added) throw new Invalid(TOO_MANY_PUSH_SUBSCRIPTIONS);
  return { id };
}

/** Forgets one of the user's devices; one already gone (or never theirs) is left as it is. */
export function unsubscribePush(userId: string, id: string): Promise<void> {
  return removePushSubscription(userId, id);
}
