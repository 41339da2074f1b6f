import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Checkin } from '@cakewalk/shared/schemas/checkin.ts';
import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { notFound } from '../http/errors.ts';
import { ddb, tableName } from './client.ts';
import { userPk } from './goal-keys.ts';
import { isConditionFailed } from './unavailable.ts';

// Check-ins live in the user's partition like reflections; their ids start with the due time,
// so the newest is first in a descending Query.

const PREFIX = 'CHECKIN#';
export const checkinKey = (userId: string, id: string) => ({ pk: userPk(userId), sk: `${PREFIX}${id}` });

/** Where the check-in stands on Telegram: 'none' when there was no chat to send it to. */
export type DeliveryState = 'none' | 'pending' | 'sending' | 'sent' | 'failed';

export interface CheckinItem extends Checkin {
  pk: string;
  sk: string;
  /** The goal's current step when the check-in was written: what its Done button marks. */
  step_id: string | null;
  due_at: string;
  telegram: DeliveryState;
  lease_until?: string;
  snoozed_until?: string;
  /** Set when a snoozed check-in is sent again. */
  reminder?: boolean;
}

export type NewCheckin = Omit<CheckinItem, 'pk' | 'sk' | 'reply'>;

export function toCheckin(item: CheckinItem): Checkin {
  const { id, kind, goal_id, goal_name, tone, message, created_at, reply } = item;
  return { id, kind, goal_id, goal_name, tone, message, created_at, reply: reply ?? null };
}

/** Writes the check-in unless it exists; answers whether it is new and the stored item. */
export async function createCheckin(userId: string, checkin: NewCheckin): Promise<{ created: boolean; item: CheckinItem }> {
  const item: CheckinItem = { ...checkinKey(userId, checkin.id), ...checkin, reply: null };
  try {
    await ddb().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
    return { created: true, item };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    return { created: false, item: await getCheckinItem(userId, checkin.id) };
  }
}

export async function getCheckinItem(userId: string, id: string): Promise<CheckinItem> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: checkinKey(userId, id), ConsistentRead: true }));
  if (!Item) throw notFound('Check-in');
  return Item as CheckinItem;
}

export async function listCheckinItems(userId: string, limit: number): Promise<CheckinItem[]> {
  const { Items } = await ddb().send(new QueryCommand({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': PREFIX },
    ScanIndexForward: false,
    Limit: limit,
    ConsistentRead: true,
  }));
  return (Items ?? []) as CheckinItem[];
}

export async function latestCheckin(userId: string): Promise<CheckinItem | undefined> {
  return (await listCheckinItems(userId, 1))[0];
}

/** Records the reflection written in answer; `onlyIfUnanswered` keeps an earlier answer. */
export async function setReply(userId: string, id: string, reply: Reflection, onlyIfUnanswered = false): Promise<void> {
  try {
    await ddb().send(new UpdateCommand({
      TableName: tableName(),
      Key: checkinKey(userId, id),
      UpdateExpression: 'SET reply = :reply',
      ConditionExpression: onlyIfUnanswered ? 'attribute_exists(pk) AND attribute_type(reply, :null)' : 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':reply': reply, ...(onlyIfUnanswered && { ':null': 'NULL' }) },
    }));
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    if (!onlyIfUnanswered) throw notFound('Check-in');
  }
}
