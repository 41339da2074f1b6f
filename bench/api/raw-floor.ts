import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand, paginateQuery } from '@aws-sdk/lib-dynamodb';
import { clientConfig, tableName } from '@cakewalk/functions/data/client.ts';
import { GOAL_PREFIX, LEVEL, nodeKey, parseNodeId, userPk } from '@cakewalk/functions/data/keys.ts';

// The storage floor: the same reads and writes straight from the engine with the SDK, on a
// plain client of its own with the SDK's defaults (so the handlers' request counter does not
// see them, and the handlers' own tuning of their client is not in the floor).

export interface Floor {
  /** The user's goal items: one Query, following its pages. */
  query(): Promise<{ items: number; pages: number }>;
  /** One plain UpdateItem of one microtask's status, alternating done and in_progress. */
  update(): Promise<void>;
  close(): void;
}

export function storageFloor(userId: string, microtaskId: string): Floor {
  const base = new DynamoDBClient(clientConfig());
  const client = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  const address = parseNodeId(microtaskId, LEVEL.microtask);
  if (!address) throw new Error(`not a microtask id: ${microtaskId}`);
  const key = nodeKey(userId, address);
  let flips = 0;
  return {
    async query() {
      let items = 0;
      let pages = 0;
      const pager = paginateQuery({ client }, {
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': GOAL_PREFIX },
        ConsistentRead: true,
      });
      for await (const page of pager) {
        pages++;
        items += page.Items?.length ?? 0;
      }
      return { items, pages };
    },
    async update() {
      await client.send(new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': flips++ % 2 === 0 ? 'done' : 'in_progress' },
      }));
    },
    close: () => base.destroy(),
  };
}
