import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './client.ts';
import { isConditionFailed } from './unavailable.ts';

// Telegram sends an update again when the webhook did not answer in time; without this a
// retried /done would mark a second step done. Telegram gives up on an update within a day.
const KEEP_SECONDS = 24 * 60 * 60;
const updateKey = (updateId: number) => ({ pk: `TGUPDATE#${updateId}`, sk: 'UPDATE' });

/** True the first time an update is seen. */
export async function claimUpdate(updateId: number, now = new Date()): Promise<boolean> {
  try {
    await ddb().send(new PutCommand({
      TableName: tableName(),
      Item: { ...updateKey(updateId), expires_at: Math.ceil(now.getTime() / 1000) + KEEP_SECONDS },
      ConditionExpression: 'attribute_not_exists(pk)',
    }));
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Lets Telegram's retry through after handling failed. */
export async function releaseUpdate(updateId: number): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: tableName(), Key: updateKey(updateId) }));
}
