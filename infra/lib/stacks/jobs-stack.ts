// Scheduled check-ins, fanned out over a queue: EventBridge Scheduler runs the tick every minute;
// the tick only enqueues one message per due round; the worker consumes the queue with bounded
// concurrency and partial batch responses, behind a dead-letter queue. The figures come from
// shared/src/checkin-capacity.ts.

import { Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { EventSourceMapping, type CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption, type QueueProps } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { CHECKIN_CAPACITY } from '@cakewalk/shared/checkin-capacity.ts';
import type { AppSecrets } from '../app-secrets.ts';
import { CakewalkFunction } from '../cakewalk-function.ts';
import type { MailIdentity } from '../mail-identity.ts';
import { checkinTickEntry, checkinWorkerEntry } from '../function-entries.ts';
import { checkinFailureAlarms } from '../metric-alarms.ts';

export interface JobsStackProps extends StackProps {
  table: ITable;
  secrets: AppSecrets;
  functionEnvironment?: Record<string, string>;
  /** Who emails come from, for the functions that send them. */
  mail?: MailIdentity;
}

export const TICK_INTERVAL = Duration.minutes(1);

// AWS advises a visibility timeout of at least six times the function's timeout for an SQS
// event source, so a message in a batch that is still being retried is not handed out twice.
const VISIBILITY_TIMEOUT = Duration.seconds(6 * CHECKIN_CAPACITY.workerTimeoutSeconds);

const QUEUE_DEFAULTS: QueueProps = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true };

export class JobsStack extends Stack {
  readonly tick: CakewalkFunction;
  readonly worker: CakewalkFunction;
  readonly functions: readonly CakewalkFunction[];
  readonly rounds: Queue;
  readonly roundsDlq: Queue;
  readonly tickFailures: Queue;
  readonly schedule: Schedule;
  readonly alarms: { dlqDepth: Alarm; oldestMessage: Alarm; tickFailures: Alarm; checkinsFailed: ReturnType<typeof checkinFailureAlarms> };

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);

    this.roundsDlq = this.deadLetterStore('CheckinRoundsDlq', 'rounds that failed maxReceiveCount times (redrive them to the rounds queue once fixed)');
    this.rounds = new Queue(this, 'CheckinRounds', {
      ...QUEUE_DEFAULTS,
      visibilityTimeout: VISIBILITY_TIMEOUT,
      // A round older than a day is skipped as late anyway.
      retentionPeriod: Duration.days(1),
      deadLetterQueue: { queue: this.roundsDlq, maxReceiveCount: CHECKIN_CAPACITY.maxReceiveCount },
    });
    // Ticks that failed, and schedule events that could not be delivered. Nothing retries them:
    // the next tick a minute later reads on from where the last one stopped.
    this.tickFailures = this.deadLetterStore('CheckinTickFailures', 'failed ticks (Lambda on-failure destination and the Scheduler DLQ)');

    this.tick = new CakewalkFunction(this, checkinTickEntry.id, {
      entry: checkinTickEntry,
      environment: { ...props.functionEnvironment, CHECKIN_QUEUE_URL: this.rounds.queueUrl },
      onFailure: new SqsDestination(this.tickFailures),
      retryAttempts: 0,
    });
    Validations.of(this.tick.fn).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: 'Failed invocations go to the on-failure destination (CheckinTickFailures), which records more than a DLQ would.',
    });
    this.rounds.grantSendMessages(this.tick.role);

    this.worker = new CakewalkFunction(this, checkinWorkerEntry.id, { entry: checkinWorkerEntry, environment: props.functionEnvironment });
    Validations.of(this.worker.fn).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: 'The worker is only invoked by its SQS event source; failed messages go to the queue’s own dead-letter queue.',
    });
    const source = new EventSourceMapping(this, 'WorkerSource', {
      target: this.worker.fn,
      eventSourceArn: this.rounds.queueArn,
      batchSize: CHECKIN_CAPACITY.workerBatchSize,
      maxConcurrency: CHECKIN_CAPACITY.workerMaxConcurrency,
      reportBatchItemFailures: true,
    });
    this.rounds.grantConsumeMessages(this.worker.role);
    Validations.of(source).acknowledge({
      id: 'Serverless-LambdaEventSourceMappingDestination',
      reason: 'SQS event sources take no on-failure destination; the rounds queue redrives to its own dead-letter queue instead.',
    });

    this.functions = [this.tick, this.worker];
    for (const fn of this.functions) {
      fn.bindTable(props.table);
      fn.bindSecrets(props.secrets);
      fn.bindMail(props.mail);
    }

    this.schedule = new Schedule(this, 'CheckinSchedule', {
      description: 'Cakewalk check-ins: enqueue the rounds due this minute',
      schedule: ScheduleExpression.rate(TICK_INTERVAL),
      target: new LambdaInvoke(this.tick.fn, {
        role: this.schedulerRole(),
        deadLetterQueue: this.tickFailures,
        // A tick that cannot start within its minute is dropped; the next one covers its minute.
        maxEventAge: TICK_INTERVAL,
        retryAttempts: 2,
      }),
    });

    this.alarms = this.makeAlarms();
  }

  private deadLetterStore(id: string, holds: string): Queue {
    const queue = new Queue(this, id, { ...QUEUE_DEFAULTS, retentionPeriod: Duration.days(14) });
    Validations.of(queue).acknowledge(
      { id: 'Serverless-SQSRedrivePolicy', reason: `This queue is itself a dead-letter store for ${holds}; nothing consumes it.` },
      { id: 'AwsSolutions-SQS3', reason: `This queue is itself a dead-letter store for ${holds}; it needs none of its own.` },
    );
    return queue;
  }

  private makeAlarms(): JobsStack['alarms'] {
    const atLeastOne = (id: string, queue: Queue, description: string) =>
      new Alarm(this, id, {
        alarmDescription: description,
        metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1) }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    return {
      dlqDepth: atLeastOne('CheckinRoundsDlqDepth', this.roundsDlq, 'Check-in rounds failed every try and wait in the dead-letter queue.'),
      tickFailures: atLeastOne('CheckinTickFailed', this.tickFailures, 'A check-in tick failed or could not be delivered.'),
      oldestMessage: new Alarm(this, 'CheckinRoundsLate', {
        alarmDescription: `Check-in rounds wait over ${CHECKIN_CAPACITY.lateAlarmSeconds} s in the queue: the worker is falling behind.`,
        metric: this.rounds.metricApproximateAgeOfOldestMessage({ period: Duration.minutes(1) }),
        threshold: CHECKIN_CAPACITY.lateAlarmSeconds,
        evaluationPeriods: 2,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      checkinsFailed: checkinFailureAlarms(this),
    };
  }

  // Our own role so it can be scoped to this account and its findings acknowledged by name.
  private schedulerRole(): Role {
    const role = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    });
    const functionId = this.getLogicalId(this.tick.fn.node.defaultChild as CfnFunction);
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${functionId}.Arn>:*]`,
      reason: "Lambda's grantInvoke covers the function's versions and aliases (ARN:*); it is still this one function.",
    });
    return role;
  }
}
