import type { Context, SQSEvent } from 'aws-lambda';
import { getCoach } from '../ai/providers/get-coach.ts';
import type { BatchResponse } from '../core/checkins/round-queue.ts';
import { handleBatch } from '../core/checkins/worker.ts';
import { inInvocation } from '../logger.ts';

// Consumes the rounds queue through an SQS event source with ReportBatchItemFailures
// (infra/lib/stacks/jobs-stack.ts), so the answer names only the records to deliver again.

export function handler(event: SQSEvent, context: Context): Promise<BatchResponse> {
  return inInvocation({ job: 'checkin-worker' }, context, async () => handleBatch(event.Records, { coach: await getCoach() }));
}
