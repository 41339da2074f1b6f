import {
  CreateTableCommand, DeleteTableCommand, DescribeTableCommand, waitUntilTableExists, waitUntilTableNotExists, type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { TABLE } from '../../data/table.ts';

async function tableStatus(client: DynamoDBClient, name: string): Promise<string | undefined> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: name }))).Table?.TableStatus;
  } catch (error) {
    if ((error as Error).name === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

const becameActive = (client: DynamoDBClient, name: string, seconds: number) =>
  waitUntilTableExists({ client, maxWaitTime: seconds, minDelay: 1, maxDelay: 1 }, { TableName: name }).then(() => true, () => false);

/**
 * Creates the table from the shared definition when it is missing (local engines only), and
 * returns once it is active. A table still being created belongs to a process stopped in that
 * moment (the embedded engine finishes a creation in the process that asked for it, so a killed
 * one leaves it creating for ever); it never held an item, so it is made again.
 */
export async function ensureTable(client: DynamoDBClient, name: string): Promise<void> {
  const status = await tableStatus(client, name);
  if (status === 'ACTIVE') return;
  if (status !== undefined) {
    if (await becameActive(client, name, status === 'CREATING' ? 3 : 30)) return;
    if (status !== 'CREATING') throw new Error(`The table ${name} is ${status}, not active`);
    await client.send(new DeleteTableCommand({ TableName: name }));
    await waitUntilTableNotExists({ client, maxWaitTime: 30, minDelay: 1, maxDelay: 1 }, { TableName: name });
  }
  await client.send(new CreateTableCommand({
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      { AttributeName: TABLE.partitionKey, AttributeType: 'S' },
      { AttributeName: TABLE.sortKey, AttributeType: 'S' },
    ],
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
    ],
  }));
  if (!(await becameActive(client, name, 30))) throw new Error(`The table ${name} did not become active`);
}
