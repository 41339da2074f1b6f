import { CHECKIN_CAPACITY } from '@cakewalk/shared/checkin-capacity.ts';
import type { Coach } from '../ai/coach.ts';
import { getCoach } from '../ai/providers/get-coach.ts';
import { markMinute } from '../data/checkins/schedule.ts';
import { parseRoundMessage, type RoundMessage } from '../core/checkins/round-message.ts';
import { inProcessRoundQueue, type InProcessQueueOptions } from '../queue/in-process-round-queue.ts';
import { tick } from '../core/checkins/tick.ts';
import { handleBatch, type MessageResult } from '../core/checkins/worker.ts';
import type { DueOutcome } from '../core/checkins/handle-due.ts';
import type { DeliveryResult } from '../core/checkins/channels/delivery.ts';

// The check-in job in one process: the same tick and worker as the cloud, with the in-process
// queue (p-limit) in place of SQS. The local server's timer and `npm run checkins` call it, and
// tests pass `now` to drive it.

export interface CheckinRunSummary {
  due: number;
  created: number;
  outcomes: Partial<Record<DueOutcome | 'delivery', number>>;
  sent: number;
  retrying: number;
  failed: number;
  /** Messages that failed every delivery and were set aside, as SQS's dead-letter queue would. */
  dead: number;
}

export const LOCAL_QUEUE: InProcessQueueOptions = {
  batchSize: CHECKIN_CAPACITY.workerBatchSize,
  maxConcurrency: CHECKIN_CAPACITY.workerMaxConcurrency,
  maxReceiveCount: CHECKIN_CAPACITY.maxReceiveCount,
};

export interface CheckinRunOptions {
  now?: Date;
  coach?: Coach;
  queue?: InProcessQueueOptions;
}

const DELIVERY_COUNTS: Partial<Record<DeliveryResult, 'sent' | 'retrying' | 'failed'>> = { sent: 'sent', retrying: 'retrying', failed: 'failed' };

function add(summary: CheckinRunSummary, result: MessageResult): void {
  summary.outcomes[result.outcome] = (summary.outcomes[result.outcome] ?? 0) + 1;
  summary.created += result.created;
  for (const delivery of result.deliveries) {
    const counter = DELIVERY_COUNTS[delivery];
    if (counter) summary[counter]++;
  }
}

// Nobody redrives a local dead-letter queue, so a round that failed every try is put back in the
// schedule's index instead, and the next run tries it again.
async function keepForNextRun(bodies: readonly string[]): Promise<void> {
  for (const body of bodies) {
    let message: RoundMessage;
    try {
      message = parseRoundMessage(body);
    } catch {
      continue;
    }
    if (message.type === 'due') await markMinute(message.item);
  }
}

/** One tick, then every round it enqueued, to the end. */
export async function runCheckins({ now, coach, queue: options = LOCAL_QUEUE }: CheckinRunOptions = {}): Promise<CheckinRunSummary> {
  const summary: CheckinRunSummary = { due: 0, created: 0, outcomes: {}, sent: 0, retrying: 0, failed: 0, dead: 0 };
  const deps = { coach: coach ?? await getCoach(), now: () => now ?? new Date(), onHandled: (_: unknown, result: MessageResult) => add(summary, result) };
  const queue = inProcessRoundQueue((records) => handleBatch(records, deps), options);
  summary.due = (await tick(now ?? new Date(), queue)).due;
  await queue.drained();
  summary.dead = queue.deadLetters.length;
  await keepForNextRun(queue.deadLetters);
  return summary;
}
