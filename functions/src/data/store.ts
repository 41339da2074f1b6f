import {
  BatchGetCommand, BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand,
  type BatchWriteCommandInput, type DeleteCommandInput, type PutCommandInput, type QueryCommandInput,
  type ScanCommandInput, type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { Unavailable, type DomainError } from '../domain/errors.ts';
import { ddb, tableName } from './client.ts';
import { isConditionFailed, isRetryLater } from './faults.ts';
import type { Key } from './keys.ts';

// The only module that sends commands to the table. Repositories describe items and
// conditions; the refused condition, the batch retries, the paging and the table's outages
// (throttling, an endpoint down: the domain's Unavailable) are handled here once.

type Input<T> = Omit<T, 'TableName'>;

/** A command's answer; a fault worth waiting out becomes Unavailable, which callers answer with 503. */
function sent<T>(sending: Promise<T>): Promise<T> {
  return sending.catch((error: unknown) => {
    throw isRetryLater(error) ? new Unavailable(undefined, { cause: error }) : error;
  });
}
export type Attributes = Record<string, unknown>;

/** Whether a write happened, and what it returned (with ReturnValues). */
export interface Written {
  written: boolean;
  attributes: Attributes | undefined;
}

/**
 * Runs a write that may carry a condition. A refused condition is an answer, not a failure:
 * it throws `refused` when given, else answers `written: false`.
 */
async function write(send: () => Promise<{ Attributes?: Attributes }>, refused?: DomainError): Promise<Written> {
  try {
    const { Attributes } = await send();
    return { written: true, attributes: Attributes };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    if (refused) throw refused;
    return { written: false, attributes: undefined };
  }
}

export function put(input: Input<PutCommandInput>, refused?: DomainError): Promise<Written> {
  return write(() => sent(ddb().send(new PutCommand({ TableName: tableName(), ...input }))), refused);
}

export function update(input: Input<UpdateCommandInput>, refused?: DomainError): Promise<Written> {
  return write(() => sent(ddb().send(new UpdateCommand({ TableName: tableName(), ...input }))), refused);
}

export function remove(input: Input<DeleteCommandInput>, refused?: DomainError): Promise<Written> {
  return write(() => sent(ddb().send(new DeleteCommand({ TableName: tableName(), ...input }))), refused);
}

/** One item by key, read strongly consistent, optionally only some attributes. */
export async function get<T = Attributes>(key: Key, projection?: string[]): Promise<T | undefined> {
  const { Item } = await sent(ddb().send(new GetCommand({
    TableName: tableName(),
    Key: { pk: key.pk, sk: key.sk },
    ConsistentRead: true,
    ...(projection && projected(projection)),
  })));
  return Item as T | undefined;
}

/** The expression parts that read only the named attributes (names may be reserved words). */
export function projected(names: string[]) {
  return {
    ProjectionExpression: names.map((_, i) => `#p${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#p${i}`, name])),
  };
}

export interface Page<T> {
  items: T[];
  /** Where the next page starts; undefined once the query is read to its end. */
  lastKey: Attributes | undefined;
}

/**
 * Runs one Query and follows its pages (1 MB each) until `limit` items are in hand or there are
 * no more. With a filter, a page can hold fewer items than asked for, so paging goes on.
 */
export async function query<T = Attributes>(input: Input<QueryCommandInput>, limit = Infinity): Promise<Page<T>> {
  const items: T[] = [];
  let lastKey = input.ExclusiveStartKey;
  do {
    const page = await sent(ddb().send(new QueryCommand({
      TableName: tableName(),
      ...input,
      ...(Number.isFinite(limit) && { Limit: limit - items.length }),
      ExclusiveStartKey: lastKey,
    })));
    items.push(...((page.Items ?? []) as T[]));
    lastKey = page.LastEvaluatedKey;
  } while (lastKey && items.length < limit);
  return { items, lastKey };
}

/** Every item a Query finds. */
export async function queryAll<T = Attributes>(input: Input<QueryCommandInput>): Promise<T[]> {
  return (await query<T>(input)).items;
}

