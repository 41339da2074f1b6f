import { inInvocation, logger } from '../logger.ts';
import { runCheckins, type CheckinRunSummary } from './checkin-job.ts';
import { invokeLocally } from './lambda-runtime.ts';

const DEFAULT_CHECKIN_INTERVAL_MS = 60_000;

export interface CheckinTimer {
  /** Stops the timer and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs the check-in tick and its rounds now and then every `intervalMs`, on the interval's
 * boundaries (with the default, at the start of each minute, as EventBridge Scheduler does in
 * the cloud), so a round due at 08:00 is read at 08:00 and not up to a minute later. A run still
 * going when the next is due is not doubled up: that tick is skipped.
 */
export function startCheckinTimer(
  intervalMs = Number(process.env.CHECKIN_INTERVAL_MS) || DEFAULT_CHECKIN_INTERVAL_MS,
  run: () => Promise<CheckinRunSummary> = runCheckins,
): CheckinTimer {
  let running: Promise<void> | undefined;
  // Each run is one invocation, as the cloud's tick and worker are.
  const invocation = () => invokeLocally('checkins', (context) => inInvocation({ job: 'checkins' }, context, async () => {
    try {
      const summary = await run();
      if (summary.due > 0 || summary.sent > 0 || summary.retrying > 0) logger.info('check-in run', { ...summary });
    } catch (error) {
      logger.error('check-in run failed', { error: error as Error });
    }
  }));
  const tick = () => {
    running ??= invocation().finally(() => {
      running = undefined;
    });
  };
  tick();
  let interval: NodeJS.Timeout | undefined;
  const aligned = setTimeout(() => {
    tick();
    interval = setInterval(tick, intervalMs);
  }, intervalMs - (Date.now() % intervalMs));
  return {
    async stop() {
      clearTimeout(aligned);
      clearInterval(interval);
      await running;
    },
  };
}
