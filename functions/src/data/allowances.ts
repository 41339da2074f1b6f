import { profileKey, type Key } from './keys.ts';
import { update } from './store.ts';

// Counters that bound what one caller may do. Each use is counted with one conditional
// UpdateItem BEFORE the work it pays for, so parallel requests cannot all read "under the
// bound" and then all go ahead: the table decides, one request at a time.

/**
 * Counts one use on the counter at `key` unless `max` are counted already. The counter lives
 * until `expiresAt` (seconds, the table's TTL). Answers whether the use was counted.
 */
export async function countUse(key: Key, max: number, expiresAt: number): Promise<boolean> {
  const { written } = await update({
    Key: key,
    UpdateExpression: 'ADD #count :one SET expires_at = :expires',
    ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':one': 1, ':max': max, ':expires': expiresAt },
  });
  return written;
}

/** Takes back a use counted for work that turned out not to need it (a right password). */
export async function uncountUse(key: Key): Promise<void> {
  await update({
    Key: key,
    UpdateExpression: 'ADD #count :minusOne',
    ConditionExpression: '#count > :zero',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
  });
}

/**
 * Takes one of the user's `max` goal places, kept as a count on the profile. Answers false when
 * all are taken.
 */
export async function takeGoalPlace(userId: string, max: number): Promise<boolean> {
  const { written } = await update({
    Key: profileKey(userId),
    UpdateExpression: 'ADD goal_count :one',
    ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(goal_count) OR goal_count < :max)',
    ExpressionAttributeValues: { ':one': 1, ':max': max },
  });
  return written;
}

export async function giveBackGoalPlace(userId: string): Promise<void> {
  await update({
    Key: profileKey(userId),
    UpdateExpression: 'ADD goal_count :minusOne',
    ConditionExpression: 'goal_count > :zero',
    ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
  });
}
