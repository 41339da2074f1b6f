import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckinRunSummary } from '../../../src/local/checkin-job.ts';
import { startCheckinTimer } from '../../../src/local/checkin-timer.ts';

// The local timer on a fake clock: when it runs the check-ins, not how fast they go.

afterEach(() => {
  vi.useRealTimers();
});

const summary: CheckinRunSummary = { due: 0, created: 0, outcomes: {}, sent: 0, retrying: 0, failed: 0, dead: 0 };

describe('the local check-in timer', () => {
  it('runs at once, then at the start of every minute, as the cloud schedule does', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T08:00:42.500Z') });
    const runs: string[] = [];
    const timer = startCheckinTimer(60_000, async () => {
      runs.push(new Date().toISOString());
      return summary;
    });
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    await timer.stop();
    expect(runs).toEqual(['2026-11-23T08:00:42.500Z', '2026-11-23T08:01:00.000Z', '2026-11-23T08:02:00.000Z', '2026-11-23T08:03:00.000Z']);
  });

  it('skips a tick while the last run still goes, and stop waits for it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T08:00:59.000Z') });
    let finish: (() => void) | undefined;
    let runs = 0;
    const timer = startCheckinTimer(60_000, () => {
      runs++;
      return new Promise<CheckinRunSummary>((resolve) => {
        finish = () => resolve(summary);
      });
    });
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(runs).toBe(1);
    const stopped = timer.stop();
    finish!();
    await stopped;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(1);
  });
});
