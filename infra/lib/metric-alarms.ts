// Alarms on the failures the functions count themselves (functions/src/metrics.ts, in the
// embedded metric format), by the names functions/src/metric-names.ts gives them. A single
// failure is retried or answered otherwise (a round from the queue, a plan from the offline
// planner); a run of them within five minutes is a fault someone should look at.

import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import {
  CHECKIN_CHANNELS, METRIC, METRICS_NAMESPACE, SERVICE_NAME, type CheckinChannel, type MetricName,
} from '@cakewalk/functions/metric-names.ts';

const PERIOD = Duration.minutes(5);
const FAILURES_PER_PERIOD = 10;

function failureAlarm(scope: Construct, id: string, metricName: MetricName, dimensions: Record<string, string>, description: string): Alarm {
  return new Alarm(scope, id, {
    alarmDescription: description,
    metric: new Metric({
      namespace: METRICS_NAMESPACE,
      metricName,
      // Powertools gives every metric the service dimension.
      dimensionsMap: { service: SERVICE_NAME, ...dimensions },
      statistic: Stats.SUM,
      period: PERIOD,
    }),
    threshold: FAILURES_PER_PERIOD,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
}

/** One per channel: rounds that failed (app), or sends a channel refused for good. */
export function checkinFailureAlarms(scope: Construct): Record<CheckinChannel, Alarm> {
  const alarms = CHECKIN_CHANNELS.map((channel) => [channel, failureAlarm(
    scope, `CheckinsFailed-${channel}`, METRIC.checkinsFailed, { channel },
    `${FAILURES_PER_PERIOD} or more check-ins failed on the ${channel} channel within ${PERIOD.toMinutes()} minutes.`,
  )] as const);
  return Object.fromEntries(alarms) as Record<CheckinChannel, Alarm>;
}

/** The AI provider keeps failing, so people get the offline planner's plans and messages. */
export function aiFallbackAlarm(scope: Construct): Alarm {
  return failureAlarm(scope, 'AiFallbacks', METRIC.aiFallbacks, {},
    `The offline planner stood in for the AI provider ${FAILURES_PER_PERIOD} or more times within ${PERIOD.toMinutes()} minutes.`);
}
