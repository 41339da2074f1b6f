import { BatchWriteItemCommand, DynamoDBClient, ListTablesCommand, paginateScan, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { clientConfig } from '../../data/client.ts';
import { TABLE } from '../../data/table.ts';

// dynalite keeps an item whose TTL has passed for ever; DynamoDB deletes it in the background.
// This does the same for the embedded engine, so login counters, link codes and other short-lived
// items do not pile up. Readers never rely on it: every condition that matters checks the time
// itself, as it must in the cloud, where deletion may lag by days.

const BATCH = 25;

async function removeFrom(client: DynamoDBClient, table: string, nowSeconds: number): Promise<number> {
  let removed = 0;
  const pages = paginateScan({ client }, {
    TableName: table,
    FilterExpression: '#ttl < :now',
    ProjectionExpression: '#pk, #sk',
    ExpressionAttributeNames: { '#ttl': TABLE.ttlAttribute, '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
    ExpressionAttributeValues: { ':now': { N: String(nowSeconds) } },
  });
  for await (const page of pages) {
    const keys: Record<string, AttributeValue>[] = page.Items ?? [];
    for (let i = 0; i < keys.length; i += BATCH) {
      const requests = keys.slice(i, i + BATCH).map((Key) => ({ DeleteRequest: { Key } }));
      // An item left unprocessed now is expired still at the next sweep.
      await client.send(new BatchWriteItemCommand({ RequestItems: { [table]: requests } }));
    }
    removed += keys.length;
  }
  return removed;
}

/** Deletes the expired items of every table the engine at `endpoint` holds; answers how many. */
export async function removeExpiredItems(endpoint: string, now = Date.now()): Promise<number> {
  // The engine takes any credentials; these are its own, whatever the environment holds.
  const client = new DynamoDBClient({ ...clientConfig(endpoint), region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    const { TableNames = [] } = await client.send(new ListTablesCommand({}));
    let removed = 0;
    for (const table of TableNames) removed += await removeFrom(client, table, Math.floor(now / 1000));
    return removed;
  } finally {
    client.destroy();
  }
}
