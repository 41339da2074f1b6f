import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLE } from './table.ts';

// One client per container, created on first use so a cold start that never touches the
// table pays nothing. DYNAMODB_ENDPOINT switches to any DynamoDB-compatible endpoint (the
// embedded engine, DynamoDB Local); without it the SDK talks to AWS as usual.
let client: DynamoDBDocumentClient | undefined;

export function ddb(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT || undefined }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return client;
}

export function tableName(): string {
  return process.env.TABLE_NAME || TABLE.localName;
}
