import type { Key } from '../keys.ts';
import { query, update } from '../store.ts';

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

/** The uses counted on the counters from `first` to `last` (one partition, in key order). */
export async function usesBetween(first: Key, last: Key): Promise<{ sk: string; count: number }[]> {
  const { items } = await query<{ sk: string; count?: number }>({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':pk': first.pk, ':first': first.sk, ':last': last.sk },
    ProjectionExpression: 'sk, #count',
    ConsistentRead: true,
  });
  return items.map((item) => ({ sk: item.sk, count: item.count ?? 0 }));
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