/**
 * The whole table, a page at a time, read strongly consistent: for the one-off migration
 * (migration/migrate-table.ts) alone. Every request path is a key lookup or a Query.
 */
export async function* scanPages<T>(input: Input<ScanCommandInput>): AsyncGenerator<T[]> {
  let lastKey: Attributes | undefined;
  do {
    const page = await sent(ddb().send(new ScanCommand({ TableName: tableName(), ConsistentRead: true, ...input, ExclusiveStartKey: lastKey })));
    yield (page.Items ?? []) as T[];
    lastKey = page.LastEvaluatedKey;
  } while (lastKey);
}

/**
 * Up to 100 items by key in one BatchGetItem, read strongly consistent, answered in the keys'
 * order (undefined where there is none). Keys DynamoDB hands back unread are asked for again.
 */
export async function getMany<T = Attributes>(keys: readonly Key[]): Promise<(T | undefined)[]> {
  const table = tableName();
  const found = new Map<string, T>();
  let pending: Key[] = keys.map(({ pk, sk }) => ({ pk, sk }));
  for (let round = 0; pending.length > 0; round++) {
    if (round === MAX_ROUNDS) throw new Unavailable(undefined, { cause: new Error('Unprocessed keys after retries') });
    if (round > 0) await sleep(Math.min(1000, 25 * 2 ** round));
    const result = await sent(ddb().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: true } } })));
    for (const item of result.Responses?.[table] ?? []) found.set(`${String(item.pk)}\n${String(item.sk)}`, item as T);
    pending = (result.UnprocessedKeys?.[table]?.Keys ?? []) as Key[];
  }
  return keys.map((key) => found.get(`${key.pk}\n${key.sk}`));
}

/** All items of a partition whose sort key starts with the prefix, read strongly consistent. */
export function queryPrefix<T = Attributes>(pk: string, prefix: string, projection?: string[]): Promise<T[]> {
  // An empty prefix means the whole partition: DynamoDB refuses an empty key value in begins_with.
  return queryAll<T>({
    KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
    ExpressionAttributeValues: prefix ? { ':pk': pk, ':prefix': prefix } : { ':pk': pk },
    ConsistentRead: true,
    ...(projection && projected(projection)),
  });
}

type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

const BATCH_SIZE = 25;
const MAX_ROUNDS = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One batch of up to 25, resending what DynamoDB hands back as unprocessed, with exponential backoff. */
async function writeBatch(table: string, requests: WriteRequest[]): Promise<void> {
  let pending = requests;
  for (let round = 0; pending.length > 0; round++) {
    if (round === MAX_ROUNDS) throw new Unavailable(undefined, { cause: new Error('Unprocessed items after retries') });
    if (round > 0) await sleep(Math.min(1000, 25 * 2 ** round));
    const result = await sent(ddb().send(new BatchWriteCommand({ RequestItems: { [table]: pending } })));
    pending = result.UnprocessedItems?.[table] ?? [];
  }
}

/**
 * Writes in batches of 25, `atOnce` batches side by side, because a BatchWrite may accept only
 * part of a batch under load and each batch is one round trip.
 */
async function batchWrite(requests: WriteRequest[], atOnce = 1): Promise<void> {
  const table = tableName();
  const batches: WriteRequest[][] = [];
  for (let start = 0; start < requests.length; start += BATCH_SIZE) batches.push(requests.slice(start, start + BATCH_SIZE));
  for (let i = 0; i < batches.length; i += atOnce) await Promise.all(batches.slice(i, i + atOnce).map((batch) => writeBatch(table, batch)));
}

export function putAll(items: readonly object[], atOnce = 1): Promise<void> {
  return batchWrite(items.map((Item) => ({ PutRequest: { Item: Item as Attributes } })), atOnce);
}

export function deleteAll(keys: readonly Key[]): Promise<void> {
  return batchWrite(keys.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })));
}

/** Puts some items and deletes others (never the same key) in as few BatchWrites as they fit. */
export function putAndDelete(items: readonly object[], keys: readonly Key[]): Promise<void> {
  return batchWrite([
    ...items.map((Item) => ({ PutRequest: { Item: Item as Attributes } })),
    ...keys.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })),
  ]);
}
