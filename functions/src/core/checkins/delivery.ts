// What the channels of one check-in share: who may send it (claimed on the check-in under a
// condition) and how a send ends (settled on the check-in, and into the channel's outbox when it is
// to be tried again). deliver.ts sends on Telegram, deliver-push.ts as a notification.

import { NotFound } from '../../domain/errors.ts';
import { addToOutbox, finishDelivery, removeFromOutbox, type CheckinChannel } from '../../data/checkins/delivery.ts';
import { getCheckinItem } from '../../data/checkins/checkins.ts';
import { countCheckinFailed, countCheckinsSent } from '../../metrics.ts';

// Long enough for one send (its timeout is 10 s), short enough that a worker that died mid-send
// does not hold the check-in back for long.
export const LEASE_MS = 2 * 60 * 1000;

/** What became of one send: 'busy' when another worker holds it, 'settled' when nothing was left to send. */
export type DeliveryResult = 'sent' | 'retrying' | 'failed' | 'none' | 'busy' | 'settled';

export interface DeliveryTarget {
  user_id: string;
  checkin_id: string;
  /** True when the send was found in the outbox, which then drops it once it is settled. */
  fromOutbox?: boolean;
}

async function deliveryState(channel: CheckinChannel, target: DeliveryTarget) {
  return getCheckinItem(target.user_id, target.checkin_id).then(
    (item) => item[channel] ?? 'none',
    (error: unknown) => {
      if (error instanceof NotFound) return 'gone' as const;
      throw error;
    },
  );
}

/**
 * Not ours to send on the channel: another worker is sending it (the outbox keeps it, in case
 * that one dies), or it is done.
 */
export async function notOurs(channel: CheckinChannel, target: DeliveryTarget): Promise<DeliveryResult> {
  const state = await deliveryState(channel, target);
  if (state === 'pending' || state === 'sending') {
    if (!target.fromOutbox) await addToOutbox(channel, target.user_id, target.checkin_id);
    return 'busy';
  }
  if (target.fromOutbox) await removeFromOutbox(channel, target);
  return 'settled';
}

/** Records how a send on the channel ended; one to try again goes to the outbox. */
export async function settle(channel: CheckinChannel, target: DeliveryTarget, state: 'sent' | 'failed' | 'none' | 'pending'): Promise<void> {
  await finishDelivery(channel, target.user_id, target.checkin_id, state);
  if (state === 'sent') countCheckinsSent(channel);
  if (state === 'failed') countCheckinFailed(channel);
  if (state === 'pending') await addToOutbox(channel, target.user_id, target.checkin_id);
  else if (target.fromOutbox) await removeFromOutbox(channel, target);
}

