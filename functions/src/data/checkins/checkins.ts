import type { Checkin } from '@cakewalk/shared/schemas/checkin.ts';
import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { NotFound } from '../../domain/errors.ts';
import { CHECKIN_PREFIX, checkinKey, checkinKind, readItem, userPk, type CheckinItem } from '../keys.ts';
import { get, put, query, queryPrefix, update } from '../store.ts';
import { pagesOf } from '../user-partition.ts';

// Check-ins live in the user's partition like reflections; their ids start with the due time,
// so the newest is first in a descending Query.

export type { CheckinItem, DeliveryState } from '../keys.ts';

export type NewCheckin = Omit<CheckinItem, 'pk' | 'sk' | 'reply'>;

export function toCheckin(item: CheckinItem): Checkin {
  const { id, kind, goal_id, goal_name, tone, message, created_at, reply } = item;
  return {
    id, kind, goal_id, goal_name, tone, message, created_at, reply: reply ?? null,
    step_id: item.step_id ?? null, stalled: item.stalled ?? false, stalled_days: item.stalled_days ?? null,
  };
}

/** Writes the check-in unless it exists; answers whether it is new and the stored item. */
export async function createCheckin(userId: string, checkin: NewCheckin): Promise<{ created: boolean; item: CheckinItem }> {
  const item: CheckinItem = { ...checkinKey(userId, checkin.id), ...checkin, reply: null };
  const { written } = await put({ Item: item, ConditionExpression: 'attribute_not_exists(pk)' });
  return { created: written, item: written ? item : await getCheckinItem(userId, checkin.id) };
}

export async function getCheckinItem(userId: string, id: string): Promise<CheckinItem> {
  const item = await get(checkinKey(userId, id));
  if (!item) throw new NotFound('Check-in');
  return readItem(checkinKind, item);
}

export async function listCheckinItems(userId: string, limit: number): Promise<CheckinItem[]> {
  const { items } = await query({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': CHECKIN_PREFIX },
    ScanIndexForward: false,
    ConsistentRead: true,
  }, limit);
  return items.map((item) => readItem(checkinKind, item));
}

/** Every check-in of the user, oldest first, a page at a time (an export). */
export async function* checkinPages(userId: string): AsyncGenerator<Checkin[]> {
  for await (const page of pagesOf(userId, CHECKIN_PREFIX)) yield page.map((item) => toCheckin(readItem(checkinKind, item)));
}

/** The check-ins whose ids start with `idPrefix` (a round's share its due time), oldest first. */
export async function checkinsWithIdPrefix(userId: string, idPrefix: string): Promise<CheckinItem[]> {
  return (await queryPrefix(userPk(userId), `${CHECKIN_PREFIX}${idPrefix}`)).map((item) => readItem(checkinKind, item));
}

export async function latestCheckin(userId: string): Promise<CheckinItem | undefined> {
  return (await listCheckinItems(userId, 1))[0];
}

/** Copies an edited (or, as null, deleted) reflection onto the check-in it still answers. */
export async function refreshReply(userId: string, id: string, reflectionId: string, reply: Reflection | null): Promise<void> {
  await update({
    Key: checkinKey(userId, id),
    UpdateExpression: 'SET reply = :reply',
    ConditionExpression: 'attribute_exists(pk) AND reply.id = :reflection',
    ExpressionAttributeValues: { ':reply': reply, ':reflection': reflectionId },
  });
}

/**
 * Takes "Due a week later" on the check-in, once: answers true for the first caller, false when it
 * was taken before (a replay, or a second press at the same time).
 */
export async function claimLaterDue(userId: string, id: string, date: string): Promise<boolean> {
  const { written } = await update({
    Key: checkinKey(userId, id),
    UpdateExpression: 'SET later_due = :date',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(later_due)',
    ExpressionAttributeValues: { ':date': date },
  });
  return written;
}

/**
 * Takes the check-in's Done for a habit, once: true for the first caller, false when it was taken
 * before (a second tap on a notification, a retried request).
 */
export async function claimCheckinDone(userId: string, id: string): Promise<boolean> {
  const { written } = await update({
    Key: checkinKey(userId, id),
    UpdateExpression: 'SET done_taken = :yes',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(done_taken)',
    ExpressionAttributeValues: { ':yes': true },
  });
  return written;
}

/** Gives the Done back when counting it failed, so trying again can count it. */
export async function releaseCheckinDone(userId: string, id: string): Promise<void> {
  await update({ Key: checkinKey(userId, id), UpdateExpression: 'REMOVE done_taken', ConditionExpression: 'attribute_exists(pk)' });
}

/** Records the reflection written in answer; `onlyIfUnanswered` keeps an earlier answer. */
export async function setReply(userId: string, id: string, reply: Reflection, onlyIfUnanswered = false): Promise<void> {
  await update({
    Key: checkinKey(userId, id),
    UpdateExpression: 'SET reply = :reply',
    ConditionExpression: onlyIfUnanswered ? 'attribute_exists(pk) AND attribute_type(reply, :null)' : 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':reply': reply, ...(onlyIfUnanswered && { ':null': 'NULL' }) },
  }, onlyIfUnanswered ? undefined : new NotFound('Check-in'));
}
