import type { Coach } from '../../ai/coach.ts';
import { logger } from '../../logger.ts';
import { countCheckinFailed } from '../../metrics.ts';
import { retryOf } from './channels/channel-list.ts';
import type { DeliveryResult } from './channels/delivery.ts';
import { handleDue, type DueOutcome } from './handle-due.ts';
import { parseRoundMessage, type RoundMessage } from './round-message.ts';
import type { BatchResponse, QueueRecord } from './round-queue.ts';

// The worker: runs what the tick enqueued, a batch at a time, its rounds side by side. Delivery
// is at least once, so every message may come twice, or twice at once; handleDue and the
// deliveries make a repeat write and send nothing more.

export interface WorkerDeps {
  coach: Coach;
  /** The worker's clock; tests and the bench drive it. */
  now?: () => Date;
  /** Told of each message handled, for the local summary and the bench. */
  onHandled?: (message: RoundMessage, result: MessageResult) => void;
}

export interface MessageResult {
  outcome: DueOutcome | 'delivery';
  created: number;
  deliveries: DeliveryResult[];
}

async function runMessage(message: RoundMessage, deps: WorkerDeps): Promise<MessageResult> {
  const now = deps.now?.() ?? new Date();
  if (message.type === 'due') {
    return handleDue(message.item, now, deps.coach).catch((error: unknown) => {
      countCheckinFailed('app');
      throw error;
    });
  }
  const delivery = await retryOf(message).resend(message, now);
  return { outcome: 'delivery', created: 0, deliveries: [delivery] };
}

/**
 * Handles a batch and answers which records failed (a partial batch response), so one bad
 * message is retried, and in the end dead-lettered, without holding back the others.
 */
export async function handleBatch(records: readonly QueueRecord[], deps: WorkerDeps): Promise<BatchResponse> {
  const results = await Promise.allSettled(records.map(async (record) => {
    const message = parseRoundMessage(record.body);
    const result = await runMessage(message, deps);
    deps.onHandled?.(message, result);
  }));
  const batchItemFailures = records.flatMap((record, index) => {
    const result = results[index]!;
    if (result.status === 'fulfilled') return [];
    logger.error('check-in round failed', { messageId: record.messageId, error: result.reason as Error });
    return [{ itemIdentifier: record.messageId }];
  });
  return { batchItemFailures };
}
