import { SendMessageBatchCommand, SQSClient, type SendMessageBatchRequestEntry } from '@aws-sdk/client-sqs';
import pLimit from 'p-limit';
import { CHECKIN_CAPACITY } from '@cakewalk/shared/checkin-capacity.ts';
import { SigningHash } from '../config/signing-hash.ts';
import type { RoundMessage } from '../core/checkins/round-message.ts';
import type { RoundQueue } from '../core/checkins/round-queue.ts';

// SendMessageBatch may accept part of a batch and name the rest as failed; those are sent again
// a few times before the tick gives up (and leaves its minutes for the next tick). Batches go
// out side by side: 20,000 rounds in one minute are 2,000 calls.
const ATTEMPTS = 3;
const BATCHES_AT_ONCE = 16;

export class QueueSendError extends Error {
  readonly failed: number;

  constructor(failed: number, reason: string) {
    super(`${failed} round messages could not be queued: ${reason}`);
    this.name = 'QueueSendError';
    this.failed = failed;
  }
}

async function sendBatch(client: SQSClient, queueUrl: string, entries: SendMessageBatchRequestEntry[]): Promise<void> {
  let pending = entries;
  let reason = '';
  for (let attempt = 0; attempt < ATTEMPTS && pending.length > 0; attempt++) {
    const { Failed = [] } = await client.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: pending }));
    const failedIds = new Set(Failed.map((failure) => failure.Id));
    // A sender fault (a malformed entry) will fail again; only the service's own failures are worth resending.
    const senderFault = Failed.find((failure) => failure.SenderFault);
    if (senderFault) throw new QueueSendError(Failed.length, `${senderFault.Code}: ${senderFault.Message ?? ''}`);
    reason = Failed.map((failure) => failure.Code).join(', ');
    pending = pending.filter((entry) => failedIds.has(entry.Id));
  }
  if (pending.length > 0) throw new QueueSendError(pending.length, reason);
}

export function sqsRoundQueue(queueUrl: string, client = new SQSClient({ sha256: SigningHash })): RoundQueue {
  return {
    async send(messages) {
      const limit = pLimit(BATCHES_AT_ONCE);
      const batches: SendMessageBatchRequestEntry[][] = [];
      messages.forEach((message: RoundMessage, index) => {
        if (index % CHECKIN_CAPACITY.sendBatchSize === 0) batches.push([]);
        batches.at(-1)!.push({ Id: String(index % CHECKIN_CAPACITY.sendBatchSize), MessageBody: JSON.stringify(message) });
      });
      await Promise.all(batches.map((entries) => limit(() => sendBatch(client, queueUrl, entries))));
    },
  };
}
