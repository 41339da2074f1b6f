import { runCheckins, type CheckinRunSummary } from '../core/checkins/run-checkins.ts';
import { logger } from '../logger.ts';

// The check-in job: EventBridge Scheduler runs `handler` every 15 minutes in the cloud; the
// local server's timer and `npm run checkins` call runCheckins directly.
export async function handler(): Promise<CheckinRunSummary> {
  const summary = await runCheckins();
  logger.info('check-in run', { ...summary });
  return summary;
}
