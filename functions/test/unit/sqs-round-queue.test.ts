import { SendMessageBatchCommand, SQSClient, type SendMessageBatchCommandInput } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { RoundMessage } from '../../src/core/checkins/round-message.ts';
import { QueueSendError, sqsRoundQueue } from '../../src/queue/sqs-round-queue.ts';

// The SQS adapter against a mocked client: how messages become SendMessageBatch calls, and how a
// batch SQS accepts only in part is mapped back. The queue behind it is tested for real in the
// check-in integration tests, through the in-process queue with the same interface.

const sqs = mockClient(SQSClient);
beforeEach(() => sqs.reset());
afterAll(() => sqs.restore());

const QUEUE_URL = 'https://sqs.eu-west-1.amazonaws.com/123456789012/rounds';
const messages = (count: number): RoundMessage[] =>
  Array.from({ length: count }, (_, index) => ({ type: 'deliver', user_id: `user-${index}`, checkin_id: `checkin-${index}` }));
const inputs = () => sqs.commandCalls(SendMessageBatchCommand).map((call) => call.args[0].input as SendMessageBatchCommandInput);
const bodies = () => inputs().flatMap((input) => input.Entries!.map((entry) => JSON.parse(entry.MessageBody!) as RoundMessage));

describe('the SQS round queue', () => {
  it('sends 25 messages as batches of 10, 10 and 5, each message once and whole', async () => {
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    await sqsRoundQueue(QUEUE_URL, new SQSClient({})).send(messages(25));
    expect(inputs().map((input) => input.Entries!.length).sort()).toEqual([10, 10, 5]);
    expect(inputs().every((input) => input.QueueUrl === QUEUE_URL)).toBe(true);
    expect(bodies().map((message) => message.type === 'deliver' && message.checkin_id).sort()).toEqual(messages(25).map((m) => m.type === 'deliver' && m.checkin_id).sort());
    for (const input of inputs()) expect(new Set(input.Entries!.map((entry) => entry.Id)).size).toBe(input.Entries!.length);
  });

  it('sends nothing for no messages', async () => {
    await sqsRoundQueue(QUEUE_URL, new SQSClient({})).send([]);
    expect(inputs()).toEqual([]);
  });

  it('sends again only the entries SQS failed for its own reasons, until they are accepted', async () => {
    sqs.on(SendMessageBatchCommand)
      .resolvesOnce({ Failed: [{ Id: '3', Code: 'InternalError', SenderFault: false }, { Id: '7', Code: 'ServiceUnavailable', SenderFault: false }] })
      .resolves({ Failed: [] });
    await sqsRoundQueue(QUEUE_URL, new SQSClient({})).send(messages(10));
    expect(inputs().map((input) => input.Entries!.map((entry) => entry.Id))).toEqual([
      ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
      ['3', '7'],
    ]);
  });

  it('gives up with an error naming how many were not queued when SQS keeps failing them', async () => {
    sqs.on(SendMessageBatchCommand).resolves({ Failed: [{ Id: '0', Code: 'InternalError', SenderFault: false }] });
    const sending = sqsRoundQueue(QUEUE_URL, new SQSClient({})).send(messages(1));
    await expect(sending).rejects.toBeInstanceOf(QueueSendError);
    await expect(sending).rejects.toMatchObject({ failed: 1 });
    expect(inputs()).toHaveLength(3);
  });

  it('does not resend an entry SQS refused as the sender’s fault', async () => {
    sqs.on(SendMessageBatchCommand).resolves({ Failed: [{ Id: '1', Code: 'InvalidMessageContents', SenderFault: true, Message: 'bad' }] });
    await expect(sqsRoundQueue(QUEUE_URL, new SQSClient({})).send(messages(2))).rejects.toThrow(/InvalidMessageContents/);
    expect(inputs()).toHaveLength(1);
  });

  it('fails the send when the call itself fails', async () => {
    sqs.on(SendMessageBatchCommand).rejects(Object.assign(new Error('no route'), { name: 'NetworkingError' }));
    await expect(sqsRoundQueue(QUEUE_URL, new SQSClient({})).send(messages(3))).rejects.toThrow('no route');
  });
});
