import { CreateTableCommand, DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { TABLE } from '../data/table.ts';

/** Creates the table from the shared definition when it is missing (local engines only). */
export async function ensureTable(client: DynamoDBClient, name: string): Promise<void> {
  try {
    await client.send(new DescribeTableCommand({ TableName: name }));
    return;
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
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
}
