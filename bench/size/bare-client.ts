import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

// The floor the functions' cold starts are measured against: a Lambda that does nothing but read
// one item with the SDK's own DynamoDB client, as the SDK ships it. bench/size/bundles.ts bundles it
// with the functions' build options and imports it as Lambda would, beside each function.

const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async (event: { pk: string; sk: string }) =>
  client.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: event.pk, sk: event.sk } }));
