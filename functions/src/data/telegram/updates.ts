import { telegramUpdateKey } from '../keys.ts';
import { put, remove } from '../store.ts';

// Telegram sends an update again when the webhook did not answer in time; without this a
// retried /done would mark a second step done. Telegram gives up on an update within a day.
const KEEP_SECONDS = 24 * 60 * 60;

/** True the first time an update is seen. */
export async function claimUpdate(updateId: number, now = new Date()): Promise<boolean> {
  const { written } = await put({
    Item: { ...telegramUpdateKey(updateId), expires_at: Math.ceil(now.getTime() / 1000) + KEEP_SECONDS },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
  return written;
}

/** Lets Telegram's retry through after handling failed. */
export async function releaseUpdate(updateId: number): Promise<void> {
  await remove({ Key: telegramUpdateKey(updateId) });
}
