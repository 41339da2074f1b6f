import { NotFound } from '../../domain/errors.ts';
import type { CheckinItem, DeliveryState } from './checkins.ts';
import { OUTBOX_PK, checkinKey, outboxKey } from '../keys.ts';
import { put, queryAll, remove, update } from '../store.ts';

// Telegram delivery. The outbox holds a pointer per check-in whose send is to be tried again,
// so the tick finds them without a Scan; the check-in's own `telegram` state decides, under a
// condition, which worker may send it, so two never both send, and a failed send stays pending.

export interface OutboxItem {
  pk: string;
  sk: string;
  user_id: string;
  checkin_id: string;
}

export async function addToOutbox(userId: string, checkinId: string): Promise<void> {
  await put({ Item: { ...outboxKey(userId, checkinId), user_id: userId, checkin_id: checkinId } satisfies OutboxItem });
}

export async function removeFromOutbox(item: Pick<OutboxItem, 'user_id' | 'checkin_id'>): Promise<void> {
  await remove({ Key: outboxKey(item.user_id, item.checkin_id) });
}

export function listOutbox(): Promise<OutboxItem[]> {
  return queryAll<OutboxItem>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': OUTBOX_PK },
    ConsistentRead: true,
  });
}

/**
 * Takes the right to send: a pending check-in, or one whose sender stopped (crashed or timed
 * out) before its lease ran out. Answers the check-in, or undefined when it is not ours to send.
 */
export async function claimDelivery(userId: string, checkinId: string, now: Date, leaseMs: number): Promise<CheckinItem | undefined> {
  const { attributes } = await update({
    Key: checkinKey(userId, checkinId),
    UpdateExpression: 'SET telegram = :sending, lease_until = :lease',
    ConditionExpression: 'telegram = :pending OR (telegram = :sending AND lease_until < :now)',
    ExpressionAttributeValues: {
      ':pending': 'pending',
      ':sending': 'sending',
      ':now': now.toISOString(),
      ':lease': new Date(now.getTime() + leaseMs).toISOString(),
    },
    ReturnValues: 'ALL_NEW',
  });
  return attributes as CheckinItem | undefined;
}

export async function finishDelivery(userId: string, checkinId: string, state: Exclude<DeliveryState, 'sending'>): Promise<void> {
  await update({
    Key: checkinKey(userId, checkinId),
    UpdateExpression: 'SET telegram = :state REMOVE lease_until',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':state': state },
  }, new NotFound('Check-in'));
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
