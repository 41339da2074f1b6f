// The names the functions' log lines and metrics go by. The stack's alarms (infra/lib/metric-alarms.ts)
// read the same names, so the two cannot drift apart.

/** The `service` key of every log line, and the `service` dimension of every metric. */
export const SERVICE_NAME = 'cakewalk';

export const METRICS_NAMESPACE = 'Cakewalk';

export const METRIC = {
  /** Check-ins that reached a person, by `channel`. */
  checkinsSent: 'CheckinsSent',
  /** Check-ins that did not, by `channel`: a round that failed (app), a send refused for good. */
  checkinsFailed: 'CheckinsFailed',
  /** Answers the offline planner gave because the AI provider failed. */
  aiFallbacks: 'AiFallbacks',
  /** Requests refused by a per-caller allowance, by `limit`. */
  limitsHit: 'LimitsHit',
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];

/** Where a check-in reaches a person: always in the app, and on each channel the person has on. */
export const CHECKIN_CHANNELS = ['app', 'telegram', 'push', 'email'] as const;
export type CheckinChannel = (typeof CHECKIN_CHANNELS)[number];
