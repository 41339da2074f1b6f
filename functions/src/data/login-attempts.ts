import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './client.ts';

// At most 10 failed logins per email per 15-minute window. Counters live in the table with a
// TTL; expiry is also checked by the window number in the key, since TTL deletion is lazy.
export const MAX_FAILED_LOGINS = 10;
const WINDOW_MS = 15 * 60 * 1000;

const counterKey = (email: string, now: number) => ({
  pk: `LOGINFAIL#${email.toLowerCase()}`,
  sk: `WINDOW#${Math.floor(now / WINDOW_MS)}`,
});

export async function failedLogins(email: string, now = Date.now()): Promise<number> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: counterKey(email, now), ConsistentRead: true }));
  return Number(Item?.count ?? 0);
}

export async function recordFailedLogin(email: string, now = Date.now()): Promise<void> {
  await ddb().send(new UpdateCommand({
    TableName: tableName(),
    Key: counterKey(email, now),
    UpdateExpression: 'ADD #count :one SET expires_at = :expires',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':one': 1, ':expires': Math.ceil((now + 2 * WINDOW_MS) / 1000) },
  }));
}
