import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logger } from './logger.ts';
import { METRIC, METRICS_NAMESPACE, SERVICE_NAME, type CheckinChannel, type MetricName } from './metric-names.ts';

// What the functions count, as CloudWatch metrics in the embedded metric format (Powertools
// Metrics): a JSON line on stdout that CloudWatch Logs turns into a data point. Each count is
// written at once as a metric of its own (a single metric), as the counts differ in their
// dimensions; nothing waits for a flush that a crash would skip. Outside Lambda nothing reads
// them, so the local server, the bench and the tests write them only at LOG_LEVEL=DEBUG.

const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE_NAME });

// Lambda sets AWS_LAMBDA_FUNCTION_NAME in every function's environment.
const writing = () => Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME) || logger.getLevelName() === 'DEBUG';

function count(name: MetricName, dimensions: Record<string, string>, value = 1): void {
  if (!writing() || value === 0) return;
  const metric = metrics.singleMetric();
  for (const [dimension, of] of Object.entries(dimensions)) metric.addDimension(dimension, of);
  metric.addMetric(name, MetricUnit.Count, value);
}

export const countCheckinsSent = (channel: CheckinChannel, checkins = 1) => count(METRIC.checkinsSent, { channel }, checkins);
export const countCheckinFailed = (channel: CheckinChannel) => count(METRIC.checkinsFailed, { channel });
export const countAiFallback = () => count(METRIC.aiFallbacks, {});
export const countLimitHit = (limit: string) => count(METRIC.limitsHit, { limit });
