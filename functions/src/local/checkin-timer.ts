import { runCheckins } from './checkin-job.ts';
import { logger } from '../logger.ts';

export const DEFAULT_CHECKIN_INTERVAL_MS = 60_000;

export interface CheckinTimer {
  /** Stops the timer and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs the check-in job now and then every `intervalMs`, as EventBridge Scheduler does in the
 * cloud. A run still going when the next is due is not doubled up: that tick is skipped.
 */
export function startCheckinTimer(intervalMs = Number(process.env.CHECKIN_INTERVAL_MS) || DEFAULT_CHECKIN_INTERVAL_MS): CheckinTimer {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= runCheckins()
      .then((summary) => {
        if (summary.due > 0 || summary.sent > 0 || summary.retrying > 0) logger.info('check-in run', { ...summary });
      })
      .catch((error: unknown) => logger.error('check-in run failed', { error: error as Error }))
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
