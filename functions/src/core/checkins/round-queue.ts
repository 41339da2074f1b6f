import type { RoundMessage } from './round-message.ts';

// The queue between the tick and the worker. In the cloud it is SQS (queue/sqs-round-queue.ts)
// with a Lambda event source; locally and in tests an in-process queue (queue/in-process-round-queue.ts)
// with the same delivery rules: batches, a bounded number at once, partial batch failures
// redelivered, and a message that fails too often set aside as dead.

export interface RoundQueue {
  /** Enqueues every message, or rejects: the tick then keeps its minutes for the next tick. */
  send(messages: readonly RoundMessage[]): Promise<void>;
}

/** The part of an SQS record the worker reads. */
export interface QueueRecord {
  messageId: string;
  body: string;
}

/** Lambda's partial batch response: the records to deliver again. */
export interface BatchResponse {
  batchItemFailures: { itemIdentifier: string }[];
}

export type BatchHandler = (records: readonly QueueRecord[]) => Promise<BatchResponse>;
