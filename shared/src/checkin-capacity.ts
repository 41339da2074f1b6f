// How many check-in rounds run at once, and everything sized from it, in one place: the CDK
// jobs stack (infra/lib/stacks/jobs-stack.ts) builds the queue and the worker's event source from these
// figures, the worker handles a batch with them, and the local server's limiter allows the same
// number of rounds in flight. docs/checkins.md ("Check-ins at scale") works the capacity out from them.

export const CHECKIN_CAPACITY = {
  /** Partitions each minute's due items are spread over (DUE#<minute>#<shard>). */
  dueShards: 16,
  /** SQS SendMessageBatch takes at most 10 entries. */
  sendBatchSize: 10,
  /** Messages handed to one worker invocation; its rounds run side by side. */
  workerBatchSize: 10,
  /**
   * Worker invocations at once (the event source mapping's maximum concurrency). With
   * workerBatchSize rounds each, 40 x 10 = 400 rounds are in flight: at about a second a round
   * with a model, 24,000 rounds a minute. Each round asks the model once per active goal (three
   * for a typical user), so the provider sees up to 1,200 calls at once; raise this only as far
   * as the OpenAI account's requests-per-minute limit allows. On-demand DynamoDB takes the
   * resulting ~20 writes a round (about 8,000 a second at full speed) without provisioning.
   */
  workerMaxConcurrency: 40,
  /** A round's model calls are capped by OPENAI_TIMEOUT_MS (25 s); a batch ends well within this. */
  workerTimeoutSeconds: 60,
  /** Deliveries of one message before it goes to the dead-letter queue. */
  maxReceiveCount: 5,
  /** Oldest message this old (rounds running behind) raises the alarm. */
  lateAlarmSeconds: 120,
} as const;

/** Rounds in flight at once: the worker's concurrency times its batch, and the local limiter's bound. */
export const ROUNDS_IN_FLIGHT = CHECKIN_CAPACITY.workerMaxConcurrency * CHECKIN_CAPACITY.workerBatchSize;
