import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { notFound } from '../http/errors.ts';
import { checkinKey, type CheckinItem, type DeliveryState } from './checkins.ts';
import { ddb, tableName } from './client.ts';
import { queryAll } from './query-all.ts';
import { isConditionFailed } from './unavailable.ts';

// Telegram delivery. The outbox holds a pointer per check-in still to send, so a run finds
// them without a Scan; the check-in's own `telegram` state decides, under a condition, which
// run may send it, so two runs never both send, and a failed send stays pending for the next.

const OUTBOX_PK = 'OUTBOX#TELEGRAM';

export interface OutboxItem {
  pk: string;
  sk: string;
  user_id: string;
  checkin_id: string;
}

const outboxItem = (userId: string, checkinId: string): OutboxItem =>
  ({ pk: OUTBOX_PK, sk: `${checkinId}#${userId}`, user_id: userId, checkin_id: checkinId });

export async function addToOutbox(userId: string, checkinId: string): Promise<void> {
  await ddb().send(new PutCommand({ TableName: tableName(), Item: outboxItem(userId, checkinId) }));
}

export async function removeFromOutbox(item: Pick<OutboxItem, 'user_id' | 'checkin_id'>): Promise<void> {
  const { pk, sk } = outboxItem(item.user_id, item.checkin_id);
  await ddb().send(new DeleteCommand({ TableName: tableName(), Key: { pk, sk } }));
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
  try {
    const { Attributes } = await ddb().send(new UpdateCommand({
      TableName: tableName(),
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
    }));
    return Attributes as CheckinItem;
  } catch (error) {
    if (isConditionFailed(error)) return undefined;
    throw error;
  }
}

export async function finishDelivery(userId: string, checkinId: string, state: Exclude<DeliveryState, 'sending'>): Promise<void> {
  await ddb().send(new UpdateCommand({
    TableName: tableName(),
    Key: checkinKey(userId, checkinId),
    UpdateExpression: 'SET telegram = :state REMOVE lease_until',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':state': state },
  }));
}

export async function snoozeCheckin(userId: string, checkinId: string, until: string): Promise<void> {
  try {
    await ddb().send(new UpdateCommand({
      TableName: tableName(),
      Key: checkinKey(userId, checkinId),
      UpdateExpression: 'SET snoozed_until = :until',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':until': until },
    }));
  } catch (error) {
    if (isConditionFailed(error)) throw notFound('Check-in');
    throw error;
  }
}

/** Makes a snoozed check-in pending again, once: only the snooze that is still current counts. */
export async function reopenSnoozed(userId: string, checkinId: string, dueAt: string): Promise<boolean> {
  try {
    await ddb().send(new UpdateCommand({
      TableName: tableName(),
      Key: checkinKey(userId, checkinId),
      UpdateExpression: 'SET telegram = :pending, reminder = :yes REMOVE snoozed_until',
      ConditionExpression: 'snoozed_until = :due AND telegram <> :sending',
      ExpressionAttributeValues: { ':pending': 'pending', ':yes': true, ':due': dueAt, ':sending': 'sending' },
    }));
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
