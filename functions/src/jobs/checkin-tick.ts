import type { Context } from 'aws-lambda';
import { sqsRoundQueue } from '../queue/sqs-round-queue.ts';
import { tick, type TickSummary } from '../core/checkins/tick.ts';
import { inInvocation, logger } from '../logger.ts';

// EventBridge Scheduler runs this every minute (infra/lib/stacks/jobs-stack.ts).

export function handler(_event: unknown, context: Context): Promise<TickSummary> {
  return inInvocation({ job: 'checkin-tick' }, context, async () => {
    const queueUrl = process.env.CHECKIN_QUEUE_URL;
    if (!queueUrl) throw new Error('CHECKIN_QUEUE_URL is not set');
    const summary = await tick(new Date(), sqsRoundQueue(queueUrl));
    if (summary.due > 0 || summary.deliveries > 0) logger.info('check-in tick', { ...summary });
    return summary;
  });
}
