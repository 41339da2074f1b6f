import type { PushPayload } from '@cakewalk/shared/schemas/push.ts';
import { removeGonePushSubscription, type StoredPushSubscription } from '../../data/checkins/push-subscriptions.ts';
import { logger } from '../../logger.ts';
import { sendPush } from '../../push/send-push.ts';

export interface PushRun {
  /** The subscriptions the notification reached. */
  reached: string[];
  /** Some subscription may take it later (429, 5xx, the network). */
  retry: boolean;
}

/**
 * Sends one notification to each subscription, side by side. A subscription its push service
 * says is gone (404, 410) is deleted.
 */
export async function pushToDevices(userId: string, subscriptions: readonly [string, StoredPushSubscription][], payload: PushPayload): Promise<PushRun> {
  const body = JSON.stringify(payload);
  const outcomes = await Promise.all(subscriptions.map(async ([id, subscription]) => {
    const outcome = await sendPush(subscription, body);
    if (outcome === 'gone') await removeGonePushSubscription(userId, id, subscription.endpoint);
    if (outcome === 'refused') logger.warn('a push service refused a notification', { userId });
    return [id, outcome] as const;
  }));
  return {
    reached: outcomes.filter(([, outcome]) => outcome === 'sent').map(([id]) => id),
    retry: outcomes.some(([, outcome]) => outcome === 'retry'),
  };
}
