import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countAiFallback, countCheckinFailed, countCheckinsSent, countLimitHit } from '../../src/metrics.ts';
import { jsonLines, outputAt } from '../support/log-lines.ts';

// The functions' counts as CloudWatch reads them: one embedded-metric-format line each, in Lambda
// always, elsewhere only at DEBUG.

beforeEach(() => {
  vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', '');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the metrics', () => {
  it('write nothing outside Lambda below DEBUG, so the local server and the tests stay quiet', async () => {
    const lines = await outputAt('INFO', async () => {
      countCheckinFailed('telegram');
      countAiFallback();
    });
    expect(lines).toEqual([]);
  });

  it('are one EMF line per count at DEBUG, with the service and the count’s own dimension', async () => {
    const lines = await outputAt('DEBUG', async () => {
      countCheckinFailed('telegram');
      countLimitHit('login');
    });
    expect(jsonLines(lines)).toEqual([
      expect.objectContaining({
        _aws: expect.objectContaining({
          CloudWatchMetrics: [{ Namespace: 'Cakewalk', Dimensions: [['service', 'channel']], Metrics: [{ Name: 'CheckinsFailed', Unit: 'Count' }] }],
        }),
        service: 'cakewalk',
        channel: 'telegram',
        CheckinsFailed: 1,
      }),
      expect.objectContaining({ limit: 'login', LimitsHit: 1 }),
    ]);
  });

  it('are written in Lambda whatever the log level, and a count of none is not written', async () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'cakewalk-checkin-worker');
    const lines = await outputAt('SILENT', async () => {
      countCheckinsSent('app', 0);
      countCheckinsSent('app', 3);
      countAiFallback();
    });
    expect(jsonLines(lines)).toEqual([
      expect.objectContaining({ channel: 'app', CheckinsSent: 3 }),
      expect.objectContaining({ _aws: expect.objectContaining({ CloudWatchMetrics: [expect.objectContaining({ Dimensions: [['service']] })] }), AiFallbacks: 1 }),
    ]);
  });
});
