import { NotFound } from '../../domain/errors.ts';
import type { CheckinItem, DeliveryState } from './checkins.ts';
import { OUTBOX_PK, PUSH_OUTBOX_PK, checkinKey, checkinKind, outboxKey, outboxKind, pushOutboxKey, readItem, type Key } from '../keys.ts';
import { endSend, takeSend } from './send-lease.ts';
import { put, queryAll, remove, update, type Attributes } from '../store.ts';

// Delivery of one check-in on a channel (Telegram, web push). The outbox holds a pointer per
// check-in whose send is to be tried again, so the tick finds them without a Scan; the check-in's
// own state for the channel decides, under a condition, which worker may send it, so two never
// both send, and a failed send stays pending.

export type CheckinChannel = 'telegram' | 'push';

const CHANNELS = {
  telegram: { state: 'telegram', lease: 'lease_until', outboxPk: OUTBOX_PK, outboxKey },
  push: { state: 'push', lease: 'push_lease_until', outboxPk: PUSH_OUTBOX_PK, outboxKey: pushOutboxKey },
} as const satisfies Record<CheckinChannel, { state: keyof CheckinItem; lease: keyof CheckinItem; outboxPk: string; outboxKey: unknown }>;

/** A check-in still to send on a channel. */
export interface OutboxItem extends Key {
  user_id: string;
  checkin_id: string;
}

const outboxItem = (item: Attributes): OutboxItem => {
  const { pk, sk, user_id, checkin_id } = readItem(outboxKind, item);
  if (checkin_id === undefined) throw new Error(`The outbox entry ${pk} ${sk} names no check-in`);
  return { pk, sk, user_id, checkin_id };
};

export async function addToOutbox(channel: CheckinChannel, userId: string, checkinId: string): Promise<void> {
  const item: OutboxItem = { ...CHANNELS[channel].outboxKey(userId, checkinId), user_id: userId, checkin_id: checkinId };
  await put({ Item: item });
}

export async function removeFromOutbox(channel: CheckinChannel, item: Pick<OutboxItem, 'user_id' | 'checkin_id'>): Promise<void> {
  await remove({ Key: CHANNELS[channel].outboxKey(item.user_id, item.checkin_id) });
}

export async function listOutbox(channel: CheckinChannel): Promise<OutboxItem[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': CHANNELS[channel].outboxPk },
    ConsistentRead: true,
  });
  return items.map(outboxItem);
}

/**
 * The fields that give a new check-in's send on the channel to the round writing it, claimed in
 * the write itself as claimDelivery would claim it: only the try whose write creates the check-in
 * holds them, and one that dies mid-send leaves the lease to run out as after any claim.
 */
export function sendHeldFromWrite(channel: CheckinChannel, now: Date, leaseMs: number): Partial<Pick<CheckinItem, 'telegram' | 'lease_until' | 'push' | 'push_lease_until'>> {
  const until = new Date(now.getTime() + leaseMs).toISOString();
  return channel === 'telegram' ? { telegram: 'sending', lease_until: until } : { push: 'sending', push_lease_until: until };
}

/** Takes the right to send on the channel (data/send-lease.ts): the check-in, or undefined when it is not ours to send. */
export async function claimDelivery(channel: CheckinChannel, userId: string, checkinId: string, now: Date, leaseMs: number): Promise<CheckinItem | undefined> {
  const { state, lease } = CHANNELS[channel];
  const { attributes } = await update({ Key: checkinKey(userId, checkinId), ...takeSend(state, lease, now, leaseMs) });
  return attributes && readItem(checkinKind, attributes);
}

/**
 * Records how the send ended. `pushed` are the subscriptions a notification reached, remembered
 * in the same write so a retry sends only to the others.
 */
export async function finishDelivery(
  channel: CheckinChannel, userId: string, checkinId: string, state: Exclude<DeliveryState, 'sending'>, pushed: readonly string[] = [],
): Promise<void> {
  const { state: attribute, lease } = CHANNELS[channel];
  const end = endSend(attribute, lease, state);
  const reached = pushed.length > 0 && {
    UpdateExpression: `${end.UpdateExpression} ADD push_sent :ids`,
    ExpressionAttributeValues: { ...end.ExpressionAttributeValues, ':ids': new Set(pushed) },
  };
  await update({ Key: checkinKey(userId, checkinId), ...end, ...reached }, new NotFound('Check-in'));
}

export async function snoozeCheckin(userId: string, checkinId: string, until: string): Promise<void> {
  await update({
    Key: checkinKey(userId, checkinId),
    UpdateExpression: 'SET snoozed_until = :until',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':until': until },
  }, new NotFound('Check-in'));
}

/** Makes a snoozed check-in pending again, once: only the snooze that is still current counts. */
export async function reopenSnoozed(userId: string, checkinId: string, dueAt: string): Promise<boolean> {
  const { written } = await update({
    Key: checkinKey(userId, checkinId),
    UpdateExpression: 'SET telegram = :pending, reminder = :yes REMOVE snoozed_until',
    ConditionExpression: 'snoozed_until = :due AND telegram <> :sending',
    ExpressionAttributeValues: { ':pending': 'pending', ':yes': true, ':due': dueAt, ':sending': 'sending' },
  });
  return written;
}
