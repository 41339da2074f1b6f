import { paginateQuery, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './client.ts';

/** Runs one Query and follows its pages (1 MB each) to the end. */
export async function queryAll<T>(input: Omit<QueryCommandInput, 'TableName'>): Promise<T[]> {
  const items: T[] = [];
  for await (const page of paginateQuery({ client: ddb() }, { TableName: tableName(), ...input })) {
    items.push(...((page.Items ?? []) as T[]));
  }
  return items;
}

/** All items of a partition whose sort key starts with the prefix, read strongly consistent. */
export function queryPrefix<T>(pk: string, prefix: string, projection?: string[]): Promise<T[]> {
  return queryAll<T>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    ConsistentRead: true,
    ...(projection && {
      ProjectionExpression: projection.map((_, i) => `#p${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(projection.map((name, i) => [`#p${i}`, name])),
    }),
  });
}
