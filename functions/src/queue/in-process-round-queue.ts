import pLimit from 'p-limit';
import type { RoundMessage } from '../core/checkins/round-message.ts';
import type { BatchHandler, QueueRecord, RoundQueue } from '../core/checkins/round-queue.ts';

// SQS and its Lambda event source, in process: messages are handed to the same batch handler
// the Lambda runs, in batches of batchSize, with at most maxConcurrency batches at once (p-limit
// in place of the event source's maximum concurrency). The records a batch reports failed (all
// of them, if the handler throws) are delivered again, behind what already waits; after
// maxReceiveCount deliveries a record goes to deadLetters instead, as SQS's redrive policy does.
// There is no visibility timeout: a retry runs as soon as a slot is free.

export interface InProcessQueueOptions {
  batchSize: number;
  maxConcurrency: number;
  maxReceiveCount: number;
}

interface Waiting extends QueueRecord {
  receiveCount: number;
}

export interface InProcessRoundQueue extends RoundQueue {
  /** Settles once every message sent so far is handled or dead. */
  drained(): Promise<void>;
  /** Bodies of the messages that failed maxReceiveCount times. */
  readonly deadLetters: readonly string[];
  /** Sends a raw body, as anything with the queue's address could. */
  sendBody(body: string): void;
}

export function inProcessRoundQueue(handle: BatchHandler, options: InProcessQueueOptions): InProcessRoundQueue {
  const limit = pLimit(options.maxConcurrency);
  const deadLetters: string[] = [];
  const running = new Set<Promise<void>>();
  let nextId = 0;

  function enqueue(batch: Waiting[]): void {
    const run = limit(() => runBatch(batch)).finally(() => running.delete(run));
    running.add(run);
  }

  async function runBatch(batch: Waiting[]): Promise<void> {
    const failed = await handle(batch).then(
      (response) => new Set(response.batchItemFailures.map((failure) => failure.itemIdentifier)),
      () => new Set(batch.map((record) => record.messageId)),
    );
    const retries: Waiting[] = [];
    for (const record of batch.filter((candidate) => failed.has(candidate.messageId))) {
      if (record.receiveCount >= options.maxReceiveCount) deadLetters.push(record.body);
      else retries.push({ ...record, receiveCount: record.receiveCount + 1 });
    }
    if (retries.length > 0) enqueue(retries);
  }

  function sendBodies(bodies: readonly string[]): void {
    for (let start = 0; start < bodies.length; start += options.batchSize) {
      enqueue(bodies.slice(start, start + options.batchSize).map((body) => ({ messageId: String(++nextId), body, receiveCount: 1 })));
    }
  }

  return {
    deadLetters,
    async send(messages: readonly RoundMessage[]) {
      sendBodies(messages.map((message) => JSON.stringify(message)));
    },
    sendBody(body) {
      sendBodies([body]);
    },
    async drained() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
