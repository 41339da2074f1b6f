import {
  addressAttemptsKey, aiBreakdownsKey, allDevicesAttemptsKey, linkCodesMadeKey, confirmationMailsKey, deviceAttemptsKey, loginAttemptsKey, registrationsKey, resetRequestsFromKey,
  resetRequestsKey, slotOfCounter, tryPlansKey, type Key,
} from '../keys.ts';
import { query, update } from '../store.ts';

// Counters that bound what one caller may do, one per slot of time. Each use is counted with
// one conditional UpdateItem BEFORE the work it pays for, so parallel requests cannot all read
// "under the bound" and then all go ahead: the table decides, one request at a time.

/** Whose uses of what a counter counts. */
export type Counter =
  /** Failed logins for an email, from every address or (with `address`) from one. */
  | { of: 'login'; email: string; address?: string }
  /** Failed logins for an email from one trusted device. */
  | { of: 'device-login'; email: string; device: string }
  /** Failed logins for an email from any of its trusted devices. */
  | { of: 'devices-login'; email: string }
  /** Failed logins from one address, whatever the email. */
  | { of: 'address-login'; address: string }
  | { of: 'register'; address: string }
  | { of: 'ai-breakdowns'; userId: string }
  | { of: 'link-codes'; userId: string }
  /** Questions and plans asked for before any account, from one client address. */
  | { of: 'try-plans'; address: string }
  /** Password reset emails to one address, and reset requests from one client address. */
  | { of: 'reset-mails'; email: string }
  | { of: 'reset-requests'; address: string }
  | { of: 'confirmation-mails'; userId: string };

function keyOf(counter: Counter, slot: number): Key {
  switch (counter.of) {
    case 'login': return loginAttemptsKey(counter.email, slot, counter.address);
    case 'device-login': return deviceAttemptsKey(counter.email, counter.device, slot);
    case 'devices-login': return allDevicesAttemptsKey(counter.email, slot);
    case 'address-login': return addressAttemptsKey(counter.address, slot);
    case 'register': return registrationsKey(counter.address, slot);
    case 'ai-breakdowns': return aiBreakdownsKey(counter.userId, slot);
    case 'link-codes': return linkCodesMadeKey(counter.userId, slot);
    case 'try-plans': return tryPlansKey(counter.address, slot);
    case 'reset-mails': return resetRequestsKey(counter.email, slot);
    case 'reset-requests': return resetRequestsFromKey(counter.address, slot);
    case 'confirmation-mails': return confirmationMailsKey(counter.userId, slot);
  }
}

/**
 * Counts one use in the counter's slot unless `max` are counted there already. The slot's item
 * lives until `expiresAt` (seconds, the table's TTL). Answers whether the use was counted.
 */
export async function countUse(counter: Counter, slot: number, max: number, expiresAt: number): Promise<boolean> {
  const { written } = await update({
    Key: keyOf(counter, slot),
    UpdateExpression: 'ADD #count :one SET expires_at = :expires',
    ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':one': 1, ':max': max, ':expires': expiresAt },
  });
  return written;
}

/** The uses counted in the slots from `first` to `last`, in slot order (one Query). */
export async function usesBetween(counter: Counter, first: number, last: number): Promise<{ slot: number; count: number }[]> {
  const low = keyOf(counter, first);
  const { items } = await query({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':pk': low.pk, ':first': low.sk, ':last': keyOf(counter, last).sk },
    ProjectionExpression: 'sk, #count',
    ConsistentRead: true,
  });
  // Read by hand rather than by the limit window's schema: every sign-in and Telegram update counts,
  // and the two attributes a count has are checked here as the schema would.
  return items.map(({ sk, count }) => {
    if (typeof sk !== 'string' || (count !== undefined && typeof count !== 'number')) throw new Error(`A stored limit window ${String(sk)} does not read back`);
    return { slot: slotOfCounter(sk), count: count ?? 0 };
  });
}

/** Takes back a use counted for work that turned out not to need it (a right password). */
export async function uncountUse(counter: Counter, slot: number): Promise<void> {
  await update({
    Key: keyOf(counter, slot),
    UpdateExpression: 'ADD #count :minusOne',
    ConditionExpression: '#count > :zero',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
  });
}
