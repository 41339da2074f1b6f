import { loginFailureKey } from './keys.ts';
import { get, update } from './store.ts';

// At most 10 failed logins per email per 15-minute window. Counters live in the table with a
// TTL; expiry is also checked by the window number in the key, since TTL deletion is lazy.
export const MAX_FAILED_LOGINS = 10;
const WINDOW_MS = 15 * 60 * 1000;

const counterKey = (email: string, now: number) => loginFailureKey(email, Math.floor(now / WINDOW_MS));

export async function failedLogins(email: string, now = Date.now()): Promise<number> {
  const item = await get<{ count?: number }>(counterKey(email, now));
  return Number(item?.count ?? 0);
}

export async function recordFailedLogin(email: string, now = Date.now()): Promise<void> {
  await update({
    Key: counterKey(email, now),
    UpdateExpression: 'ADD #count :one SET expires_at = :expires',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':one': 1, ':expires': Math.ceil((now + 2 * WINDOW_MS) / 1000) },
  });
}
