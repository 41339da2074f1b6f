import { BatchGetCommand, BatchWriteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiEvent } from '../../src/http/lambda-event.ts';
import { profileKey } from '../../src/data/keys.ts';
import { getMany, putAll } from '../../src/data/store.ts';
import { Unavailable } from '../../src/domain/errors.ts';

process.env.TABLE_NAME = 'unit';
const dynamo = mockClient(DynamoDBDocumentClient);
beforeEach(() => dynamo.reset());
afterEach(() => vi.useRealTimers());
afterAll(() => dynamo.restore());

// The back-off between retries runs on fake timers: the test proves the give-up, not the waiting.
async function settledAfterBackOff(work: Promise<unknown>): Promise<unknown> {
  const outcome = work.then(() => undefined, (error: unknown) => error);
  await vi.runAllTimersAsync();
  return outcome;
}

const event = (over: Partial<ApiEvent>): ApiEvent => ({
  version: '2.0', routeKey: '', rawPath: '', rawQueryString: '', headers: {}, isBase64Encoded: false,
  requestContext: { authorizer: { lambda: { userId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' } } } as ApiEvent['requestContext'],
  ...over,
});
const throttled = () => Object.assign(new Error('Rate exceeded'), { name: 'ProvisionedThroughputExceededException' });

describe('storage errors', () => {
  it('answers 503 {error} when DynamoDB throttles a read', async () => {
    dynamo.on(QueryCommand).rejects(throttled());
    const { handler } = await import('../../src/handlers/goals/get-goal.ts');
    const result = await handler(event({ pathParameters: { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' } }));
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(String(result.body))).toEqual({ error: expect.stringContaining('try again') });
  });

  it('answers 503 when a write is throttled, and 404 when its condition fails', async () => {
    const { handler } = await import('../../src/handlers/goals/update-microtask-status.ts');
    const patch = () => handler(event({
      pathParameters: { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV.m1' },
      body: JSON.stringify({ status: 'in_progress' }),
    }));
    // The route creates items, so it reads the profile first: the account is open.
    const accountOpen = () => dynamo.on(GetCommand, { Key: profileKey('01ARZ3NDEKTSV4RRFFQ69G5FAV') }).resolves({ Item: { email: 'a@example.com' } });
    accountOpen();
    dynamo.on(UpdateCommand).rejects(throttled());
    expect((await patch()).statusCode).toBe(503);
    dynamo.on(UpdateCommand).rejects(Object.assign(new Error('failed'), { name: 'ConditionalCheckFailedException' }));
    // A refused one-off write is read again (it may be a habit bite): the item is not there.
    dynamo.on(GetCommand).resolves({});
    accountOpen();
    expect((await patch()).statusCode).toBe(404);
  });

  it('answers 500 without internals for an error it does not know', async () => {
    dynamo.on(GetCommand).rejects(new Error('secret internals at /var/task/index.js:1'));
    const { handler } = await import('../../src/handlers/accounts/get-me.ts');
    const result = await handler(event({}));
    expect(result.statusCode).toBe(500);
    expect(String(result.body)).not.toContain('internals');
  });
});

describe('batch writes', () => {
  it('sends unprocessed items again until every item is written', async () => {
    const items = Array.from({ length: 30 }, (_, i) => ({ pk: 'P', sk: `S${i}` }));
    const leftOver = [{ PutRequest: { Item: items[3]! } }, { PutRequest: { Item: items[7]! } }];
    dynamo.on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: { unit: leftOver } })
      .resolves({ UnprocessedItems: {} });
    await putAll(items);
    const calls = dynamo.commandCalls(BatchWriteCommand);
    expect(calls.map((c) => c.args[0].input.RequestItems!.unit!.length)).toEqual([25, 2, 5]);
    expect(calls[1]!.args[0].input.RequestItems!.unit).toEqual(leftOver);
  });

  it('gives up as Unavailable (a 503, try again later) when items stay unprocessed', async () => {
    vi.useFakeTimers();
    dynamo.on(BatchWriteCommand).resolves({ UnprocessedItems: { unit: [{ PutRequest: { Item: { pk: 'P', sk: 'S' } } }] } });
    const started = Date.now();
    expect(await settledAfterBackOff(putAll([{ pk: 'P', sk: 'S' }]))).toBeInstanceOf(Unavailable);
    expect(dynamo.commandCalls(BatchWriteCommand)).toHaveLength(8);
    // Seven waits that double from 50 ms, none longer than a second.
    expect(Date.now() - started).toBe(50 + 100 + 200 + 400 + 800 + 1000 + 1000);
  });
});

describe('batch reads', () => {
  it('asks again for the keys left unread and answers in the order asked, with gaps for items not there', async () => {
    dynamo.on(BatchGetCommand)
      .resolvesOnce({ Responses: { unit: [{ pk: 'P', sk: 'B', n: 2 }] }, UnprocessedKeys: { unit: { Keys: [{ pk: 'P', sk: 'A' }] } } })
      .resolves({ Responses: { unit: [{ pk: 'P', sk: 'A', n: 1 }] } });
    const found = await getMany([{ pk: 'P', sk: 'A' }, { pk: 'P', sk: 'B' }, { pk: 'P', sk: 'C' }]);
    expect(found).toEqual([{ pk: 'P', sk: 'A', n: 1 }, { pk: 'P', sk: 'B', n: 2 }, undefined]);
    expect(dynamo.commandCalls(BatchGetCommand)[1]!.args[0].input.RequestItems!.unit!.Keys).toEqual([{ pk: 'P', sk: 'A' }]);
  });

  it('gives up as Unavailable (a 503, try again later) when keys stay unread', async () => {
    vi.useFakeTimers();
    dynamo.on(BatchGetCommand).resolves({ UnprocessedKeys: { unit: { Keys: [{ pk: 'P', sk: 'A' }] } } });
    expect(await settledAfterBackOff(getMany([{ pk: 'P', sk: 'A' }]))).toBeInstanceOf(Unavailable);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(8);
  });
});
