import { BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './client.ts';
import type { Key } from './table.ts';

type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

const BATCH_SIZE = 25;
const MAX_ROUNDS = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes in batches of 25, resending whatever DynamoDB hands back as unprocessed with
 * exponential backoff, because a BatchWrite may accept only part of a batch under load.
 */
async function batchWrite(requests: WriteRequest[]): Promise<void> {
  const table = tableName();
  for (let start = 0; start < requests.length; start += BATCH_SIZE) {
    let pending = requests.slice(start, start + BATCH_SIZE);
    for (let round = 0; pending.length > 0; round++) {
      if (round === MAX_ROUNDS) throw Object.assign(new Error('Unprocessed items after retries'), { name: 'ThrottlingException' });
      if (round > 0) await sleep(Math.min(1000, 25 * 2 ** round));
      const result = await ddb().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = result.UnprocessedItems?.[table] ?? [];
    }
  }
}

export function putAll(items: Record<string, unknown>[]): Promise<void> {
  return batchWrite(items.map((Item) => ({ PutRequest: { Item } })));
}

export function deleteAll(keys: Key[]): Promise<void> {
  return batchWrite(keys.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })));
}
