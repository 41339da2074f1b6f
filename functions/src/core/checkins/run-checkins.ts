import { listDue, moveCursor, readCursor } from '../../data/schedule.ts';
import { logger } from '../../logger.ts';
import { deliverPending, type DeliverySummary } from './deliver.ts';
import { handleDue, type DueOutcome } from './handle-due.ts';

// One run of the check-ins: the cloud job (jobs/checkins.ts), the local timer and
// `npm run checkins` all call runCheckins. Tests pass `now` to drive it.

export interface CheckinRunSummary extends DeliverySummary {
  due: number;
  created: number;
  outcomes: Partial<Record<DueOutcome | 'error', number>>;
}

export interface CheckinRunOptions {
  now?: Date;
}

/**
 * Handles everything that fell due since the last run, then sends what waits for Telegram.
 * A schedule item that failed stays, and the cursor stops at it, so the next run tries again.
 */
export async function runCheckins({ now = new Date() }: CheckinRunOptions = {}): Promise<CheckinRunSummary> {
  const cursor = (await readCursor()) ?? now;
  const due = await listDue(cursor, now);
  const summary: CheckinRunSummary = { due: due.length, created: 0, outcomes: {}, sent: 0, retrying: 0, failed: 0 };
  let firstFailure: string | undefined;
  for (const item of due) {
    let outcome: DueOutcome | 'error';
    try {
      const result = await handleDue(item, now);
      outcome = result.outcome;
      summary.created += result.created;
    } catch (error) {
      logger.error('check-in round failed', { userId: item.user_id, kind: item.kind, dueAt: item.due_at, error: error as Error });
      outcome = 'error';
      if (!firstFailure || item.due_at < firstFailure) firstFailure = item.due_at;
    }
    summary.outcomes[outcome] = (summary.outcomes[outcome] ?? 0) + 1;
  }
  Object.assign(summary, await deliverPending(now));
  await moveCursor(firstFailure ? new Date(firstFailure) : now);
  return summary;
}

