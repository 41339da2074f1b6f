// Scheduled work: EventBridge Scheduler runs the check-in job every 15 minutes.

import { Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { AppSecrets } from './app-secrets.ts';
import { CakewalkFunction } from './cakewalk-function.ts';
import { checkinsJobEntry } from './function-entries.ts';

export interface JobsStackProps extends StackProps {
  table: ITable;
  secrets: AppSecrets;
  functionEnvironment?: Record<string, string>;
}

export const CHECKIN_INTERVAL = Duration.minutes(15);

export class JobsStack extends Stack {
  readonly checkins: CakewalkFunction;
  readonly failures: Queue;
  readonly schedule: Schedule;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);

    // Runs that failed, and schedule events that could not be delivered, kept two weeks for a
    // look. Nothing retries a failed run: the job is idempotent, and the next run 15 minutes
    // later picks up whatever this one did not finish.
    this.failures = new Queue(this, 'CheckinFailures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.failures).acknowledge(
      {
        id: 'Serverless-SQSRedrivePolicy',
        reason: 'This queue is itself the failure destination; nothing consumes it, so there is nothing to redrive.',
      },
      {
        id: 'AwsSolutions-SQS3',
        reason: 'This queue is the dead-letter store (Lambda on-failure destination and Scheduler DLQ); it needs none of its own.',
      },
    );

    this.checkins = new CakewalkFunction(this, checkinsJobEntry.id, {
      entry: checkinsJobEntry,
      environment: props.functionEnvironment,
      onFailure: new SqsDestination(this.failures),
      retryAttempts: 0,
    });
    Validations.of(this.checkins.fn).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: 'Failed invocations go to the on-failure destination (the same queue), which records more than a DLQ would.',
    });
    this.checkins.bindTable(props.table);
    this.checkins.bindSecrets(props.secrets);

    this.schedule = new Schedule(this, 'CheckinSchedule', {
      description: 'Cakewalk daily and weekly check-ins',
      schedule: ScheduleExpression.rate(CHECKIN_INTERVAL),
      target: new LambdaInvoke(this.checkins.fn, {
        role: this.schedulerRole(),
        deadLetterQueue: this.failures,
        // A run that cannot start within its own window is dropped, not queued behind the next.
        maxEventAge: CHECKIN_INTERVAL,
        retryAttempts: 2,
      }),
    });
  }

  // Our own role so it can be scoped to this account and its findings acknowledged by name.
  private schedulerRole(): Role {
    const role = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    });
    const functionId = this.getLogicalId(this.checkins.fn.node.defaultChild as CfnFunction);
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${functionId}.Arn>:*]`,
      reason: "Lambda's grantInvoke covers the function's versions and aliases (ARN:*); it is still this one function.",
    });
    return role;
  }
}
