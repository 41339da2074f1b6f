import type { PushPayload } from '@cakewalk/shared/schemas/channels/push.ts';
import { CHANNEL_LIMITS } from '@cakewalk/shared/schemas/channels/channel-limits.ts';
import {
  countPushFailure, notePushReached, removeGonePushSubscription, type StoredPushSubscription,
} from '../../data/checkins/push-subscriptions.ts';
import { logger } from '../../logger.ts';
import { sendPush } from '../../push/send-push.ts';

export interface PushRun {
  /** The subscriptions the notification reached. */
  reached: string[];
  /** Some subscription may take it later (429, 5xx, the network). */
  retry: boolean;
}

/** What a failed send leaves of the device: dropped once it has failed the bound times in a row. */
async function afterFailure(userId: string, id: string, subscription: StoredPushSubscription): Promise<'dropped' | 'kept'> {
  const failures = await countPushFailure(userId, id, subscription.endpoint);
  if (failures < CHANNEL_LIMITS.pushFailures.max) return 'kept';
  await removeGonePushSubscription(userId, id, subscription.endpoint);
  return 'dropped';
}

/** Whether the device's last use is already noted for the day of `now`: its owner reads it as a day. */
const usedOn = (subscription: StoredPushSubscription, now: Date) =>
  subscription.last_used_at?.slice(0, 10) === now.toISOString().slice(0, 10);

/**
 * Sends one notification to each subscription, side by side. A subscription its push service
 * says is gone (404, 410) is deleted; one whose sends fail for reasons of its own (refused, or
 * 429, 5xx and the network again and again) is dropped after a few in a row, so its retries end,
 * and the devices reached are reported either way, so a retry never reaches them twice.
 */
export async function pushToDevices(
  userId: string,
  subscriptions: readonly [string, StoredPushSubscription][],
  payload: PushPayload,
  now = new Date(),
): Promise<PushRun> {
  const body = JSON.stringify(payload);
  const outcomes = await Promise.all(subscriptions.map(async ([id, subscription]) => {
    const outcome = await sendPush(subscription, body);
    if (outcome === 'gone') await removeGonePushSubscription(userId, id, subscription.endpoint);
    if (outcome === 'sent' && (subscription.failures || !usedOn(subscription, now))) await notePushReached(userId, id, subscription.endpoint, now);
    if (outcome === 'refused') logger.warn('a push service refused a notification', { userId });
    if ((outcome === 'retry' || outcome === 'refused') && (await afterFailure(userId, id, subscription)) === 'dropped') return [id, 'gone'] as const;
    return [id, outcome] as const;
  }));
  return {
    reached: outcomes.filter(([, outcome]) => outcome === 'sent').map(([id]) => id),
    retry: outcomes.some(([, outcome]) => outcome === 'retry'),
  };
}
